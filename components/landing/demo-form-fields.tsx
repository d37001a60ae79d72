import type { ReactNode } from "react";

/**
 * Form field frames for the demo form. Plain class strings (no cn): this runs on the landing page,
 * whose first load must stay light (DESIGN §13), and tailwind-merge would add 8 kB.
 */
export const FIELD_CLASSES =
  "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus-visible:border-brand focus-visible:ring-2 focus-visible:ring-brand-ring focus-visible:outline-none aria-invalid:border-red-500 sm:text-sm";

export const inputId = (field: string) => `demo-${field}`;
export const errorId = (field: string) => `demo-${field}-error`;

export function Field({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId(name)} className="block text-sm font-medium text-slate-700">
        {label}
        {hint && <span className="font-normal text-slate-500"> ({hint})</span>}
      </label>
      {children}
      <FieldError field={name} message={error} />
    </div>
  );
}

export function FieldError({ field, message }: { field: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(field)} className="text-sm text-red-700">
      {message}
    </p>
  );
}
