import fs from "node:fs";
import * as demoRequest from "@/app/api/demo_request/route";
import { MALFORMED_DEMO_REQUESTS_PER_IP_PER_HOUR } from "@/server/services/demo-requests/submit";
import { config } from "@/server/config";
import { settleBackgroundEmails } from "@/server/email";
import { apiClient } from "@/tests/helpers/api";
import { outboxFor } from "@/tests/helpers/auth";
import { installFakeClock } from "@/tests/helpers/clock";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

// As behind one reverse proxy: the X-Forwarded-For each test sends stands for the proxy's entry.
process.env.TRUSTED_PROXY_HOPS = "1";
useTestDatabase({ seed: true });
const clock = installFakeClock();
beforeAll(() => jest.spyOn(console, "info").mockImplementation(() => {})); // the outbox's log lines
afterAll(() => jest.restoreAllMocks());

const api = apiClient("/api/demo_request", demoRequest);
let ipCounter = 0;
/** A fresh client address per call, so the per-IP limit only bites where a test wants it to. */
const newIp = () => ({ "x-forwarded-for": `198.51.100.${++ipCounter}` });

const valid = {
  fullName: "  Ana López ",
  workEmail: " Ana@Tortilleria.MX ",
  companyName: " Tortillería La Esperanza ",
  role: "Operations Manager",
  phone: " 55 1234 5678 ",
  agreedToSubscribe: true,
};
const submit = (body: unknown, headers: Record<string, string> = newIp()) => api("POST", { body, headers });

describe("POST /api/demo_request", () => {
  it("stores a pending request with its locale, trimmed, and e-mails the visitor and every superadmin", async () => {
    const { status, body } = await submit(valid, { ...newIp(), "accept-language": "es-MX" });
    expect(status).toBe(201);
    expect(body).toEqual({ success: true });

    const rows = await (await testDb()).demoRequest.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      fullName: "Ana López",
      workEmail: "ana@tortilleria.mx",
      companyName: "Tortillería La Esperanza",
      role: "Operations Manager",
      phone: "55 1234 5678",
      agreedToSubscribe: true,
      status: "pending",
      locale: "es",
    });

    const [confirmation] = await outboxFor("ana@tortilleria.mx");
    expect(confirmation.subject).toBe(es.DemoRequests.email.confirmationSubject);
    expect(confirmation.html).toContain('<html lang="es">');
    expect(confirmation.text).toContain("Hola, Ana López");
    const [notification] = await outboxFor("superadmin@example.com");
    expect(notification.subject).toBe("Nueva solicitud de demo: Tortillería La Esperanza");
    expect(notification.text).toContain("Teléfono: 55 1234 5678");
    expect(await outboxFor("admin@example.com")).toEqual([]);
  });

  it("confirms in English to an English visitor and escapes typed HTML in the e-mails", async () => {
    await submit(
      { ...valid, workEmail: "joe@acme.example", companyName: "<b>Acme</b>", phone: undefined },
      { ...newIp(), "accept-language": "en-US" },
    );
    const [confirmation] = await outboxFor("joe@acme.example");
    expect(confirmation.subject).toBe(en.DemoRequests.email.confirmationSubject);
    expect(confirmation.html).toContain("&lt;b&gt;Acme&lt;/b&gt;");
    expect(confirmation.html).not.toContain("<b>Acme</b>");
    const row = await (
      await testDb()
    ).demoRequest.findFirstOrThrow({ where: { workEmail: "joe@acme.example" } });
    expect(row).toMatchObject({ locale: "en", phone: null });
  });

  const cases: [string, Record<string, unknown>, keyof typeof en.Errors.demoForm][] = [
    ["a blank full name", { fullName: "  " }, "fullNameRequired"],
    ["a missing e-mail", { workEmail: "" }, "emailRequired"],
    ["an e-mail without a dot after the @", { workEmail: "ana@tortilleria" }, "emailInvalid"],
    ["a blank company", { companyName: " " }, "companyRequired"],
    ["a role outside the ten choices", { role: "Astronaut" }, "roleRequired"],
    ["no consent", { agreedToSubscribe: false }, "agreementRequired"],
  ];
  it.each(cases)(
    "refuses %s with its message in Spanish and English, storing nothing",
    async (_, change, key) => {
      const before = await (await testDb()).demoRequest.count();
      const spanish = await submit({ ...valid, ...change }, { ...newIp(), "accept-language": "es" });
      expect(spanish).toEqual({ status: 400, body: { success: false, error: es.Errors.demoForm[key] } });
      const english = await submit({ ...valid, ...change }, { ...newIp(), "accept-language": "en" });
      expect(english).toEqual({ status: 400, body: { success: false, error: en.Errors.demoForm[key] } });
      expect(await (await testDb()).demoRequest.count()).toBe(before);
    },
  );

  it("reports the first failing field when several fail, and refuses oversized fields", async () => {
    const { body } = await submit({ agreedToSubscribe: false });
    expect(body.error).toBe(en.Errors.demoForm.fullNameRequired);
    expect((await submit({ ...valid, companyName: "x".repeat(201) })).status).toBe(400);
  });

  it("answers a honeypot hit like a success but neither stores nor mails it", async () => {
    const db = await testDb();
    const before = await db.demoRequest.count();
    const { status, body } = await submit({
      ...valid,
      workEmail: "bot@spam.example",
      website: "http://spam",
    });
    expect({ status, body }).toEqual({ status: 201, body: { success: true } });
    expect(await db.demoRequest.count()).toBe(before);
    expect(await outboxFor("bot@spam.example")).toEqual([]);
  });

  it("accepts five requests an hour from one address, then answers 429 with Retry-After", async () => {
    const sameIp = { "x-forwarded-for": "192.0.2.77" };
    for (let index = 0; index < 5; index += 1) {
      expect((await submit({ ...valid, workEmail: `lead${index}@example.mx` }, sameIp)).status).toBe(201);
    }
    const request = new Request("http://localhost/api/demo_request", {
      method: "POST",
      headers: { ...sameIp, "content-type": "application/json", "accept-language": "es" },
      body: JSON.stringify(valid),
    });
    const refused = await demoRequest.POST(request, undefined);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(await refused.json()).toEqual({ success: false, error: es.Errors.demoRequestRateLimited });
    expect((await submit(valid, newIp())).status).toBe(201);

    clock.advanceSeconds(60 * 60 + 1);
    expect((await submit({ ...valid, workEmail: "later@example.mx" }, sameIp)).status).toBe(201);
  });

  it("charges only valid requests to that allowance: a visitor who fixes typos is never refused", async () => {
    const visitor = { "x-forwarded-for": "192.0.2.78" };
    for (let round = 0; round < 5; round += 1) {
      // A typo, refused with its message, then the corrected request, accepted.
      const typo = await submit({ ...valid, workEmail: `lead${round}@example` }, visitor);
      expect(typo).toEqual({ status: 400, body: { success: false, error: en.Errors.demoForm.emailInvalid } });
      expect((await submit({ ...valid, workEmail: `lead${round}@example.mx` }, visitor)).status).toBe(201);
    }
    expect((await submit({ ...valid, workEmail: "lead5@example.mx" }, visitor)).status).toBe(429);
  });

  it("gives malformed requests their own allowance of 30 an hour, which never closes the form to valid ones", async () => {
    const db = await testDb();
    const before = await db.demoRequest.count();
    const prober = { "x-forwarded-for": "192.0.2.79" };
    for (let index = 0; index < MALFORMED_DEMO_REQUESTS_PER_IP_PER_HOUR; index += 1) {
      expect((await submit({}, prober)).status).toBe(400);
    }
    const refused = await submit({}, prober);
    expect(refused).toEqual({
      status: 429,
      body: { success: false, error: en.Errors.demoRequestRateLimited },
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    // Not JSON at all counts as malformed too.
    const notJson = await demoRequest.POST(
      new Request("http://localhost/api/demo_request", {
        method: "POST",
        headers: { ...prober, "content-type": "application/json" },
        body: "{",
      }),
      undefined,
    );
    expect(notJson.status).toBe(429);
    // The same client's valid request, and another client's, are accepted all the same.
    expect((await submit({ ...valid, workEmail: "fixed@example.mx" }, prober)).status).toBe(201);
    expect((await submit(valid, newIp())).status).toBe(201);
    expect(await db.demoRequest.count()).toBe(before + 2);
  });

  it("keeps the stored request when an e-mail cannot be sent", async () => {
    // A file where the outbox directory should be: every delivery fails, as with a full disk.
    const outbox = config().email.outboxDir;
    await outboxFor("nobody"); // settles earlier deliveries before the directory moves
    fs.renameSync(outbox, `${outbox}.moved`);
    fs.writeFileSync(outbox, "");
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect((await submit({ ...valid, workEmail: "kept@example.mx" })).status).toBe(201);
      await settleBackgroundEmails();
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("kept@example.mx"), expect.anything());
    } finally {
      logged.mockRestore();
      fs.rmSync(outbox);
      fs.renameSync(`${outbox}.moved`, outbox);
    }
    expect(await (await testDb()).demoRequest.count({ where: { workEmail: "kept@example.mx" } })).toBe(1);
  });
});
