import "server-only";
import type { ImpersonationView } from "@/lib/auth/impersonation";
import type { SessionUser } from "@/lib/auth/session-user";
import { clientIp } from "@/server/http/client-ip";
import { recordSupportRead } from "@/server/services/impersonation";

/**
 * Reads made in a support session go into the audit trail (issue 20 §8): what the superadmin saw, as
 * whom. API requests are recorded by the guards, pages by the session loader (once per render).
 * Sessions of the user themselves record nothing.
 */
type ViewedSession = { user: SessionUser; impersonation: ImpersonationView | null };

export async function auditSupportApiRead(session: ViewedSession, request: Request): Promise<void> {
  if (!session.impersonation) return;
  const url = new URL(request.url);
  await recordSupportRead(
    { user: session.user, impersonation: session.impersonation },
    { method: request.method, path: url.pathname + url.search, ip: clientIp(request) },
  );
}

/** A page render: its path is the proxy's x-pathname header (always overwritten, never the client's). */
export async function auditSupportPageRead(session: ViewedSession, headers: Headers): Promise<void> {
  if (!session.impersonation) return;
  const path = headers.get("x-pathname") ?? "/";
  // clientIp reads only the request's headers, which is all a page has.
  const request = new Request(new URL(path, "http://localhost"), { headers });
  await recordSupportRead(
    { user: session.user, impersonation: session.impersonation },
    { method: "GET", path, ip: clientIp(request) },
  );
}
