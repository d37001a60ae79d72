import "server-only";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { getDb, type Prisma } from "@/server/db";
import { AppError } from "@/server/errors";
import { recordAuditEvent } from "@/server/services/audit";

/**
 * A demo request becomes a customer (issue 24 §4): organisations/lifecycle.ts creates the organisation
 * and its admin in one transaction with these two steps, so the request is "converted" and linked to
 * the organisation exactly when the organisation exists. A request converts once: the row lock makes a
 * second conversion, even at the same moment, wait and then see the first (409).
 */

type Transaction = Prisma.TransactionClient;

/** The early check, for a clear answer before anything is written: 404 unknown, 409 converted. */
export async function assertDemoRequestConvertible(requestId: string): Promise<void> {
  const db = await getDb();
  const row = await db.demoRequest.findUnique({ where: { id: requestId }, select: { status: true } });
  if (!row) throw new AppError("NOT_FOUND", "demoRequestNotFound");
  if (row.status === "converted") throw new AppError("CONFLICT", "demoRequestAlreadyConverted");
}

/** Locks the request until the transaction ends; 404 unknown, 409 already converted. */
export async function lockConvertibleDemoRequest(
  tx: Transaction,
  requestId: string,
): Promise<{ id: string; locale: Locale }> {
  const [row] = await tx.$queryRaw<{ id: string; status: string; locale: string }[]>`
    SELECT id, status::text AS status, locale FROM "DemoRequest" WHERE id = ${requestId} FOR UPDATE`;
  if (!row) throw new AppError("NOT_FOUND", "demoRequestNotFound");
  if (row.status === "converted") throw new AppError("CONFLICT", "demoRequestAlreadyConverted");
  // The welcome e-mail speaks the language the person filled the demo form in.
  return { id: row.id, locale: isLocale(row.locale) ? row.locale : "es" };
}

export async function markDemoRequestConverted(
  tx: Transaction,
  requestId: string,
  organizationId: string,
  event: { actorId: string; ip: string },
): Promise<void> {
  const previous = await tx.demoRequest.findUniqueOrThrow({
    where: { id: requestId },
    select: { status: true },
  });
  await tx.demoRequest.update({ where: { id: requestId }, data: { status: "converted", organizationId } });
  await recordAuditEvent(tx, {
    ...event,
    action: "demo_request.converted",
    // Under the new organisation, so its activity starts with where it came from.
    organizationId,
    target: { type: "demo_request", id: requestId },
    metadata: { from: previous.status },
  });
}
