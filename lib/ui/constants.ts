/** Layout constants of spec §9 used by the shells. */
export const MOBILE_BREAKPOINT_PX = 768;
export const TABLET_BREAKPOINT_PX = 1024;
/** A swipe opens the mobile menu only when it starts this close to the left edge. */
export const SWIPE_EDGE_PX = 50;
/** Horizontal travel needed for a swipe to open or close the mobile menu. */
export const SWIPE_DISTANCE_PX = 100;
export const SIDEBAR_COLLAPSED_STORAGE_KEY = "asistente.sidebar.collapsed";
export const DEFAULT_BRAND_COLOR = "#F97316";
export const TOAST_DURATION_MS = 4000;
/** The landing page's fixed header turns solid after this much scroll (spec §9). */
export const HEADER_SOLID_AFTER_PX = 20;
