import { z } from "zod";
import { ORGANIZATION_ID_MAX, ORGANIZATION_ID_PATTERN } from "@/lib/organizations/id";
import { ZEmail } from "./auth";
import { ZPersonName } from "./users";
import type { DocumentDto } from "./documents";

/**
 * Super-admin organisation management (spec §3 "Organisation", §5 "Create organisation" and "Rename
 * organisation", §7 "Super admin"). Shared by the super-admin screens and the API; messages are keys
 * of the "Errors" namespace.
 */
export const ORGANIZATION_NAME_MAX = 120;
export const SUSPENSION_REASON_MAX = 500;
/** Audit events shown per page in the organisation detail (Actividad). */
export const AUDIT_PAGE_SIZE = 20;

const required = (max: number, tooLong: string) =>
  z.string({ error: "allFieldsRequired" }).trim().min(1, "allFieldsRequired").max(max, tooLong);

/** A chosen organisation id (the slug of /login?org=…): lib/organizations/id.ts's shape. */
export const ZOrganizationId = z
  .string({ error: "organizationIdInvalid" })
  .trim()
  .min(1, "organizationIdInvalid")
  .max(ORGANIZATION_ID_MAX, "organizationIdInvalid")
  .regex(ORGANIZATION_ID_PATTERN, "organizationIdInvalid");

/**
 * Spec §5: all three fields non-empty after trimming, otherwise "All fields are required". Beyond the
 * spec, optional: the id to give the organisation (else derived from its name), and the demo request
 * it is created from (issue 24 §4: that request becomes "converted" in the same transaction).
 */
export const ZCreateOrganization = z.object({
  orgName: required(ORGANIZATION_NAME_MAX, "organizationNameTooLong"),
  adminEmail: z.string({ error: "allFieldsRequired" }).trim().min(1, "allFieldsRequired").pipe(ZEmail),
  // A person's name, as for every user: it is quoted in the welcome e-mail, and a converted demo
  // request brings it from a public form.
  adminName: z.string({ error: "allFieldsRequired" }).trim().min(1, "allFieldsRequired").pipe(ZPersonName),
  organization_id: ZOrganizationId.optional(),
  demo_request_id: z
    .string({ error: "invalidInput" })
    .min(1, "invalidInput")
    .max(100, "invalidInput")
    .optional(),
});
export type CreateOrganizationInput = z.infer<typeof ZCreateOrganization>;

/** Spec §5: non-empty after trimming, otherwise "Organization name cannot be empty". */
export const ZRenameOrganization = z.object({
  name: z
    .string({ error: "organizationNameEmpty" })
    .trim()
    .min(1, "organizationNameEmpty")
    .max(ORGANIZATION_NAME_MAX, "organizationNameTooLong"),
});

export const ZSuspendOrganization = z.object({
  reason: z
    .string({ error: "suspensionReasonRequired" })
    .trim()
    .min(1, "suspensionReasonRequired")
    .max(SUSPENSION_REASON_MAX, "suspensionReasonTooLong"),
});

export const ZAuditPageQuery = z.object({
  page: z.coerce.number({ error: "invalidInput" }).int().min(1).max(10_000).default(1),
});

export type OrganizationStatus = "active" | "suspended";

/** One row of GET /api/organizations (spec §3 "Organisation", list fields). */
export type OrganizationListItem = {
  id: string;
  organization_id: string;
  name: string;
  admin_name: string | null;
  admin_email: string | null;
  user_count: number;
  admin_count: number;
  document_count: number;
  created_at: string | null;
  status: OrganizationStatus;
};

/** GET /api/organizations/{id}: the organisation with the detail fields of spec §3. */
export type OrganizationDetail = OrganizationListItem & {
  logo_url: string | null;
  color: string;
  custom_prompt: string | null;
  /** IANA zone its dates are shown in, on its detail screen as on its own screens. */
  time_zone: string;
  suspension_reason: string | null;
  suspended_at: string | null;
};

/** Spec §3 "Org user" (organisation detail). */
export type OrganizationDocument = DocumentDto;

export type AuditEventDto = {
  id: string;
  action: string;
  actor: { id: string; name: string; email: string } | null;
  impersonator: { id: string; name: string; email: string } | null;
  target_type: string | null;
  target_id: string | null;
  metadata: Record<string, unknown>;
  ip: string | null;
  created_at: string;
};

export type AuditPage = {
  events: AuditEventDto[];
  pagination: { page: number; per_page: number; total_count: number; total_pages: number };
};
