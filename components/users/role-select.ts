/** The role drop-down of the add form and the edit dialog, sized like the text fields beside it. */
export const ROLE_SELECT_CLASSES =
  "mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus-visible:border-brand focus-visible:ring-2 focus-visible:ring-brand-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 sm:text-sm";
