import type { Role } from "./roles";

/** The signed-in user as the server resolved it on this request (reloaded from the database). */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  status: "active" | "inactive";
  organizationId: string | null;
  lastLoginAt: Date | null;
  sessionVersion: number;
};

/** What an organisation-scoped handler may act on: the caller and their own organisation. */
export type CallerContext = { user: SessionUser; organizationId: string };

/** The `user` object of the sign-in API (spec §3 and §7): snake_case, no internal fields. */
export type PublicUser = {
  name: string;
  email: string;
  role: Role;
  status: "active" | "inactive";
  last_login: string | null;
  organization_id: string | null;
};

export function toPublicUser(user: SessionUser): PublicUser {
  return {
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    last_login: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
    organization_id: user.organizationId,
  };
}
