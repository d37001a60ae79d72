import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import type { AuditActor } from "@/server/services/audit";
import { clientIp } from "./client-ip";

/** The caller of a request as the audit trail names them: who, and from which address. */
export const auditActorOf = (request: Request, user: Pick<SessionUser, "id">): AuditActor => ({
  actorId: user.id,
  ip: clientIp(request),
});
