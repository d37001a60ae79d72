import { z } from "zod";

/** Spec §9: the report's page size and the export's single large page. */
export const REPORT_PAGE_SIZE = 10;
export const REPORT_EXPORT_LIMIT = 10_000;
/** The table's response preview (spec §2). */
export const REPORT_RESPONSE_PREVIEW_CHARS = 150;

/** all: every interaction; unanswered: the assistant declined; negative: rated not helpful. */
export const REPORT_FILTERS = ["all", "unanswered", "negative"] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

export const ZInteractionsQuery = z.object({
  page: z.coerce.number({ error: "invalidInput" }).int().min(1).max(1_000_000).default(1),
  limit: z.coerce
    .number({ error: "invalidInput" })
    .int()
    .min(1)
    .max(REPORT_EXPORT_LIMIT)
    .default(REPORT_PAGE_SIZE),
  filter: z.enum(REPORT_FILTERS, { error: "invalidInput" }).default("all"),
  /** Only this assistant's interactions (issue 23 point 5). */
  assistant_id: z.string().min(1).max(100).optional(),
});
export type InteractionsQuery = z.infer<typeof ZInteractionsQuery>;

/** PATCH /api/reports/interactions/{id}: the gap was closed (a knowledge block now covers it). */
export const ZGapAddressed = z.object({ addressed: z.literal(true, { error: "invalidInput" }) });
