import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { nameFromEmail } from "@/lib/users/invite-list";
import {
  ZNewOrganizationUser,
  type InviteListRow,
  type InviteOutcome,
  type InviteRefusal,
  type InviteSummary,
  type NewOrganizationUser,
} from "@/lib/validation/users";
import { getDb } from "@/server/db";
import { AppError } from "@/server/errors";
import { translateError } from "@/server/i18n";
import {
  insertInvitedUser,
  isEmailTaken,
  organizationNameOf,
  sendWelcomeEmail,
  type ActingAdmin,
} from "./users";

/**
 * Several people at once (issue 24 §3): every row is checked with the add-user form's schema, then
 * added on its own (one transaction each, so a refused row leaves nothing behind and does not undo the
 * others), while the day's invitation allowance lasts. The answer says, row by row in the list's order,
 * who was added and why the others were not, in the caller's language:
 * - invalid: the schema's own message (address, name, role);
 * - duplicate: the same address earlier in the list;
 * - already_member / email_taken: a user of this organisation, or of another one, has the address;
 * - limit_reached: the allowance (INVITATIONS_PER_ORG_PER_DAY) ran out before this row.
 * A row without a name takes one from its address (nameFromEmail), a row without a role is a member.
 */
export async function inviteOrganizationUsers(
  admin: ActingAdmin,
  rows: InviteListRow[],
  { locale }: { locale: Locale },
): Promise<InviteSummary> {
  const organization = { id: admin.organizationId, name: await organizationNameOf(admin.organizationId) };
  type Checked = { row: InviteListRow; user?: NewOrganizationUser; refusal?: InviteRefusal; error?: string };

  // 1. Each row on its own: the schema, then the list's earlier rows.
  const seen = new Set<string>();
  const checked: Checked[] = rows.map((row) => {
    const nameGiven = Boolean(row.name?.trim());
    const parsed = ZNewOrganizationUser.safeParse({
      email: row.email,
      name: nameGiven ? row.name : nameFromEmail(row.email),
      role: row.role?.trim() ? row.role.trim() : "member",
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      // A name the address could not give: say so, rather than "name required" on a row with none.
      const key = !nameGiven && issue.path[0] === "name" ? "inviteNameFromEmail" : issue.message;
      return { row, refusal: "invalid", error: translateError(locale, key) };
    }
    if (seen.has(parsed.data.email)) {
      return {
        row,
        user: parsed.data,
        refusal: "duplicate",
        error: translateError(locale, "inviteDuplicate"),
      };
    }
    seen.add(parsed.data.email);
    return { row, user: parsed.data };
  });

  // 2. Addresses that already have a user, read once.
  const db = await getDb();
  const candidates = checked.flatMap((item) => (item.user && !item.refusal ? [item.user.email] : []));
  const existing = new Map(
    (
      await db.user.findMany({
        where: { email: { in: candidates } },
        select: { email: true, organizationId: true },
      })
    ).map((user) => [user.email, user.organizationId]),
  );

  // 3. The rest, one by one, until the allowance runs out.
  let limitReached: AppError | null = null;
  const results: InviteOutcome[] = [];
  for (const [index, item] of checked.entries()) {
    const user = item.user;
    const base = {
      row: index + 1,
      email: user?.email ?? item.row.email.trim(),
      name: user?.name ?? "",
      role: user?.role ?? item.row.role?.trim() ?? "member",
    };
    // A row not added shows the name as the admin wrote it, never one guessed from its address.
    const refused = (reason: InviteRefusal, error: string): InviteOutcome => ({
      ...base,
      name: item.row.name?.trim() ?? "",
      added: false,
      reason,
      error,
    });
    const limitRefusal = (error: AppError) =>
      refused("limit_reached", translateError(locale, error.messageKey, error.options.values));
    if (item.refusal || !user) {
      results.push(refused(item.refusal ?? "invalid", item.error ?? translateError(locale, "invalidInput")));
      continue;
    }
    if (existing.has(user.email)) {
      const own = existing.get(user.email) === admin.organizationId;
      results.push(
        own
          ? refused("already_member", translateError(locale, "inviteAlreadyMember"))
          : refused("email_taken", translateError(locale, "emailTaken")),
      );
      continue;
    }
    if (limitReached) {
      results.push(limitRefusal(limitReached));
      continue;
    }
    try {
      await db.$transaction((tx) => insertInvitedUser(tx, admin, user));
    } catch (error) {
      if (error instanceof AppError && error.code === "RATE_LIMITED") {
        limitReached = error;
        results.push(limitRefusal(error));
        continue;
      }
      // Added by someone else since step 2.
      if (isEmailTaken(error)) {
        results.push(refused("email_taken", translateError(locale, "emailTaken")));
        continue;
      }
      throw error;
    }
    sendWelcomeEmail(organization, user, locale);
    results.push({ ...base, added: true });
  }
  const added = results.filter((result) => result.added).length;
  return { added, not_added: results.length - added, results };
}
