/** Chat constants of spec §9. */
export const POPULAR_QUESTIONS_SHOWN = 3;
/** How long an arrived reply shows the typing indicator before its rating buttons (spec §4). */
export const TYPING_INDICATOR_MS = 1000;
/** The scroll-to-bottom button shows when the view is more than this far from the bottom. */
export const SCROLL_BOTTOM_THRESHOLD_PX = 20;
/** The search parameter naming the open conversation, so a reload or a bookmark reopens it. */
export const CONVERSATION_PARAM = "c";
