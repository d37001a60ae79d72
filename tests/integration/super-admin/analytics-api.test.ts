import * as analytics from "@/app/api/analytics/route";
import { installFakeClock } from "@/tests/helpers/clock";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import { createSecondOrganization } from "@/tests/helpers/organizations";
import { call } from "@/tests/helpers/api";
import { refusedCallers } from "./helpers";
import { seededCallers, type SeededCallers } from "@/tests/helpers/organizations";

/**
 * A dataset whose answers are known: "now" is 2030-03-15 12:00 in Mexico City (18:00 UTC), the clock
 * the analytics days are counted on. Demo has 6 interactions in the last 7 days (one of them today,
 * one exactly at the first day's midnight), Otra 2; one Demo interaction 20 days ago and one Otra
 * interaction 100 days ago fall outside the 7-day period.
 */
useTestDatabase({ seed: true });
installFakeClock(Date.parse("2030-03-15T18:00:00Z"));

const at = (iso: string) => new Date(iso);
let callers: SeededCallers;

beforeAll(async () => {
  await createSecondOrganization();
  callers = await seededCallers();
  const db = await testDb();
  const user = async (email: string) => (await db.user.findUniqueOrThrow({ where: { email } })).id;
  const [member, admin, otherMember] = [
    await user("member@example.com"),
    await user("admin@example.com"),
    await user("member@otra.example"),
  ];
  const interaction = (
    organizationId: string,
    userId: string,
    createdAt: string,
    answered: boolean,
    rating: "positive" | "negative" | null,
  ) => ({
    organizationId,
    userId,
    createdAt: at(createdAt),
    answered,
    rating,
    question: "¿Pregunta?",
    answer: "Respuesta",
    latencyMs: 10,
    engine: "embedded",
  });
  await db.interaction.createMany({
    data: [
      interaction("demo", member, "2030-03-09T06:00:00Z", true, "positive"), // first day of 7d
      interaction("demo", member, "2030-03-10T14:00:00Z", true, "positive"),
      interaction("demo", member, "2030-03-11T02:00:00Z", false, "negative"), // the 10th, 20:00 local
      interaction("demo", admin, "2030-03-12T16:00:00Z", true, null),
      interaction("demo", admin, "2030-03-15T05:59:59Z", true, "positive"), // the 14th, 23:59:59 local
      interaction("demo", member, "2030-03-15T17:00:00Z", false, null),
      interaction("otra", otherMember, "2030-03-13T15:00:00Z", true, "negative"),
      interaction("otra", otherMember, "2030-03-13T16:00:00Z", true, null),
      interaction("demo", member, "2030-02-23T15:00:00Z", true, "positive"), // 20 days ago
      interaction("otra", otherMember, "2029-12-05T15:00:00Z", true, "positive"), // 100 days ago
      interaction("demo", member, "2030-03-09T05:59:59Z", true, "negative"), // just before 7d
    ],
  });
  const document = (id: string, status: "processed" | "failed", updatedAt: string) => ({
    id,
    organizationId: "demo",
    filename: `${id}.pdf`,
    description: "x",
    sizeBytes: 1,
    extension: "pdf",
    category: "document" as const,
    mimeType: "application/pdf",
    storageKey: id,
    status,
    updatedAt: at(updatedAt),
  });
  await db.document.createMany({
    data: [
      document("doc-a", "processed", "2030-03-14T16:00:00Z"),
      document("doc-b", "processed", "2030-03-01T16:00:00Z"),
      document("doc-c", "failed", "2030-03-14T16:00:00Z"),
    ],
  });
  const demoRequest = (status: "pending" | "contacted" | "closed" | "converted", createdAt: string) => ({
    fullName: "Ana",
    workEmail: "ana@empresa.mx",
    companyName: "Empresa",
    role: "CEO/Founder",
    agreedToSubscribe: true,
    status,
    createdAt: at(createdAt),
  });
  await db.demoRequest.createMany({
    data: [
      demoRequest("pending", "2030-03-14T16:00:00Z"),
      demoRequest("pending", "2030-03-11T16:00:00Z"),
      demoRequest("contacted", "2030-03-12T16:00:00Z"),
      demoRequest("closed", "2030-02-01T16:00:00Z"),
      demoRequest("converted", "2030-03-13T16:00:00Z"),
    ],
  });
});

const report = async (range?: string) => {
  const result = await call(analytics, "GET", "/api/analytics", {
    token: callers.superadmin,
    query: range ? { range } : {},
  });
  expect(result.status).toBe(200);
  return result.body.report as Record<string, unknown>;
};

describe("GET /api/analytics", () => {
  it("is for superadmins only, and knows its ranges", async () => {
    for (const [token, status] of refusedCallers(callers)) {
      expect((await call(analytics, "GET", "/x", { token, query: { range: "7d" } })).status).toBe(status);
    }
    const bad = await call(analytics, "GET", "/x", { token: callers.superadmin, query: { range: "1y" } });
    expect([bad.status, bad.body.error]).toEqual([400, "The range must be 7d, 30d or 90d."]);
  });

  it("computes each figure of the last 7 days", async () => {
    const figures = await report("7d");
    expect(figures).toMatchObject({
      range: "7d",
      from: "2030-03-09T06:00:00.000Z",
      to: "2030-03-15T18:00:00.000Z",
      organizations: 2,
      active_users: 3,
      interactions: 8,
      answered: 6,
      answered_rate: 0.75,
      positive: 3,
      negative: 2,
      satisfaction: 0.6,
      documents_processed: 1,
      demo_requests: { pending: 2, contacted: 1, closed: 0, converted: 1 },
      top_organizations: [
        { id: "demo", name: "Demo", interactions: 6, active_users: 2 },
        { id: "otra", name: "Otra", interactions: 2, active_users: 1 },
      ],
    });
    expect(figures.daily).toEqual([
      { date: "2030-03-09", positive: 1, negative: 0, unrated: 0 },
      { date: "2030-03-10", positive: 1, negative: 1, unrated: 0 },
      { date: "2030-03-11", positive: 0, negative: 0, unrated: 0 },
      { date: "2030-03-12", positive: 0, negative: 0, unrated: 1 },
      { date: "2030-03-13", positive: 0, negative: 1, unrated: 1 },
      { date: "2030-03-14", positive: 1, negative: 0, unrated: 0 },
      { date: "2030-03-15", positive: 0, negative: 0, unrated: 1 },
    ]);
  });

  it("widens with the range (30 days by default, 90 days)", async () => {
    const month = await report();
    expect(month).toMatchObject({
      range: "30d",
      interactions: 10,
      positive: 4,
      negative: 3,
      documents_processed: 2,
      demo_requests: { pending: 2, contacted: 1, closed: 0, converted: 1 },
    });
    expect((month.daily as unknown[]).length).toBe(30);
    const quarter = await report("90d");
    expect(quarter).toMatchObject({
      interactions: 10,
      demo_requests: { pending: 2, contacted: 1, closed: 1, converted: 1 },
    });
  });

  it("answers null rates when nothing happened", async () => {
    const db = await testDb();
    await db.interaction.deleteMany();
    expect(await report("7d")).toMatchObject({
      interactions: 0,
      answered_rate: null,
      satisfaction: null,
      top_organizations: [],
    });
  });
});
