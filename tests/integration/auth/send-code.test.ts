import { createUser } from "@/server/services/users";
import { latestLoginCode, outboxFor, postAuth } from "@/tests/helpers/auth";
import { installFakeClock } from "@/tests/helpers/clock";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";

// As behind one reverse proxy: the X-Forwarded-For each test sends stands for the proxy's entry.
process.env.TRUSTED_PROXY_HOPS = "1";
useTestDatabase({ seed: true });
const clock = installFakeClock();
beforeEach(() => clock.nextDay());
beforeAll(() => jest.spyOn(console, "info").mockImplementation(() => {})); // the outbox's log lines
afterAll(() => jest.restoreAllMocks());

let ipCounter = 0;
/** A fresh client address per test, so per-IP limits of one test never touch another. */
const newIp = () => ({ "x-forwarded-for": `203.0.113.${++ipCounter}` });

describe("POST /api/auth {email}", () => {
  it("answers {success, message} in the caller's language and e-mails a code", async () => {
    const es = await postAuth({ email: "  Member@Example.com " }, newIp());
    expect(es.status).toBe(200);
    expect(es.body).toEqual({ success: true, message: "Código de acceso enviado a tu correo." });
    expect(es.response.headers.get("cache-control")).toBe("no-store");

    const [mail] = await outboxFor("member@example.com");
    expect(Object.keys(mail).sort()).toEqual(["createdAt", "html", "subject", "text", "to"]);
    const code = await latestLoginCode("member@example.com");
    expect(mail.subject).toBe(`Tu código de acceso a Asistente: ${code}`);
    expect(mail.text).toContain("El código vence en 10 minutos");
    expect(mail.html).toContain(`>${code}</span>`);
    expect(mail.html).toContain("#F97316");
    expect(mail.createdAt).toBe(clock.now().toISOString());
  });

  it("uses English from Accept-Language, and the NEXT_LOCALE cookie over Accept-Language", async () => {
    const en = await postAuth(
      { email: "admin@example.com" },
      { ...newIp(), "accept-language": "en-US,en;q=0.9" },
    );
    expect(en.body.message).toBe("Access code sent to your email.");
    expect((await outboxFor("admin@example.com")).at(-1)?.subject).toMatch(
      /^Your Asistente access code: \d{6}$/,
    );

    clock.advanceSeconds(61);
    await postAuth(
      { email: "admin@example.com" },
      { ...newIp(), "accept-language": "es-MX", cookie: "NEXT_LOCALE=en" },
    );
    const latest = (await outboxFor("admin@example.com")).at(-1);
    expect(latest?.html).toContain('<html lang="en">');
    expect(latest?.text).toContain("The code expires in 10 minutes");
  });

  it("stores only an HMAC of the code, never the code itself", async () => {
    await postAuth({ email: "superadmin@example.com" }, newIp());
    const code = await latestLoginCode("superadmin@example.com");
    const db = await testDb();
    const rows = await db.loginCode.findMany({ where: { email: "superadmin@example.com" } });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(code);
    }
  });

  it("rejects bad input with translated validation messages", async () => {
    const cases: Array<[unknown, string]> = [
      [{}, "Email is required."],
      [{ email: "   " }, "Email is required."],
      [{ email: "not-an-email" }, "Please enter a valid email."],
      [{ email: 42 }, "Email is required."],
      [[], "The data sent is not valid."],
    ];
    for (const [body, message] of cases) {
      const result = await postAuth(body, { ...newIp(), "accept-language": "en" });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ success: false, error: message });
    }
  });

  it("spaces sends to one address at least 60 s apart (59 s → 429 with Retry-After, 61 s → ok)", async () => {
    const ip = newIp();
    expect((await postAuth({ email: "member@example.com" }, ip)).status).toBe(200);
    clock.advanceSeconds(59);
    const early = await postAuth({ email: "member@example.com" }, { ...ip, "accept-language": "en" });
    expect(early.status).toBe(429);
    expect(early.response.headers.get("retry-after")).toBe("1");
    expect(early.body).toEqual({
      success: false,
      error: "You have requested too many codes. Try again in 1 second.",
    });
    clock.advanceSeconds(2);
    expect((await postAuth({ email: "member@example.com" }, ip)).status).toBe(200);
  });

  it("lets strangers' clients ask for 5 codes per 15 minutes and 20 a day for one address", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await postAuth({ email: "member@example.com" }, newIp())).status).toBe(200);
      clock.advanceSeconds(61);
    }
    const sixth = await postAuth({ email: "member@example.com" }, newIp());
    expect(sixth.status).toBe(429);
    // The first send (5 × 61 s ago) leaves the 15-minute window in 900 − 305 s.
    expect(sixth.response.headers.get("retry-after")).toBe(String(900 - 305));
    for (let i = 0; i < 15; i++) {
      clock.advanceSeconds(15 * 60);
      expect((await postAuth({ email: "member@example.com" }, newIp())).status).toBe(200);
    }
    clock.advanceSeconds(15 * 60);
    const overTheDay = await postAuth({ email: "member@example.com" }, newIp());
    expect(overTheDay.status).toBe(429);
    expect(Number(overTheDay.response.headers.get("retry-after"))).toBeGreaterThan(12 * 60 * 60);
  });

  it("never refuses the owner's own client because of strangers' requests for the same address", async () => {
    const ownClient = newIp();
    expect((await postAuth({ email: "admin@example.com" }, ownClient)).status).toBe(200);
    const code = await latestLoginCode("admin@example.com");
    expect((await postAuth({ email: "admin@example.com", code }, ownClient)).status).toBe(200);
    // Strangers use up the address's allowance for clients it never signed in from…
    for (let i = 0; i < 5; i++) await postAuth({ email: "admin@example.com" }, newIp());
    expect((await postAuth({ email: "admin@example.com" }, newIp())).status).toBe(429);
    // …and the owner's client still gets a fresh code after its own 60 s spacing.
    clock.advanceSeconds(61);
    expect((await postAuth({ email: "admin@example.com" }, ownClient)).status).toBe(200);
    const fresh = await latestLoginCode("admin@example.com");
    expect((await postAuth({ email: "admin@example.com", code: fresh }, ownClient)).status).toBe(200);
  });

  it("allows one client at most 10 codes an hour for one address", async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) {
      expect((await postAuth({ email: "superadmin@example.com" }, ip)).status).toBe(200);
      clock.advanceSeconds(5 * 60);
    }
    const eleventh = await postAuth({ email: "superadmin@example.com" }, ip);
    expect(eleventh.status).toBe(429);
    expect(eleventh.response.headers.get("retry-after")).toBe(String(3600 - 50 * 60));
  });

  it("allows at most 20 sends per hour from one IP", async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) {
      expect((await postAuth({ email: `someone-${i}@example.org` }, ip)).status).toBe(200);
    }
    const refused = await postAuth({ email: "someone-20@example.org" }, ip);
    expect(refused.status).toBe(429);
    expect(refused.response.headers.get("retry-after")).toBe("3600");
    // The refusal did not use up the other address's allowance.
    expect((await postAuth({ email: "someone-20@example.org" }, newIp())).status).toBe(200);
  });

  it("answers an unknown address exactly like a known one, limits included, and sends nothing", async () => {
    const knownClient = newIp();
    const unknownClient = newIp();
    const known = await postAuth({ email: "member@example.com" }, knownClient);
    const unknown = await postAuth({ email: "nobody@example.com" }, unknownClient);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);

    // The same client asking again within 60 s.
    const knownAgain = await postAuth({ email: "member@example.com" }, knownClient);
    const unknownAgain = await postAuth({ email: "nobody@example.com" }, unknownClient);
    expect(knownAgain.status).toBe(429);
    expect(unknownAgain.status).toBe(429);
    expect(unknownAgain.body).toEqual(knownAgain.body);
    expect(unknownAgain.response.headers.get("retry-after")).toBe(
      knownAgain.response.headers.get("retry-after"),
    );

    // The per-address ceiling for new clients, too.
    for (let i = 0; i < 4; i++) {
      await postAuth({ email: "member@example.com" }, newIp());
      await postAuth({ email: "nobody@example.com" }, newIp());
    }
    const knownCeiling = await postAuth({ email: "member@example.com" }, newIp());
    const unknownCeiling = await postAuth({ email: "nobody@example.com" }, newIp());
    expect([knownCeiling.status, unknownCeiling.status]).toEqual([429, 429]);
    expect(unknownCeiling.response.headers.get("retry-after")).toBe(
      knownCeiling.response.headers.get("retry-after"),
    );

    expect(await outboxFor("nobody@example.com")).toEqual([]);
    // The same database work as for a real user (a code per client, nobody receives them), so timing cannot tell them
    // apart; it can never sign anyone in because verification re-checks the user.
    const db = await testDb();
    expect(await db.loginCode.count({ where: { email: "nobody@example.com", consumedAt: null } })).toBe(5);
    expect(await db.user.count({ where: { email: "nobody@example.com" } })).toBe(0);
  });

  it("takes about as long for unknown addresses as for known ones (median difference < 50 ms)", async () => {
    await createUser({ email: "timing@example.com", name: "Timing", role: "member", organizationId: "demo" });
    const known: number[] = [];
    const unknown: number[] = [];
    const timed = async (email: string) => {
      const started = performance.now();
      expect((await postAuth({ email }, newIp())).status).toBe(200);
      return performance.now() - started;
    };
    for (let i = 0; i < 10; i++) {
      clock.advanceSeconds(3601); // out of the per-address windows
      known.push(await timed("timing@example.com"));
      unknown.push(await timed(`ghost-${i}@example.com`));
      await outboxFor("timing@example.com"); // let the background e-mail finish outside the timing
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(50);
  });

  it("sends nothing to an inactive user but answers the same", async () => {
    await createUser({ email: "former@example.com", name: "Former", role: "member", organizationId: "demo" });
    const db = await testDb();
    await db.user.update({ where: { email: "former@example.com" }, data: { status: "inactive" } });
    const result = await postAuth({ email: "former@example.com" }, newIp());
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: true, message: "Código de acceso enviado a tu correo." });
    expect(await outboxFor("former@example.com")).toEqual([]);
  });
});
