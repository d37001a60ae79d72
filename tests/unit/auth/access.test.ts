import {
  areaOf,
  decideAccess,
  isSafeRedirectPath,
  postLoginDestination,
  type AccessDecision,
  type Area,
} from "@/lib/auth/access";
import type { Role } from "@/lib/auth/roles";

// Every area of the route list (spec §2) with a representative path.
const AREA_PATHS: [Area, string][] = [
  ["member", "/chat"],
  ["admin", "/admin/configuracion"],
  ["admin", "/admin/entrenamiento"],
  ["admin", "/admin/reports"],
  ["super-admin", "/super-admin/organizations"],
  ["super-admin", "/super-admin/organizations/demo"],
  ["super-admin", "/super-admin/demo-requests"],
  ["super-admin", "/super-admin/analytics"],
  ["super-admin", "/super-admin/impersonate"],
];

const expected = (area: Area, role: Role | null, path: string): AccessDecision => {
  if (role === null) {
    const type = area === "member" ? "member" : "admin";
    return { kind: "redirect", to: `/login?type=${type}&redirect=${encodeURIComponent(path)}` };
  }
  const table: Record<Role, Record<Area, AccessDecision>> = {
    member: {
      member: { kind: "allow" },
      admin: { kind: "access-denied" },
      "super-admin": { kind: "access-denied" },
    },
    admin: {
      member: { kind: "allow" },
      admin: { kind: "allow" },
      "super-admin": { kind: "superadmin-required" },
    },
    superadmin: {
      member: { kind: "redirect", to: "/super-admin/organizations" },
      admin: { kind: "redirect", to: "/super-admin/organizations" },
      "super-admin": { kind: "allow" },
    },
  };
  return table[role][area];
};

describe("route guard matrix (anonymous, member, admin, superadmin × every area)", () => {
  const roles: (Role | null)[] = [null, "member", "admin", "superadmin"];
  for (const [area, path] of AREA_PATHS) {
    for (const role of roles) {
      it(`${role ?? "anonymous"} → ${path}`, () => {
        expect(areaOf(path)).toBe(area);
        expect(decideAccess(area, role, path)).toEqual(expected(area, role, path));
      });
    }
  }

  it("leaves public pages out of every area", () => {
    for (const path of ["/", "/login", "/aviso-de-privacidad", "/chatbot", "/administrator"]) {
      expect(areaOf(path)).toBeNull();
    }
  });
});

describe("post-login destination (spec §5)", () => {
  it("sends each role home when no redirect is asked for", () => {
    expect(postLoginDestination("superadmin", null)).toBe("/super-admin/organizations");
    expect(postLoginDestination("admin", undefined)).toBe("/admin/configuracion");
    expect(postLoginDestination("member", "")).toBe("/chat");
  });

  it("honours redirects the role may open", () => {
    expect(postLoginDestination("superadmin", "/admin/reports")).toBe("/admin/reports");
    expect(postLoginDestination("admin", "/admin/entrenamiento")).toBe("/admin/entrenamiento");
    expect(postLoginDestination("admin", "/chat")).toBe("/chat");
    expect(postLoginDestination("member", "/chat?c=1")).toBe("/chat?c=1");
  });

  it("refuses redirects the role may not open", () => {
    expect(postLoginDestination("admin", "/super-admin/organizations")).toBe("/admin/configuracion");
    expect(postLoginDestination("member", "/admin/configuracion")).toBe("/chat");
    expect(postLoginDestination("member", "/")).toBe("/chat");
  });

  it("never sends anyone back to sign-in or to the API", () => {
    for (const target of ["/login", "/login?redirect=/login", "/api/health", "/api/auth"]) {
      expect(postLoginDestination("superadmin", target)).toBe("/super-admin/organizations");
      expect(postLoginDestination("admin", target)).toBe("/admin/configuracion");
    }
  });

  it("refuses anything that is not a same-origin path", () => {
    for (const target of [
      "https://evil.test/chat",
      "//evil.test/chat",
      "/\\evil.test",
      "javascript:alert(1)",
      "chat",
    ]) {
      expect(isSafeRedirectPath(target)).toBe(false);
      expect(postLoginDestination("superadmin", target)).toBe("/super-admin/organizations");
    }
  });
});
