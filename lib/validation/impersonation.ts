import { z } from "zod";
import { IMPERSONATION_REASON_MAX } from "@/lib/auth/impersonation";

/** POST /api/impersonation: whom to view the app as, and why (the reason goes into the audit trail). */
export const ZStartImpersonation = z.object({
  userId: z
    .string({ error: "impersonationTargetInvalid" })
    .trim()
    .min(1, "impersonationTargetInvalid")
    .max(64),
  reason: z
    .string({ error: "impersonationReasonRequired" })
    .trim()
    .min(1, "impersonationReasonRequired")
    .max(IMPERSONATION_REASON_MAX, "impersonationReasonTooLong"),
});
export type StartImpersonationInput = z.infer<typeof ZStartImpersonation>;
