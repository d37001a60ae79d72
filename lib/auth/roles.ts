export const ROLES = ["member", "admin", "superadmin"] as const;
export type Role = (typeof ROLES)[number];

/** Where each role lands after signing in when no allowed redirect was asked for (spec §2). */
export const ROLE_HOME: Record<Role, string> = {
  superadmin: "/super-admin/organizations",
  admin: "/admin/configuracion",
  member: "/chat",
};
