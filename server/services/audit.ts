import "server-only";
import { isIP } from "node:net";
import type { Db, Prisma } from "@/server/db";

/**
 * The audit trail (who did what, on whose behalf). Write an event with the same client as the change
 * it records: inside the change's transaction when there is one, so a change is never left without its
 * event, nor an event without its change. Never put login codes, tokens or file contents in metadata.
 */

/** What was done: `<subject>.<verb>`, e.g. "user.created", "organization.renamed", "config.color_changed". */
export type AuditAction = `${string}.${string}`;

export type AuditEventInput = {
  action: AuditAction;
  /** The signed-in user who acted (the impersonated user while impersonating); null for anonymous. */
  actorId: string | null;
  /** The superadmin behind an impersonated session, if any. */
  impersonatorId?: string | null;
  organizationId: string | null;
  target?: { type: string; id: string };
  metadata?: Record<string, Prisma.InputJsonValue | null>;
  ip?: string | null;
  /** When it happened, if the caller read the server clock for the change itself (default: now). */
  at?: Date;
};

type AuditWriter = Pick<Db, "auditEvent"> | Pick<Prisma.TransactionClient, "auditEvent">;

export async function recordAuditEvent(client: AuditWriter, event: AuditEventInput): Promise<void> {
  await client.auditEvent.create({
    data: {
      action: event.action,
      actorId: event.actorId,
      impersonatorId: event.impersonatorId ?? null,
      organizationId: event.organizationId,
      targetType: event.target?.type ?? null,
      targetId: event.target?.id ?? null,
      metadata: (event.metadata ?? {}) as Prisma.InputJsonValue,
      // Only an address is kept: when the app is not served by its custom server the caller's
      // "address" is the name of the bucket every caller shares (server/http/client-ip.ts).
      ip: event.ip && isIP(event.ip) ? event.ip : null,
      ...(event.at ? { createdAt: event.at } : {}),
    },
  });
}

/** Who makes a change, as the route handler saw them: services pass it on to their audit events. */
export type AuditActor = { actorId: string | null; ip: string | null };

/** Changes the system makes on its own behalf (seed, scripts): no user, no address. */
export const SYSTEM_ACTOR: AuditActor = { actorId: null, ip: null };

/**
 * A change to a named thing of an organisation (an assistant, a collection), recorded with the name it
 * had, so the trail still reads after the thing is renamed or deleted.
 */
export function recordNamedChange(
  client: AuditWriter,
  action: AuditAction,
  organizationId: string,
  target: { type: string; id: string },
  name: string,
  actor: AuditActor,
): Promise<void> {
  return recordAuditEvent(client, {
    action,
    actorId: actor.actorId,
    organizationId,
    target,
    metadata: { name },
    ip: actor.ip,
  });
}
