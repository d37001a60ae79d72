import { csvFileName, interactionsCsv, type CsvLabels } from "@/lib/reports/interactions-csv";
import type { ReportedInteraction } from "@/lib/reports/types";

const english: CsvLabels = {
  columns: { date: "date", question: "question", response: "response", rating: "rating", user: "user" },
  ratings: { positive: "positive", negative: "negative", unrated: "unrated" },
  deletedUser: "deleted user",
};

const row = (overrides: Partial<ReportedInteraction>): ReportedInteraction => ({
  interaction_id: "i1",
  timestamp: "2026-11-23T10:00:00.000Z",
  user_question: "¿Horario?",
  bot_response: "De 9 a 18 h.",
  user_rating: null,
  user_id: "u1",
  user_email: "ana@demo.mx",
  answered: true,
  gap_addressed: false,
  ...overrides,
});

describe("interactionsCsv", () => {
  it("starts with a UTF-8 byte-order mark and has the five columns, one CRLF row per interaction", () => {
    const csv = interactionsCsv(
      [
        row({ user_rating: "positive" }),
        row({ user_rating: "negative", user_id: "u2", user_email: "luis@demo.mx" }),
        row({ user_id: "u3", user_email: null }),
      ],
      english,
    );
    const bytes = Buffer.from(csv, "utf8");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Who asked is their e-mail, never the internal id (issue 24), or "deleted user" once deleted.
    expect(csv.slice(1).split("\r\n")).toEqual([
      "date,question,response,rating,user",
      "2026-11-23T10:00:00.000Z,¿Horario?,De 9 a 18 h.,positive,ana@demo.mx",
      "2026-11-23T10:00:00.000Z,¿Horario?,De 9 a 18 h.,negative,luis@demo.mx",
      "2026-11-23T10:00:00.000Z,¿Horario?,De 9 a 18 h.,unrated,deleted user",
      "",
    ]);
  });

  it("quotes cells with quotes, commas and new lines, doubling the quotes", () => {
    const csv = interactionsCsv(
      [row({ user_question: 'Dice "hola", ¿y?', bot_response: "línea 1\nlínea 2\r\nfin" })],
      english,
    );
    expect(csv.split("\r\n")[1]).toBe('2026-11-23T10:00:00.000Z,"Dice ""hola"", ¿y?","línea 1\nlínea 2');
    expect(csv).toContain('"Dice ""hola"", ¿y?","línea 1\nlínea 2\r\nfin",unrated,ana@demo.mx\r\n');
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
    expect(interactionsCsv([row({ user_question: question })], english)).toContain(`.000Z,${cell},De 9`);
  });

  it("names the file with the export's date in the user's language", () => {
    expect(csvFileName("todas_interacciones", new Date(2026, 0, 5, 23, 59))).toBe(
      "todas_interacciones_2026-01-05.csv",
    );
    expect(csvFileName("all_interactions", new Date(2026, 10, 23))).toBe("all_interactions_2026-11-23.csv");
  });
});
