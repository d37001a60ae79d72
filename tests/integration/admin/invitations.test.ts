import fs from "node:fs";
import path from "node:path";
import * as demoRequest from "@/app/api/demo_request/route";
import * as organizationRoute from "@/app/api/organizations/[id]/route";
import { config } from "@/server/config";
import { settleBackgroundEmails } from "@/server/email";
import type { OutboxEntry } from "@/server/email/outbox";
import { apiClient } from "@/tests/helpers/api";
import { outboxFor } from "@/tests/helpers/auth";
import { setUpInvitationSuite } from "@/tests/helpers/invitations";
import { testDb } from "@/tests/helpers/test-db";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

/**
 * Issue 20, point 4: what an admin can make the platform's sender say. Users added a day are capped
 * per organisation, names are people's names, and no e-mail header carries a line break from any input.
 */

// A small daily allowance keeps the test short; the default (50) is checked in tests/unit/config.
// Set before the database helper loads the configuration.
const suite = setUpInvitationSuite(3);
const { users, clock } = suite;

let sequence = 0;
const freshEmail = () => `persona${++sequence}@example.com`;
const addUser = (body: Record<string, unknown>, token = suite.callers.admin, locale = "en") =>
  users("POST", { token, body: { role: "member", ...body }, headers: { "accept-language": locale } });

async function allOutbox(): Promise<OutboxEntry[]> {
  await settleBackgroundEmails();
  const dir = config().email.outboxDir;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as OutboxEntry);
}

describe("user names are people's names", () => {
  it.each([
    "José O'Brien-Núñez",
    "María de los Ángeles Pérez",
    "J.R.R. Tolkien",
    "Müller, Hans",
    "李小龍",
    "محمد علي",
  ])("accepts %s", async (name) => {
    const email = freshEmail();
    expect((await addUser({ email, name })).status).toBe(201);
    const [welcome] = await outboxFor(email);
    expect(welcome.text).toContain(name);
  });

  it.each([
    ["a message with a link", "Tu cuenta fue bloqueada, entra a http://evil.test"],
    ["a bare domain", "Soporte evil.test"],
    ["digits", "Agente 007"],
    ["an address", "ana@example.com"],
    ["a slash", "Ana / Soporte"],
    ["a colon", "Aviso: Ana"],
    ["a line break", "Ana\r\nBcc: victim@example.com"],
    ["a leading mark", "-Ana"],
  ])("refuses %s in both languages, storing and sending nothing", async (_case, name) => {
    const email = freshEmail();
    const english = await addUser({ email, name });
    expect(english).toEqual({ status: 400, body: { success: false, error: en.Errors.userNameInvalid } });
    const spanish = await addUser({ email, name }, suite.callers.admin, "es");
    expect(spanish).toEqual({ status: 400, body: { success: false, error: es.Errors.userNameInvalid } });
    expect(await (await testDb()).user.count({ where: { email } })).toBe(0);
    expect(await outboxFor(email)).toEqual([]);
  });

  it("is at most 100 characters", async () => {
    expect((await addUser({ email: freshEmail(), name: "Ana ".repeat(24) + "Ruiz" })).status).toBe(201);
    const tooLong = await addUser({ email: freshEmail(), name: "Ana ".repeat(25) + "Ruiz" });
    expect(tooLong).toEqual({ status: 400, body: { success: false, error: en.Errors.userNameTooLong } });
  });
});

describe("users added per organisation per day (INVITATIONS_PER_ORG_PER_DAY)", () => {
  it("refuses the one past the allowance with 429 and Retry-After, per organisation, until a day has passed", async () => {
    for (let added = 0; added < 3; added += 1) {
      expect((await addUser({ email: freshEmail(), name: "Ana Ruiz" })).status).toBe(201);
    }
    const refusedEmail = freshEmail();
    const refused = await addUser({ email: refusedEmail, name: "Ana Ruiz" }, suite.callers.admin, "es");
    expect(refused).toEqual({
      status: 429,
      body: {
        success: false,
        error:
          "Tu organización alcanzó el límite de 3 usuarios nuevos por día. Inténtalo de nuevo más tarde.",
      },
    });
    expect(Number(refused.headers.get("retry-after"))).toBe(24 * 60 * 60);
    expect(await (await testDb()).user.count({ where: { email: refusedEmail } })).toBe(0);
    expect(await outboxFor(refusedEmail)).toEqual([]);

    // Another organisation's allowance is its own.
    expect(
      (await addUser({ email: freshEmail(), name: "Otra Persona" }, suite.callers.otherAdmin)).status,
    ).toBe(201);

    clock.advanceSeconds(24 * 60 * 60 - 1);
    expect((await addUser({ email: freshEmail(), name: "Ana Ruiz" })).status).toBe(429);
    clock.advanceSeconds(2);
    expect((await addUser({ email: freshEmail(), name: "Ana Ruiz" })).status).toBe(201);
  });

  it("is not spent by a refused address (already taken)", async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await addUser({ email: "member@example.com", name: "Ana Ruiz" })).status).toBe(409);
    }
    for (let added = 0; added < 3; added += 1) {
      expect((await addUser({ email: freshEmail(), name: "Ana Ruiz" })).status).toBe(201);
    }
  });
});

describe("no e-mail header carries a line break from any input", () => {
  const hasBreak = (text: string) => /[\r\n\u0085\u2028\u2029]/.test(text);

  it("a demo request whose company name carries CR/LF: the team's notification subject stays one line", async () => {
    const submitted = await apiClient("/api/demo_request", demoRequest)("POST", {
      body: {
        fullName: "Ana López",
        workEmail: "ana@tortilleria.mx",
        companyName: "Tortillería\r\nBcc: victim@example.com\r\n\r\nHola",
        role: "Other",
        agreedToSubscribe: true,
      },
    });
    expect(submitted.status).toBe(201);
    const [notification] = await outboxFor("superadmin@example.com");
    expect(notification.subject).toBe("Nueva solicitud de demo: Tortillería Bcc: victim@example.com Hola");
  });

  it("an organisation name with CR/LF reaches a welcome e-mail's subject on one line", async () => {
    const rename = apiClient("/api/organizations/[id]", organizationRoute);
    const renamed = await rename("PUT", {
      token: suite.callers.superadmin,
      params: { id: "otra" },
      body: { name: "Otra\r\nBcc: victim@example.com" },
    });
    expect(renamed.status).toBe(200);
    const email = freshEmail();
    expect((await addUser({ email, name: "Luis Pérez" }, suite.callers.otherAdmin, "es")).status).toBe(201);
    const [welcome] = await outboxFor(email);
    expect(welcome.subject).toBe("Te damos la bienvenida al asistente de Otra Bcc: victim@example.com");
  });

  it("holds for every message this suite sent, whatever produced it", async () => {
    const messages = await allOutbox();
    expect(messages.length).toBeGreaterThan(10);
    for (const { to, subject } of messages) {
      expect({ to, subject, broken: hasBreak(to) || hasBreak(subject) }).toEqual({
        to,
        subject,
        broken: false,
      });
    }
  });
});
