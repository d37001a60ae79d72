import { ROLE_HOME, type Role } from "./roles";

/**
 * The route guard of spec §2 as pure functions, shared by the proxy, the area layouts and the login
 * screen. The server re-checks every API call with its own guard; these decide what a page shows.
 */
export type Area = "member" | "admin" | "super-admin";

export type AccessDecision =
  | { kind: "allow" }
  | { kind: "redirect"; to: string }
  | { kind: "access-denied" } // member in admin or super-admin areas: "Access Denied" + Go to Chat
  | { kind: "superadmin-required" }; // admin in the super-admin area: + Go to Admin Panel

export function areaOf(pathname: string): Area | null {
  if (pathname === "/chat" || pathname.startsWith("/chat/")) return "member";
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return "admin";
  if (pathname === "/super-admin" || pathname.startsWith("/super-admin/")) return "super-admin";
  return null;
}

export function loginUrlFor(area: Area, originalPath: string): string {
  const type = area === "member" ? "member" : "admin";
  return `/login?type=${type}&redirect=${encodeURIComponent(originalPath)}`;
}

export function decideAccess(area: Area, role: Role | null, originalPath: string): AccessDecision {
  if (!role) return { kind: "redirect", to: loginUrlFor(area, originalPath) };
  if (role === "superadmin") {
    return area === "super-admin" ? { kind: "allow" } : { kind: "redirect", to: ROLE_HOME.superadmin };
  }
  if (role === "admin") return area === "super-admin" ? { kind: "superadmin-required" } : { kind: "allow" };
  return area === "member" ? { kind: "allow" } : { kind: "access-denied" };
}

/**
 * A redirect target is honoured only if it is a same-origin path the role may open (spec §5):
 * superadmin any path, admin paths under /admin/ or /chat, member only /chat.
 */
export function isSafeRedirectPath(target: string | null | undefined): target is string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.includes("\\")) return false;
  try {
    const url = new URL(target, "http://localhost");
    return url.origin === "http://localhost";
  } catch {
    return false;
  }
}

export function isRedirectAllowedForRole(role: Role, target: string): boolean {
  const path = new URL(target, "http://localhost").pathname;
  // Never back to sign-in (a loop) or to the API (not a page), whatever the role.
  if (path === "/login" || path.startsWith("/login/") || path === "/api" || path.startsWith("/api/"))
    return false;
  if (role === "superadmin") return true;
  if (role === "admin") return path.startsWith("/admin/") || path === "/chat" || path.startsWith("/chat/");
  return path === "/chat" || path.startsWith("/chat/");
}

export function postLoginDestination(role: Role, redirect: string | null | undefined): string {
  if (isSafeRedirectPath(redirect) && isRedirectAllowedForRole(role, redirect)) return redirect;
  return ROLE_HOME[role];
}
