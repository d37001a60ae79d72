import * as configRoute from "@/app/api/config/route";
import * as organizationRoute from "@/app/api/organizations/[id]/route";
import { DEFAULT_TIME_ZONE } from "@/lib/dates/format";
import { apiClient, call } from "@/tests/helpers/api";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import { createSecondOrganization, signInCallers, type Callers } from "@/tests/helpers/organizations";

/** Issue 24 point 8: the organisation's time zone, chosen on the configuration screen. */
useTestDatabase({ seed: true });

const api = apiClient("/api/config", configRoute);
let callers: Callers;

beforeAll(async () => {
  await createSecondOrganization();
  callers = await signInCallers();
});

const zoneOf = async (id: string) =>
  (await (await testDb()).organization.findUniqueOrThrow({ where: { id } })).timeZone;
const REFUSED = { status: 400, body: { success: false, error: "Choose a time zone from the list." } };

it("every organisation starts in Mexico City, the zone the app always showed", async () => {
  expect(DEFAULT_TIME_ZONE).toBe("America/Mexico_City");
  expect(await zoneOf("demo")).toBe("America/Mexico_City");
  expect(await zoneOf("otra")).toBe("America/Mexico_City");
});

it("refuses anonymous callers and members; an admin changes their own organisation only", async () => {
  expect((await api("POST", { body: { time_zone: "America/Cancun" } })).status).toBe(401);
  expect((await api("POST", { token: callers.member, body: { time_zone: "America/Cancun" } })).status).toBe(
    403,
  );
  const other = await api("POST", { token: callers.otherAdmin, body: { time_zone: "Europe/Madrid" } });
  expect(other).toEqual({ status: 200, body: { success: true } });
  expect(await zoneOf("otra")).toBe("Europe/Madrid");
  expect(await zoneOf("demo")).toBe("America/Mexico_City");
});

it("an admin saves an IANA zone; it is recorded in the audit trail", async () => {
  const saved = await api("POST", { token: callers.admin, body: { time_zone: "America/Tijuana" } });
  expect(saved).toEqual({ status: 200, body: { success: true } });
  expect(await zoneOf("demo")).toBe("America/Tijuana");
  const event = await (
    await testDb()
  ).auditEvent.findFirstOrThrow({
    where: { organizationId: "demo", action: "config.time_zone_changed" },
  });
  expect(event.metadata).toEqual({ time_zone: "America/Tijuana" });
  expect((await api("POST", { token: callers.admin, body: { time_zone: "UTC" } })).status).toBe(200);
  expect(await zoneOf("demo")).toBe("UTC");
});

it.each([
  ["an unknown zone", { time_zone: "America/Atlantis" }],
  ["a city name", { time_zone: "Mexico City" }],
  ["an offset", { time_zone: "GMT-6" }],
  ["the wrong case", { time_zone: "america/mexico_city" }],
  ["an empty zone", { time_zone: "" }],
  ["a number", { time_zone: -6 }],
  ["a path", { time_zone: "../../etc/passwd" }],
])("refuses %s with a clear message and stores nothing", async (_case, body) => {
  const before = await zoneOf("demo");
  expect(await api("POST", { token: callers.admin, body })).toEqual(REFUSED);
  expect(await zoneOf("demo")).toBe(before);
});

it("refuses a zone sent with another setting (one change per body)", async () => {
  const mixed = await api("POST", { token: callers.admin, body: { time_zone: "UTC", color: "#000000" } });
  expect(mixed.status).toBe(400);
});

it("answers in Spanish for a Spanish reader", async () => {
  const refused = await api("POST", {
    token: callers.admin,
    body: { time_zone: "Luna/Base" },
    headers: { "accept-language": "es" },
  });
  expect(refused).toEqual({
    status: 400,
    body: { success: false, error: "Elige una zona horaria de la lista." },
  });
});

it("the superadmin's organisation detail carries the organisation's zone", async () => {
  await api("POST", { token: callers.admin, body: { time_zone: "America/Merida" } });
  const detail = await call(organizationRoute, "GET", "/api/organizations/demo", {
    token: callers.superadmin,
    params: { id: "demo" },
  });
  expect(detail.status).toBe(200);
  expect((detail.body.organization as { time_zone: string }).time_zone).toBe("America/Merida");
});
