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

/**
 * PUT /api/auth/users {email, name?, role?}: an admin corrects a person's name or changes their role
 * (member ↔ admin). At least one of the two; the e-mail names the person and is not changed.
 */
export const ZUserUpdate = z
  .object({
    email: ZEmail,
    name: ZPersonName.optional(),
    role: z.enum(ASSIGNABLE_ROLES, { error: "userRoleInvalid" }).optional(),
  })
  .refine((change) => change.name !== undefined || change.role !== undefined, "userUpdateEmpty");
export type UserUpdate = z.infer<typeof ZUserUpdate>;

/** Most people one list may invite (several days' allowance: the rest is reported, not added). */
export const INVITE_LIST_MAX = 200;
const rawField = (max: number) => z.string({ error: "invalidInput" }).max(max, "invalidInput");

/**
 * POST /api/auth/users {users: [{email, name?, role?}, …]}: several people at once (the pasted list or
 * CSV of the invite dialog, parsed by lib/users/invite-list.ts). Fields arrive as typed: each row is
 * checked with ZNewOrganizationUser on its own, so one bad row is reported, not the whole list refused.
 */
export const ZInviteList = z.object({
  users: z
    .array(
      z.object({ email: rawField(320), name: rawField(320).optional(), role: rawField(40).optional() }),
      { error: "invalidInput" },
    )
    .min(1, "inviteListEmpty")
    .max(INVITE_LIST_MAX, "inviteListTooLong"),
});
export type InviteListRow = z.infer<typeof ZInviteList>["users"][number];

/** Why a row of the list was not added. */
export type InviteRefusal = "invalid" | "duplicate" | "already_member" | "email_taken" | "limit_reached";

/** One row of the invite summary, in the order of the list; `error` is in the caller's language. */
export type InviteOutcome = { row: number; email: string; name: string; role: string } & (
  { added: true } | { added: false; reason: InviteRefusal; error: string }
);

export type InviteSummary = { added: number; not_added: number; results: InviteOutcome[] };

export type AddUsersRequest =
  ({ kind: "one" } & NewOrganizationUser) | ({ kind: "list" } & z.infer<typeof ZInviteList>);

/**
 * POST /api/auth/users takes {email, name, role} (spec §7: one person) or {users: […]} (a list). The
 * body's shape picks the schema first, so a bad field reports its own message.
 */
export const ZAddUsersRequest = z
  .record(z.string(), z.unknown(), { error: "invalidInput" })
  .transform((body, ctx): AddUsersRequest => {
    const branch =
      "users" in body
        ? { kind: "list" as const, result: ZInviteList.safeParse(body) }
        : { kind: "one" as const, result: ZNewOrganizationUser.safeParse(body) };
    if (!branch.result.success) {
      for (const issue of branch.result.error.issues) {
        ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
      }
      return z.NEVER;
    }
    return { kind: branch.kind, ...branch.result.data } as AddUsersRequest;
  });
