import { csvFileName, interactionsCsv, type CsvLabels } from "@/lib/reports/interactions-csv";
import type { ReportedInteraction } from "@/lib/reports/types";

const english: CsvLabels = {
  date: (zone) => `date (${zone})`,
  columns: {
    question: "question",
    response: "response",
    rating: "rating",
    userName: "user",
    userEmail: "email",
    assistant: "assistant",
  },
  ratings: { positive: "positive", negative: "negative", unrated: "unrated" },
  deletedUser: "(deleted user)",
};
const MEXICO = "America/Mexico_City";

const row = (overrides: Partial<ReportedInteraction>): ReportedInteraction => ({
  interaction_id: "i1",
  timestamp: "2026-11-23T10:00:00.000Z",
  user_question: "¿Horario?",
  bot_response: "De 9 a 18 h.",
  user_rating: null,
  user_id: "u1",
  user_name: "Ana Pérez",
  user_email: "ana@example.com",
  assistant_id: "a1",
  assistant_name: "RRHH",
  answered: true,
  gap_addressed: false,
  ...overrides,
});

describe("interactionsCsv", () => {
  it("starts with a UTF-8 byte-order mark; local date-time, the zone in the header, name and e-mail", () => {
    const csv = interactionsCsv(
      [
        row({ user_rating: "positive" }),
        row({ user_rating: "negative", user_id: "u2", user_name: "Luis", user_email: "luis@example.com" }),
        row({ user_id: "gone", user_name: null, user_email: null, assistant_id: null, assistant_name: null }),
      ],
      english,
      MEXICO,
    );
    const bytes = Buffer.from(csv, "utf8");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // 10:00 UTC is 04:00 in Mexico City (UTC-6 all year since 2022); no user id anywhere.
    expect(csv.slice(1).split("\r\n")).toEqual([
      "date (America/Mexico_City),question,response,rating,user,email,assistant",
      "2026-11-23 04:00:00,¿Horario?,De 9 a 18 h.,positive,Ana Pérez,ana@example.com,RRHH",
      "2026-11-23 04:00:00,¿Horario?,De 9 a 18 h.,negative,Luis,luis@example.com,RRHH",
      // Stored before assistants existed: no assistant to name.
      "2026-11-23 04:00:00,¿Horario?,De 9 a 18 h.,unrated,(deleted user),,",
      "",
    ]);
    expect(csv).not.toContain("u1");
  });

  it("follows the organisation's zone: the same instant on another clock, and its day", () => {
    const late = row({ timestamp: "2026-11-24T02:30:00.000Z" });
    expect(interactionsCsv([late], english, "Europe/Madrid").split("\r\n")[1]).toMatch(
      /^2026-11-24 03:30:00,/,
    );
    // Still the 23rd in Mexico City.
    expect(interactionsCsv([late], english, MEXICO).split("\r\n")[1]).toMatch(/^2026-11-23 20:30:00,/);
  });

  it("quotes cells with quotes, commas and new lines, doubling the quotes", () => {
    const csv = interactionsCsv(
      [row({ user_question: 'Dice "hola", ¿y?', bot_response: "línea 1\nlínea 2\r\nfin" })],
      english,
      MEXICO,
    );
    expect(csv.split("\r\n")[1]).toBe('2026-11-23 04:00:00,"Dice ""hola"", ¿y?","línea 1\nlínea 2');
    expect(csv).toContain(
      '"Dice ""hola"", ¿y?","línea 1\nlínea 2\r\nfin",unrated,Ana Pérez,ana@example.com,RRHH\r\n',
    );
  });

  it.each([
    ["=1+1", "'=1+1"],
    ["+52 55", "'+52 55"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", '"\'\rcmd"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
  ])("neutralises a cell starting like a formula: %j", (question, cell) => {
    expect(interactionsCsv([row({ user_question: question })], english, MEXICO)).toContain(
      `04:00:00,${cell},De 9`,
    );
  });

  it("neutralises a user's name or e-mail that starts like a formula", () => {
    const csv = interactionsCsv(
      [row({ user_name: "=cmd|' /C calc'!A0", user_email: "@x" })],
      english,
      MEXICO,
    );
    expect(csv).toContain(",'=cmd|' /C calc'!A0,'@x,RRHH\r\n");
  });

  it("names the file with the export's day in the organisation's zone", () => {
    // 03:00 UTC on 6 January is still the 5th in Mexico City.
    const at = new Date("2026-01-06T03:00:00Z");
    expect(csvFileName("todas_interacciones", at, MEXICO)).toBe("todas_interacciones_2026-01-05.csv");
    expect(csvFileName("all_interactions", at, "Europe/Madrid")).toBe("all_interactions_2026-01-06.csv");
  });
});
