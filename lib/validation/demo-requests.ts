import { z } from "zod";
import {
  DEMO_PHONE_MAX,
  DEMO_TEXT_MAX,
  demoFormErrors,
  type DemoFormValues,
  type DemoRole,
} from "./demo-form-rules";

/**
 * Demo requests on the API (spec §3, §7). The field rules are demo-form-rules.ts's, shared with the
 * form; a failed rule's message is its key under "Errors.demoForm".
 */

/** "converted" is set only by turning the request into an organisation (POST /api/organizations). */
export const DEMO_REQUEST_STATUSES = ["pending", "contacted", "closed", "converted"] as const;
export type DemoRequestStatus = (typeof DEMO_REQUEST_STATUSES)[number];
/** The statuses the screen's dropdown sets (spec §4: any of them from any other). */
export const SETTABLE_DEMO_REQUEST_STATUSES = ["pending", "contacted", "closed"] as const;
export type SettableDemoRequestStatus = (typeof SETTABLE_DEMO_REQUEST_STATUSES)[number];
/** Spec §9: the super-admin list shows 20 requests a page. */
export const DEMO_REQUESTS_PAGE_SIZE = 20;
export const DEMO_REQUESTS_PAGE_SIZE_MAX = 100;

const text = (max: number) => z.string().max(max, "invalidInput").default("");

export const ZDemoRequestInput = z
  .object({
    fullName: text(DEMO_TEXT_MAX),
    workEmail: text(DEMO_TEXT_MAX),
    companyName: text(DEMO_TEXT_MAX),
    role: text(DEMO_TEXT_MAX),
    phone: z.string().max(DEMO_PHONE_MAX, "invalidInput").nullish(),
    agreedToSubscribe: z.boolean().default(false),
    /** The honeypot: hidden from people, so only a bot fills it in. */
    website: z.string().max(DEMO_TEXT_MAX, "invalidInput").optional(),
  })
  .superRefine((input, ctx) => {
    const values: DemoFormValues = { ...input, phone: input.phone ?? "" };
    for (const [field, key] of Object.entries(demoFormErrors(values))) {
      ctx.addIssue({ code: "custom", path: [field], message: `demoForm.${key}` });
    }
  })
  .transform(({ website, ...input }) => ({
    fullName: input.fullName.trim(),
    workEmail: input.workEmail.trim().toLowerCase(),
    companyName: input.companyName.trim(),
    role: input.role as DemoRole,
    phone: input.phone?.trim() || null,
    agreedToSubscribe: input.agreedToSubscribe,
    isBot: Boolean(website?.trim()),
  }));
export type DemoRequestInput = z.infer<typeof ZDemoRequestInput>;

export const ZDemoRequestListQuery = z.object({
  page: z.coerce.number().int().positive("invalidInput").default(1),
  limit: z.coerce
    .number()
    .int()
    .positive("invalidInput")
    .max(DEMO_REQUESTS_PAGE_SIZE_MAX, "invalidInput")
    .default(DEMO_REQUESTS_PAGE_SIZE),
  status: z.enum(["all", ...DEMO_REQUEST_STATUSES], "demoRequestStatusInvalid").default("all"),
});
export type DemoRequestListQuery = z.infer<typeof ZDemoRequestListQuery>;

export const ZDemoRequestStatusChange = z.object({
  request_id: z.string().min(1, "invalidInput"),
  status: z.enum(SETTABLE_DEMO_REQUEST_STATUSES, "demoRequestStatusInvalid"),
});

/** A demo request as the API returns it (spec §3), in snake_case. */
export type DemoRequestDto = {
  request_id: string;
  full_name: string;
  work_email: string;
  company_name: string;
  role: string;
  phone: string | null;
  agreed_to_subscribe: boolean;
  status: DemoRequestStatus;
  locale: string;
  /** The organisation it was converted into (status "converted"), else null. */
  organization_id: string | null;
  created_at: string;
};

export type DemoRequestList = {
  success: true;
  demo_requests: DemoRequestDto[];
  pagination: { total_count: number; total_pages: number; per_page: number; current_page: number };
  /** All requests by status, whatever the filter: the screen's stat cards. */
  counts: Record<"total" | DemoRequestStatus, number>;
};
