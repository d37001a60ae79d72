import * as usersRoute from "@/app/api/auth/users/route";
import * as demoRequestRoute from "@/app/api/demo_request/route";
import * as organizationsRoute from "@/app/api/organizations/route";
import type { OutboxEntry } from "@/server/email/outbox";
import { call } from "@/tests/helpers/api";
import { outboxFor } from "@/tests/helpers/auth";
import { seededCallers, type SeededCallers } from "@/tests/helpers/organizations";
import { useTestDatabase } from "@/tests/helpers/test-db";

/**
 * Every e-mail that carries a link (issue 20 §8): the welcome of a member or admin added by an admin,
 * the welcome of a new organisation's first admin and the team's demo-request notice. Requests come
 * with a forged Host, X-Forwarded-Proto and X-Forwarded-Host (and a URL on the forged host, as Next
 * builds it from them); the links use APP_URL only.
 */
const APP_URL = "https://asistente.example.mx/app";
const savedAppUrl = process.env.APP_URL;
process.env.APP_URL = `${APP_URL}/`; // a trailing slash is allowed and dropped
afterAll(() => {
  if (savedAppUrl === undefined) delete process.env.APP_URL;
  else process.env.APP_URL = savedAppUrl;
});

useTestDatabase({ seed: true });

const FORGED = {
  host: "evil.test",
  "x-forwarded-host": "evil.test",
  "x-forwarded-proto": "http",
  "accept-language": "es",
};
const FORGED_URL = "http://evil.test:8080";

let callers: SeededCallers;
beforeAll(async () => {
  jest.spyOn(console, "info").mockImplementation(() => {}); // the outbox's log lines
  callers = await seededCallers();
});
afterAll(() => jest.restoreAllMocks());

/** Every address written in the e-mail, in its text and its HTML (where "&" is escaped). */
const linksIn = (email: OutboxEntry) => {
  const html = email.html.replace(/&(#38|amp);/g, "&");
  return [...new Set([...`${email.text}\n${html}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map(([url]) => url))];
};

it("the welcome of a user added by an admin", async () => {
  const added = await call(usersRoute, "POST", `${FORGED_URL}/api/auth/users`, {
    token: callers.admin,
    headers: FORGED,
    body: { email: "nuevo@example.com", name: "Nuevo Usuario", role: "member" },
  });
  expect(added.status).toBe(201);
  const [welcome] = await outboxFor("nuevo@example.com");
  expect(linksIn(welcome)).toEqual([`${APP_URL}/login?type=member&org=demo`]);
});

it("the welcome of a new organisation's first admin", async () => {
  const created = await call(organizationsRoute, "POST", `${FORGED_URL}/api/organizations`, {
    token: callers.superadmin,
    headers: FORGED,
    body: { orgName: "Ferretería López", adminEmail: "dueno@ferreteria.example", adminName: "Dueño López" },
  });
  expect(created.status).toBe(201);
  const [welcome] = await outboxFor("dueno@ferreteria.example");
  // Its organisation's branded sign-in (issue 24 point 3).
  expect(linksIn(welcome)).toEqual([`${APP_URL}/login?type=admin&org=ferreteria-lopez`]);
});

it("the team's notice of a demo request", async () => {
  const submitted = await call(demoRequestRoute, "POST", `${FORGED_URL}/api/demo_request`, {
    headers: FORGED,
    body: {
      fullName: "Rosa Méndez",
      workEmail: "rosa@tortilleria.mx",
      companyName: "Tortillería La Esperanza",
      role: "Operations Manager",
      phone: "55 1234 5678",
      agreedToSubscribe: true,
    },
  });
  expect(submitted.status).toBe(201);
  const [notice] = await outboxFor("superadmin@example.com");
  expect(linksIn(notice)).toEqual([`${APP_URL}/super-admin/demo-requests`]);
  expect(notice.text).toContain(`Abrir las solicitudes de demo: ${APP_URL}/super-admin/demo-requests`);
  // The visitor's confirmation carries no link at all.
  const [confirmation] = await outboxFor("rosa@tortilleria.mx");
  expect(linksIn(confirmation)).toEqual([]);
});
