import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { AppError } from "@/server/http/app-error";

/**
 * The organisation an organisation-scoped API call acts on: always the caller's own (DESIGN §3). A
 * superadmin without one has nothing to act on here, so the call is forbidden rather than guessed.
 */
export function callerOrganizationId(user: SessionUser): string {
  if (!user.organizationId) throw new AppError("FORBIDDEN", "forbidden");
  return user.organizationId;
}
