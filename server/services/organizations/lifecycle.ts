import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import type { CreateOrganizationInput } from "@/lib/validation/organizations";
import { now } from "@/server/clock";
import { getDb, Prisma } from "@/server/db";
import { sendEmail } from "@/server/email";
import { organizationWelcomeEmail } from "@/server/email/templates/organization-welcome";
import { AppError } from "@/server/errors";
import { recordAuditEvent } from "@/server/services/audit";
import { organizationIdBase } from "@/lib/organizations/id";
import {
  assertDemoRequestConvertible,
  lockConvertibleDemoRequest,
  markDemoRequestConverted,
} from "@/server/services/demo-requests/convert";
import { firstFreeOrganizationId } from "@/server/services/organizations/id";

/**
 * Creating, renaming, suspending and reactivating organisations (superadmin only; the handlers
 * guard). Each change and its audit event are written in one transaction.
 */

export type SuperAdminAction = { actorId: string; ip: string };

const isUniqueViolation = (error: unknown, field: string) =>
  error instanceof Prisma.PrismaClientKnownRequestError &&
  error.code === "P2002" &&
  JSON.stringify(error.meta ?? {}).includes(field);

/** Two superadmins creating "Ferretería López" at once: the loser of the id race picks the next id. */
const ID_RACE_RETRIES = 3;

/**
 * The organisation, its first admin and the welcome e-mail, all or nothing: the e-mail is sent inside
 * the transaction, so a failed delivery rolls the organisation and the user back. The id is the one
 * asked for (409 when taken), or derived from the name ("ferreteria-lopez", then
 * "ferreteria-lopez-2"…). Created from a demo request, that request becomes "converted" and links to
 * the organisation in the same transaction (demo-requests/convert.ts), and the welcome e-mail is in
 * the language of the request.
 */
export async function createOrganization(
  input: CreateOrganizationInput,
  context: SuperAdminAction & { locale: Locale },
): Promise<{ id: string }> {
  const db = await getDb();
  const chosenId = input.organization_id;
  // Checked first for a clear answer; the transaction decides again under its locks and unique indexes.
  if (input.demo_request_id) await assertDemoRequestConvertible(input.demo_request_id);
  if (await db.user.findUnique({ where: { email: input.adminEmail }, select: { id: true } })) {
    throw new AppError("CONFLICT", "emailTaken");
  }
  const base = chosenId ?? organizationIdBase(input.orgName);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.$transaction(async (tx) => {
        const demoRequest = input.demo_request_id
          ? await lockConvertibleDemoRequest(tx, input.demo_request_id)
          : null;
        const taken = await tx.organization.findMany({
          where: chosenId ? { id: chosenId } : { id: { startsWith: base } },
          select: { id: true },
        });
        if (chosenId && taken.length > 0) throw new AppError("CONFLICT", "organizationIdTaken");
        const id = firstFreeOrganizationId(
          base,
          taken.map((organization) => organization.id),
        );
        await tx.organization.create({ data: { id, name: input.orgName } });
        const admin = await tx.user.create({
          data: { email: input.adminEmail, name: input.adminName, role: "admin", organizationId: id },
          select: { id: true },
        });
        const event = { actorId: context.actorId, organizationId: id, ip: context.ip };
        await recordAuditEvent(tx, {
          ...event,
          action: "organization.created",
          target: { type: "organization", id },
          metadata: {
            name: input.orgName,
            adminUserId: admin.id,
            ...(demoRequest ? { demoRequestId: demoRequest.id } : {}),
          },
        });
        await recordAuditEvent(tx, {
          ...event,
          action: "user.created",
          target: { type: "user", id: admin.id },
          metadata: { role: "admin" },
        });
        if (demoRequest) await markDemoRequestConverted(tx, demoRequest.id, id, context);
        await sendEmail(
          organizationWelcomeEmail({
            to: input.adminEmail,
            adminName: input.adminName,
            organizationId: id,
            organizationName: input.orgName,
            locale: demoRequest?.locale ?? context.locale,
          }),
        );
        return { id };
      });
    } catch (error) {
      if (isUniqueViolation(error, "email")) throw new AppError("CONFLICT", "emailTaken");
      if (isUniqueViolation(error, "id")) {
        if (chosenId) throw new AppError("CONFLICT", "organizationIdTaken");
        if (attempt < ID_RACE_RETRIES) continue;
      }
      throw error;
    }
  }
}

type Transaction = Prisma.TransactionClient;

/** The organisation's current state, row-locked until the transaction ends (no lost update). */
async function lockedOrganization(tx: Transaction, id: string) {
  const [organization] = await tx.$queryRaw<{ name: string; status: "active" | "suspended" }[]>`
    SELECT name, status::text AS status FROM "Organization" WHERE id = ${id} FOR UPDATE`;
  if (!organization) throw new AppError("NOT_FOUND", "organizationNotFound");
  return organization;
}

export async function renameOrganization(id: string, name: string, context: SuperAdminAction) {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const current = await lockedOrganization(tx, id);
    if (current.name === name) return;
    await tx.organization.update({ where: { id }, data: { name } });
    await recordAuditEvent(tx, {
      action: "organization.renamed",
      actorId: context.actorId,
      organizationId: id,
      target: { type: "organization", id },
      metadata: { from: current.name, to: name },
      ip: context.ip,
    });
  });
}

/**
 * Suspension keeps every row; the guards and sign-in refuse the organisation's users while it lasts
 * (server/auth/guards.ts, server/auth/otp.ts).
 */
export async function suspendOrganization(id: string, reason: string, context: SuperAdminAction) {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const current = await lockedOrganization(tx, id);
    if (current.status === "suspended") throw new AppError("CONFLICT", "organizationAlreadySuspended");
    await tx.organization.update({
      where: { id },
      data: { status: "suspended", suspensionReason: reason, suspendedAt: now() },
    });
    await recordAuditEvent(tx, {
      action: "organization.suspended",
      actorId: context.actorId,
      organizationId: id,
      target: { type: "organization", id },
      metadata: { reason },
      ip: context.ip,
    });
  });
}

export async function reactivateOrganization(id: string, context: SuperAdminAction) {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const current = await lockedOrganization(tx, id);
    if (current.status === "active") throw new AppError("CONFLICT", "organizationNotSuspended");
    await tx.organization.update({
      where: { id },
      data: { status: "active", suspensionReason: null, suspendedAt: null },
    });
    await recordAuditEvent(tx, {
      action: "organization.reactivated",
      actorId: context.actorId,
      organizationId: id,
      target: { type: "organization", id },
      ip: context.ip,
    });
  });
}
