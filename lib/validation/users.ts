import { z } from "zod";
import { ZEmail } from "./auth";

/** The add-user form and POST /api/auth/users (spec §5): an admin adds members or admins only. */
export const ASSIGNABLE_ROLES = ["member", "admin"] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const USER_NAME_MAX = 100;

/**
 * A person's name: letters of any script with their accents, spaces and the punctuation names carry
 * (. , ' ’ -), starting with a letter. No digits, line breaks, `@`, `/` or `:`: the name is quoted in
 * the welcome e-mail the platform sends, so it must not be able to carry a link or a message.
 */
const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .,'’-]*$/u;
/** "evil.test", "www.example.com": letters, a dot and letters with no space. Initials ("J.R.R.") pass. */
const DOMAIN_LIKE = /\p{L}{2}\.\p{L}{2}/u;

export const ZPersonName = z
  .string({ error: "userNameRequired" })
  .trim()
  .min(1, "userNameRequired")
  .max(USER_NAME_MAX, "userNameTooLong")
  .regex(PERSON_NAME, "userNameInvalid")
  .refine((name) => !DOMAIN_LIKE.test(name), "userNameInvalid");

export const ZNewOrganizationUser = z.object({
  email: ZEmail,
  name: ZPersonName,
  role: z.enum(ASSIGNABLE_ROLES, { error: "userRoleInvalid" }),
});
export type NewOrganizationUser = z.infer<typeof ZNewOrganizationUser>;

/** DELETE /api/auth/users?email= */
export const ZUserEmailQuery = z.object({ email: ZEmail });

/** PATCH /api/auth/users {email, status}: deactivate or reactivate (beyond the spec). */
export const ZUserStatusChange = z.object({
  email: ZEmail,
  status: z.enum(["active", "inactive"], { error: "userStatusInvalid" }),
});

/** One row of GET /api/auth/users (spec §3 user fields, snake_case like the rest of the API). */
export type OrganizationUserRow = {
  user_id: string;
  name: string;
  email: string;
  role: "member" | "admin" | "superadmin";
  status: "active" | "inactive";
  last_login: string | null;
  created_at: string;
};
