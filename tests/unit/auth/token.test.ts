import { encode } from "next-auth/jwt";
import { issueSessionToken, readSessionToken, SESSION_COOKIE } from "@/server/auth/token";
import { resetConfigForTests } from "@/server/config";

const SECRET = "unit-test-secret-unit-test-secret-0123";
beforeAll(() => {
  process.env.AUTH_SECRET = SECRET;
  resetConfigForTests();
});

const user = { id: "u1", sessionVersion: 3, role: "admin" as const };

describe("session tokens", () => {
  it("round-trip sub, sv and role and expire after 30 days", async () => {
    const token = await issueSessionToken(user);
    expect(await readSessionToken(token)).toEqual({ sub: "u1", sv: 3, role: "admin" });
    const [, , , , tag] = token.split(".");
    expect(tag).toBeTruthy(); // a JWE: the claims are encrypted, not just signed
    expect(token).not.toContain("admin");
  });

  it("read garbage, other secrets, other salts and incomplete claims as null without throwing", async () => {
    const foreign = await encode({
      token: { sub: "u1", sv: 0, role: "admin" },
      secret: "another-secret-another-secret-000",
      salt: SESSION_COOKIE,
    });
    const otherSalt = await encode({
      token: { sub: "u1", sv: 0, role: "admin" },
      secret: SECRET,
      salt: "authjs.session-token",
    });
    const incomplete = await encode({ token: { sub: "u1" }, secret: SECRET, salt: SESSION_COOKIE });
    const badRole = await encode({
      token: { sub: "u1", sv: 0, role: "root" },
      secret: SECRET,
      salt: SESSION_COOKIE,
    });
    const expired = await encode({
      token: { sub: "u1", sv: 0, role: "member" },
      secret: SECRET,
      salt: SESSION_COOKIE,
      maxAge: -60,
    });
    for (const token of [
      "",
      null,
      undefined,
      "garbage",
      "a.b.c.d.e",
      foreign,
      otherSalt,
      incomplete,
      badRole,
      expired,
    ]) {
      await expect(readSessionToken(token)).resolves.toBeNull();
    }
  });

  it("keep a read token's claims only until it expires, and only under the secret that issued it", async () => {
    jest.useFakeTimers({ now: new Date("2026-11-27T10:00:00Z") });
    try {
      const token = await issueSessionToken(user, { maxAgeSeconds: 60 });
      expect(await readSessionToken(token)).toEqual({ sub: "u1", sv: 3, role: "admin" });
      expect(await readSessionToken(token)).toEqual({ sub: "u1", sv: 3, role: "admin" });
      process.env.AUTH_SECRET = "another-secret-another-secret-000";
      resetConfigForTests();
      expect(await readSessionToken(token)).toBeNull();
      process.env.AUTH_SECRET = SECRET;
      resetConfigForTests();
      expect(await readSessionToken(token)).not.toBeNull();
      jest.setSystemTime(new Date("2026-11-27T10:01:30Z"));
      expect(await readSessionToken(token)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
