import * as analytics from "@/app/api/analytics/route";
import * as reportRoute from "@/app/api/reports/interactions/route";
import { interactionsCsv } from "@/lib/reports/interactions-csv";
import type { InteractionReport } from "@/lib/reports/types";
import type { AnalyticsReport } from "@/lib/validation/analytics";
import es from "@/messages/es.json";
import { apiClient } from "@/tests/helpers/api";
import { installFakeClock } from "@/tests/helpers/clock";
import { createSecondOrganization, seededCallers, type SeededCallers } from "@/tests/helpers/organizations";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";

/**
 * Reports and analytics per assistant (issue 23 point 5). Demo has «Mostrador» (2 interactions),
 * «RRHH» (3, asked under that name, renamed «Recursos Humanos» since), a deleted «Capacitación» (1)
 * and one interaction stored before assistants existed; Otra has one of its own assistant's.
 */
useTestDatabase({ seed: true });
installFakeClock(Date.parse("2030-03-15T18:00:00Z"));

const report = apiClient("/api/reports/interactions", reportRoute);
const analyticsApi = apiClient("/api/analytics", analytics);
let callers: SeededCallers;
let counter = "";
let hr = "";
let otraHelp = "";
const GONE = "deleted-assistant-id";

beforeAll(async () => {
  await createSecondOrganization();
  callers = await seededCallers();
  const db = await testDb();
  const userId = async (email: string) => (await db.user.findUniqueOrThrow({ where: { email } })).id;
  const [member, otherMember] = [await userId("member@example.com"), await userId("member@otra.example")];
  counter = (await db.assistant.create({ data: { organizationId: "demo", name: "Mostrador" } })).id;
  hr = (await db.assistant.create({ data: { organizationId: "demo", name: "Recursos Humanos" } })).id;
  otraHelp = (await db.assistant.create({ data: { organizationId: "otra", name: "Ayuda" } })).id;

  let minute = 0;
  const interaction = (
    organizationId: string,
    userId: string,
    assistant: { id: string; name: string } | null,
    answered: boolean,
    rating: "positive" | "negative" | null,
  ) => ({
    organizationId,
    userId,
    assistantId: assistant?.id ?? null,
    assistantName: assistant?.name ?? null,
    answered,
    rating,
    question: `Pregunta ${++minute}`,
    answer: "Respuesta",
    latencyMs: 10,
    engine: "embedded",
    createdAt: new Date(Date.parse("2030-03-14T16:00:00Z") + minute * 60_000),
  });
  const counterAsked = { id: counter, name: "Mostrador" };
  const hrAsked = { id: hr, name: "RRHH" };
  await db.interaction.createMany({
    data: [
      interaction("demo", member, hrAsked, true, "positive"),
      interaction("demo", member, hrAsked, true, "negative"),
      interaction("demo", member, hrAsked, false, null),
      interaction("demo", member, counterAsked, true, "positive"),
      interaction("demo", member, counterAsked, true, null),
      interaction("demo", member, { id: GONE, name: "Capacitación" }, false, null),
      interaction("demo", member, null, true, null),
      interaction("otra", otherMember, { id: otraHelp, name: "Ayuda" }, true, "positive"),
    ],
  });
});

describe("the interactions report per assistant", () => {
  it("filters the list to one assistant, knowledge gaps included, and leaves the counters whole", async () => {
    const all = await report("GET", { token: callers.admin, query: { limit: "100" } });
    const onlyHr = await report("GET", { token: callers.admin, query: { assistant_id: hr } });
    const hrGaps = await report("GET", {
      token: callers.admin,
      query: { assistant_id: hr, filter: "unanswered" },
    });
    const hrRows = (onlyHr.body as unknown as InteractionReport).interactions;
    expect(hrRows.map((row) => row.assistant_name)).toEqual(["RRHH", "RRHH", "RRHH"]);
    expect((onlyHr.body as unknown as InteractionReport).counts).toEqual(
      (all.body as unknown as InteractionReport).counts,
    );
    // The gap says which assistant was asked.
    expect((hrGaps.body as unknown as InteractionReport).interactions).toEqual([
      expect.objectContaining({
        user_question: "Pregunta 3",
        assistant_id: hr,
        assistant_name: "RRHH",
        answered: false,
      }),
    ]);
    // Otra's assistant is not Demo's to filter by: nothing of Otra's shows.
    const foreign = await report("GET", { token: callers.admin, query: { assistant_id: otraHelp } });
    expect((foreign.body as unknown as InteractionReport).interactions).toEqual([]);
  });

  it("exports the assistant asked in the CSV's «asistente» column", async () => {
    const { body } = await report("GET", { token: callers.admin, query: { limit: "10000" } });
    const t = es.Reports;
    const csv = interactionsCsv(
      (body as unknown as InteractionReport).interactions,
      {
        date: (zone) => t.csvDate.replace("{zone}", zone),
        columns: {
          question: t.csvQuestion,
          response: t.csvResponse,
          rating: t.csvRating,
          userName: t.csvUser,
          userEmail: t.csvUserEmail,
          assistant: t.csvAssistant,
        },
        ratings: { positive: t.csvPositive, negative: t.csvNegative, unrated: t.csvUnrated },
        deletedUser: t.csvDeletedUser,
      },
      "America/Mexico_City",
    );
    const [header, ...rows] = csv.slice(1).trimEnd().split("\r\n");
    expect(header.split(",").at(-1)).toBe("asistente");
    // Newest first; the deleted assistant keeps its name, the one from before assistants is blank.
    expect(rows.map((line) => `${line.split(",")[1]}:${line.split(",").at(-1)}`)).toEqual([
      "Pregunta 7:",
      "Pregunta 6:Capacitación",
      "Pregunta 5:Mostrador",
      "Pregunta 4:Mostrador",
      "Pregunta 3:RRHH",
      "Pregunta 2:RRHH",
      "Pregunta 1:RRHH",
    ]);
  });
});

describe("the super-admin analytics per assistant", () => {
  it("splits the period's interactions by organisation and assistant, busiest first", async () => {
    const { status, body } = await analyticsApi("GET", { token: callers.superadmin, query: { range: "7d" } });
    expect(status).toBe(200);
    const { assistants: rows, interactions } = body.report as AnalyticsReport;
    const row = (assistant_id: string | null, organization_id = "demo") =>
      rows.find((r) => r.assistant_id === assistant_id && r.organization_id === organization_id);

    expect(rows.slice(0, 2).map((r) => r.assistant_id)).toEqual([hr, counter]);
    // Named as it is now; a deleted one by the name it was asked under.
    expect(row(hr)).toEqual({
      organization_id: "demo",
      organization_name: expect.any(String),
      assistant_id: hr,
      assistant_name: "Recursos Humanos",
      interactions: 3,
      answered: 2,
      positive: 1,
      negative: 1,
    });
    expect(row(counter)).toMatchObject({ interactions: 2, answered: 2, positive: 1, negative: 0 });
    expect(row(GONE)).toMatchObject({ assistant_name: "Capacitación", interactions: 1, answered: 0 });
    expect(row(null)).toMatchObject({ assistant_name: null, interactions: 1 });
    expect(row(otraHelp, "otra")).toMatchObject({
      organization_name: "Otra",
      assistant_name: "Ayuda",
      positive: 1,
    });
    expect(rows).toHaveLength(5);
    expect(rows.reduce((sum, r) => sum + r.interactions, 0)).toBe(interactions);
  });
});
