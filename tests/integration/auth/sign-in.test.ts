import { SESSION_COOKIE } from "@/server/auth/token";
import { createUser } from "@/server/services/users";
import { latestLoginCode, postAuth } from "@/tests/helpers/auth";
import { installFakeClock } from "@/tests/helpers/clock";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";

// As behind one reverse proxy: the X-Forwarded-For each test sends stands for the proxy's entry.
process.env.TRUSTED_PROXY_HOPS = "1";
useTestDatabase({ seed: true });
const clock = installFakeClock();
beforeEach(() => clock.nextDay());

const logged: string[] = [];
beforeAll(() => {
  for (const level of ["log", "info", "warn", "error", "debug"] as const) {
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(
        args.map((arg) => (arg instanceof Error ? `${arg.message}\n${arg.stack}` : String(arg))).join(" "),
      );
    });
  }
});
afterAll(() => jest.restoreAllMocks());

let ipCounter = 0;
const newIp = () => ({ "x-forwarded-for": `198.51.100.${++ipCounter}` });

/** Each person's own client (address) in a test: a code works only from the client that asked for it. */
let clients = new Map<string, Record<string, string>>();
beforeEach(() => (clients = new Map()));
function clientOf(email: string): Record<string, string> {
  if (!clients.has(email)) clients.set(email, newIp());
  return clients.get(email)!;
}

/** Requests a code for `email` from its person's client and returns it as read from the outbox. */
async function codeFor(email: string): Promise<string> {
  const sent = await postAuth({ email }, clientOf(email));
  expect(sent.status).toBe(200);
  return latestLoginCode(email);
}

const signIn = (email: string, code: string, headers: Record<string, string> = clientOf(email)) =>
  postAuth({ email, code }, headers);
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("POST /api/auth {email, code}", () => {
  it("signs in with {success, token, user} and sets the HttpOnly session cookie", async () => {
    const code = await codeFor("admin@example.com");
    const result = await signIn("Admin@Example.com ", code, clientOf("admin@example.com"));
    expect(result.status).toBe(200);
    expect(Object.keys(result.body).sort()).toEqual(["success", "token", "user"]);
    expect(result.body.success).toBe(true);
    expect(result.body.user).toEqual({
      name: expect.any(String),
      email: "admin@example.com",
      role: "admin",
      status: "active",
      last_login: clock.now().toISOString(),
      organization_id: "demo",
    });
    const cookie = result.response.headers.get("set-cookie") ?? "";
    expect(cookie).toBe(
      `${SESSION_COOKIE}=${result.body.token}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`,
    );
  });

  it("marks the cookie Secure when the request came over https (directly or via the proxy)", async () => {
    const code = await codeFor("member@example.com");
    const result = await signIn("member@example.com", code, {
      ...clientOf("member@example.com"),
      "x-forwarded-proto": "https",
    });
    expect(result.response.headers.get("set-cookie")).toMatch(/; Secure$/);
  });

  it("records the login time", async () => {
    const code = await codeFor("member@example.com");
    await signIn("member@example.com", code);
    const db = await testDb();
    const user = await db.user.findUniqueOrThrow({ where: { email: "member@example.com" } });
    expect(user.lastLoginAt?.toISOString()).toBe(clock.now().toISOString());
  });

  it("accepts a code at 9:59 and rejects it at 10:01 with the generic error", async () => {
    const first = await codeFor("member@example.com");
    clock.advanceSeconds(9 * 60 + 59);
    expect((await signIn("member@example.com", first)).status).toBe(200);

    clock.advanceSeconds(60);
    const second = await codeFor("member@example.com");
    clock.advanceSeconds(10 * 60 + 1);
    const late = await postAuth(
      { email: "member@example.com", code: second },
      { ...clientOf("member@example.com"), "accept-language": "en" },
    );
    expect(late.status).toBe(401);
    expect(late.body).toEqual({ success: false, error: "Invalid or expired code." });
  });

  it("accepts a code once, even when two sign-ins race", async () => {
    const code = await codeFor("member@example.com");
    const results = await Promise.all([
      signIn("member@example.com", code),
      signIn("member@example.com", code),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
    expect((await signIn("member@example.com", code)).status).toBe(401);
  });

  it("voids older codes when a new one is sent", async () => {
    const older = await codeFor("member@example.com");
    clock.advanceSeconds(61);
    const newer = await codeFor("member@example.com");
    const db = await testDb();
    expect(await db.loginCode.count({ where: { email: "member@example.com", consumedAt: null } })).toBe(1);
    // (The two codes coincide once in a million runs; then the first sign-in below would succeed.)
    expect((await signIn("member@example.com", older)).status).toBe(401);
    expect((await signIn("member@example.com", newer)).status).toBe(200);
  });

  it("still accepts the right code after 4 wrong guesses", async () => {
    const code = await codeFor("member@example.com");
    for (let i = 0; i < 4; i++) expect((await signIn("member@example.com", wrong(code))).status).toBe(401);
    expect((await signIn("member@example.com", code)).status).toBe(200);
  });

  it("burns the code after 5 wrong guesses: the 6th attempt fails even with the right code", async () => {
    const code = await codeFor("member@example.com");
    for (let i = 0; i < 5; i++) expect((await signIn("member@example.com", wrong(code))).status).toBe(401);
    const sixth = await signIn("member@example.com", code);
    expect(sixth.status).toBe(401);
    const db = await testDb();
    const row = await db.loginCode.findFirstOrThrow({
      where: { email: "member@example.com" },
      orderBy: { createdAt: "desc" },
    });
    expect(row.attempts).toBe(5);
    expect(row.consumedAt).not.toBeNull();
  });

  it("binds a code to its address", async () => {
    const code = await codeFor("member@example.com");
    expect((await signIn("admin@example.com", code, clientOf("member@example.com"))).status).toBe(401);
  });

  it("binds a code to the client that asked for it, whose code another client cannot burn", async () => {
    const code = await codeFor("member@example.com");
    const stranger = newIp();
    // The right code from another client is refused, as are 6 wrong ones: none is compared with it.
    expect((await signIn("member@example.com", code, stranger)).status).toBe(401);
    for (let i = 0; i < 6; i++)
      expect((await signIn("member@example.com", wrong(code), stranger)).status).toBe(401);
    expect((await signIn("member@example.com", code)).status).toBe(200);
    const db = await testDb();
    const row = await db.loginCode.findFirstOrThrow({
      where: { email: "member@example.com" },
      orderBy: { createdAt: "desc" },
    });
    expect(row.attempts).toBe(1);
  });

  it("keeps the owner's code when another client asks for one for the same address", async () => {
    const code = await codeFor("member@example.com");
    expect((await postAuth({ email: "member@example.com" }, newIp())).status).toBe(200);
    expect((await signIn("member@example.com", code)).status).toBe(200);
  });

  it("never compares more than 5 guesses with a code, even when they all arrive at once", async () => {
    const code = await codeFor("member@example.com");
    // 8 wrong guesses and the right code, fired together from the client that asked for it: at most 5
    // of them may be compared, so either the right one was among them (one 200) or the code burnt.
    const guesses = [
      ...Array.from({ length: 8 }, (_, i) => String((Number(code) + 1 + i) % 1e6).padStart(6, "0")),
      code,
    ];
    const results = await Promise.all(guesses.map((guess) => signIn("member@example.com", guess)));
    const db = await testDb();
    const row = await db.loginCode.findFirstOrThrow({
      where: { email: "member@example.com" },
      orderBy: { createdAt: "desc" },
    });
    expect(row.attempts).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
    expect(results.every((r) => r.status === 200 || r.status === 401)).toBe(true);
    expect((await signIn("member@example.com", code)).status).toBe(401);
  });

  it("allows at most 30 verifications per 5 minutes from one IP", async () => {
    const ip = newIp();
    // Different addresses, so only the per-IP limit is in play.
    for (let i = 0; i < 30; i++) {
      expect((await signIn(`guess${i}@example.com`, "000000", ip)).status).toBe(401);
    }
    const refused = await postAuth(
      { email: "member@example.com", code: "000000" },
      { ...ip, "accept-language": "en" },
    );
    expect(refused.status).toBe(429);
    expect(refused.response.headers.get("retry-after")).toBe("300");
    expect(refused.body).toEqual({ success: false, error: "Too many attempts. Try again in 300 seconds." });
    clock.advanceSeconds(300);
    expect((await signIn("member@example.com", "000000", ip)).status).toBe(401);
  });

  it("allows one client at most 10 verifications per 15 minutes for one address, other clients unaffected", async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) expect((await signIn("admin@example.com", "000000", ip)).status).toBe(401);
    const refused = await signIn("admin@example.com", "000000", ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers.get("retry-after"))).toBe(15 * 60);
    // The owner, from their own client, is not refused: their code signs them in.
    const code = await codeFor("admin@example.com");
    expect((await signIn("admin@example.com", code)).status).toBe(200);
    clock.advanceSeconds(15 * 60);
    expect((await signIn("admin@example.com", "000000", ip)).status).toBe(401);
  });

  it("does not sign in a user deactivated after the code was sent", async () => {
    await createUser({
      email: "leaving@example.com",
      name: "Leaving",
      role: "member",
      organizationId: "demo",
    });
    const code = await codeFor("leaving@example.com");
    const db = await testDb();
    await db.user.update({ where: { email: "leaving@example.com" }, data: { status: "inactive" } });
    const result = await signIn("leaving@example.com", code);
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ success: false, error: "Código inválido o expirado." });
  });

  it("rejects a malformed code with a validation message", async () => {
    for (const code of ["12345", "1234567", "12a456", 123456]) {
      const result = await postAuth(
        { email: "member@example.com", code },
        { ...newIp(), "accept-language": "en" },
      );
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ success: false, error: "The code must have 6 digits." });
    }
  });

  it("never logs a code", async () => {
    const codes: string[] = [];
    for (const email of ["member@example.com", "admin@example.com"]) {
      const code = await codeFor(email);
      codes.push(code);
      await signIn(email, wrong(code));
      await signIn(email, code);
    }
    expect(logged.length).toBeGreaterThan(0); // the outbox lines were captured
    for (const code of codes) for (const line of logged) expect(line).not.toContain(code);
  });
});

describe("POST /api/auth {token}", () => {
  it("returns {success, token, user} for a valid session token", async () => {
    const signedIn = await signIn("member@example.com", await codeFor("member@example.com"));
    const verified = await postAuth({ token: signedIn.body.token });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ success: true, token: signedIn.body.token, user: signedIn.body.user });
  });

  it("answers {success:false, error} with 401 for an invalid token", async () => {
    for (const token of ["garbage", "a.b.c.d.e"]) {
      const result = await postAuth({ token }, { "accept-language": "en" });
      expect(result.status).toBe(401);
      expect(result.body).toEqual({ success: false, error: "Invalid or expired session." });
    }
  });
});

describe("error bodies", () => {
  it("are {success:false, error} with a translated message and no internals", async () => {
    const { POST } = await import("@/app/api/auth/route");
    const requests = [
      new Request("http://localhost/api/auth", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{",
      }),
      new Request("http://localhost/api/auth", {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "{}",
      }),
      new Request("http://localhost/api/auth", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "a@b.co", pad: "x".repeat(10_000) }),
      }),
    ];
    const statuses = [];
    for (const request of requests) {
      const response = await POST(request, undefined);
      statuses.push(response.status);
      const body = await response.json();
      expect(Object.keys(body).sort()).toEqual(["error", "success"]);
      expect(body.error).not.toMatch(/stack|prisma|select |invalid `|\bat \w+ \(/i);
    }
    expect(statuses).toEqual([400, 415, 413]);
  });
});
