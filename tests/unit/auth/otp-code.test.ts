import { generateLoginCode, hashLoginCode, loginCodeMatches } from "@/server/auth/otp-code";

beforeAll(() => {
  process.env.AUTH_SECRET = "unit-test-secret-unit-test-secret-0123";
});

describe("login codes", () => {
  it("are six digits, zero-padded, and vary", () => {
    const codes = Array.from({ length: 200 }, generateLoginCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it("are stored as an HMAC bound to the e-mail", () => {
    const hash = hashLoginCode("a@example.com", "012345");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain("012345");
    expect(hashLoginCode("b@example.com", "012345")).not.toBe(hash);
    expect(loginCodeMatches(hash, "a@example.com", "012345")).toBe(true);
    expect(loginCodeMatches(hash, "a@example.com", "012346")).toBe(false);
    expect(loginCodeMatches(hash, "b@example.com", "012345")).toBe(false);
    expect(loginCodeMatches("not-hex", "a@example.com", "012345")).toBe(false);
  });
});
