import { z } from "zod";
import { ZEmail } from "./auth";

/** The add-user form and POST /api/auth/users (spec §5): an admin adds members or admins only. */
export const ASSIGNABLE_ROLES = ["member", "admin"] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const ZNewOrganizationUser = z.object({
  email: ZEmail,
  name: z.string({ error: "userNameRequired" }).trim().min(1, "userNameRequired").max(200, "userNameTooLong"),
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
