import {
  clearedSessionCookieHeader,
  isSecureRequest,
  sessionCookieFrom,
  sessionCookieHeader,
} from "@/server/auth/session-cookie";

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

describe("session cookie", () => {
  it("outside production, is Secure only for https, directly or as reported by the proxy", () => {
    expect(isSecureRequest(request("http://localhost:3000/"))).toBe(false);
    expect(isSecureRequest(request("http://localhost:3000/", { "x-forwarded-proto": "http" }))).toBe(false);
    expect(isSecureRequest(request("http://app:3000/", { "x-forwarded-proto": "https" }))).toBe(true);
    expect(isSecureRequest(request("http://app:3000/", { "x-forwarded-proto": "https, http" }))).toBe(true);
    expect(isSecureRequest(request("https://app.example.com/"))).toBe(true);
  });

  it("is always Secure in production, except on this machine's own host names", () => {
    const env = process.env as Record<string, string | undefined>;
    const previous = env.NODE_ENV;
    env.NODE_ENV = "production";
    try {
      expect(isSecureRequest(request("http://app.example.com/"))).toBe(true);
      expect(isSecureRequest(request("http://app:3000/", { "x-forwarded-proto": "http" }))).toBe(true);
      expect(isSecureRequest(request("http://localhost:3000/"))).toBe(false);
      expect(isSecureRequest(request("http://127.0.0.1:3000/"))).toBe(false);
    } finally {
      env.NODE_ENV = previous;
    }
  });

  it("is HttpOnly, SameSite=Lax, Path=/, 30 days; clearing expires it", () => {
    expect(sessionCookieHeader("tok", request("http://localhost/"))).toBe(
      "asistente.session-token=tok; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax",
    );
    expect(clearedSessionCookieHeader(request("https://app.example.com/"))).toBe(
      "asistente.session-token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure",
    );
  });

  it("is found among other cookies", () => {
    expect(sessionCookieFrom("a=1; asistente.session-token=x.y.z; b=2")).toBe("x.y.z");
    expect(sessionCookieFrom("asistente.session-token-other=1")).toBeNull();
    expect(sessionCookieFrom("asistente.session-token=")).toBeNull();
    expect(sessionCookieFrom(null)).toBeNull();
  });
});
