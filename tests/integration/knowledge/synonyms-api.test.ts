import * as synonyms from "@/app/api/synonyms/route";
import { createKnowledgeBlock } from "@/server/services/knowledge/blocks";
import { organizationSynonyms } from "@/server/services/knowledge/synonyms";
import { ask } from "@/tests/integration/chat/helpers";
import { apiClient, ISO_DATE } from "@/tests/helpers/api";
import {
  createSecondOrganization,
  OTHER_ORGANIZATION,
  signInCallers,
  type Callers,
} from "@/tests/helpers/organizations";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase({ seed: true });

const api = apiClient("/api/synonyms", synonyms);
let callers: Callers;

beforeAll(async () => {
  await createSecondOrganization();
  callers = await signInCallers();
});

afterEach(async () => {
  await (await testDb()).synonym.deleteMany();
});

type Synonym = { id: string; term: string; equivalents: string[]; created_at: string };
const save = async (token: string, term: string, equivalents: string[]) => {
  const result = await api("POST", { token, body: { term, equivalents } });
  expect(result.status).toBe(201);
  return result.body.data as Synonym;
};

describe("/api/synonyms", () => {
  it("saves a word with its synonyms, tidied, and lists them alphabetically", async () => {
    const lana = await save(callers.admin, "  Lana ", [" dinero", "sueldo  "]);
    expect(lana).toEqual({
      id: expect.any(String),
      term: "Lana",
      equivalents: ["dinero", "sueldo"],
      created_at: ISO_DATE,
    });
    await save(callers.admin, "checar", ["registrar entrada"]);
    const { status, body } = await api("GET", { token: callers.admin });
    expect(status).toBe(200);
    expect((body.data as Synonym[]).map((row) => row.term)).toEqual(["checar", "Lana"]);
  });

  it("adds to a word already defined, whatever its case and accents, without repeating a synonym", async () => {
    await save(callers.admin, "lana", ["dinero"]);
    const merged = await save(callers.admin, "LÁNA", ["Dinero", "sueldo"]);
    expect(merged.equivalents).toEqual(["dinero", "sueldo"]);
    expect(await (await testDb()).synonym.count()).toBe(1);
  });

  it.each([
    [
      "no synonyms",
      { term: "lana", equivalents: [] },
      "Type at least one synonym after «=».",
      "Escribe al menos un sinónimo después de «=».",
    ],
    ["a blank word", { term: "  ", equivalents: ["dinero"] }, "Type a word.", "Escribe una palabra."],
    [
      "a link",
      { term: "lana", equivalents: ["http://evil.test"] },
      "Use only letters and numbers (up to 4 words per term), without symbols.",
      "Usa solo letras y números (hasta 4 palabras por término), sin signos.",
    ],
    [
      "the word itself",
      { term: "lana", equivalents: ["Lána"] },
      "A synonym cannot be the same word.",
      "Un sinónimo no puede ser la misma palabra.",
    ],
    [
      "a 41-character word",
      { term: "a".repeat(41), equivalents: ["b"] },
      "Each word can be at most 40 characters long.",
      "Cada palabra admite como máximo 40 caracteres.",
    ],
    [
      "nine synonyms",
      { term: "lana", equivalents: "abcdefghi".split("") },
      "A word can have at most 8 synonyms.",
      "Una palabra admite como máximo 8 sinónimos.",
    ],
  ])("refuses %s with a clear message in both languages, storing nothing", async (_case, body, en, es) => {
    expect(await api("POST", { token: callers.admin, body })).toEqual({
      status: 400,
      body: { success: false, error: en },
    });
    const spanish = await api("POST", { token: callers.admin, body, headers: { "accept-language": "es" } });
    expect(spanish.body.error).toBe(es);
    expect(await (await testDb()).synonym.count()).toBe(0);
  });

  it("refuses to grow a word past 8 synonyms over several saves", async () => {
    await save(callers.admin, "lana", ["a1", "a2", "a3", "a4", "a5"]);
    const result = await api("POST", {
      token: callers.admin,
      body: { term: "lana", equivalents: ["b1", "b2", "b3", "b4"] },
    });
    expect(result).toEqual({
      status: 409,
      body: { success: false, error: "A word can have at most 8 synonyms." },
    });
    expect((await (await testDb()).synonym.findFirstOrThrow()).equivalents).toHaveLength(5);
  });

  it("keeps each organisation's synonyms to itself: another admin neither sees nor deletes them", async () => {
    const lana = await save(callers.admin, "lana", ["dinero"]);
    expect((await api("GET", { token: callers.otherAdmin })).body.data).toEqual([]);
    expect(await api("DELETE", { token: callers.otherAdmin, query: { id: lana.id } })).toEqual({
      status: 404,
      body: { success: false, error: "Synonym not found." },
    });
    expect(await organizationSynonyms(OTHER_ORGANIZATION.id)).toEqual(new Map());
    expect(await api("DELETE", { token: callers.admin, query: { id: lana.id } })).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(await (await testDb()).synonym.count()).toBe(0);
  });

  it("answers 401 to anonymous callers and 403 to members, changing nothing", async () => {
    const lana = await save(callers.admin, "lana", ["dinero"]);
    for (const token of [undefined, callers.member]) {
      const expected = token ? 403 : 401;
      expect((await api("GET", { token })).status).toBe(expected);
      expect((await api("POST", { token, body: { term: "chamba", equivalents: ["trabajo"] } })).status).toBe(
        expected,
      );
      expect((await api("DELETE", { token, query: { id: lana.id } })).status).toBe(expected);
    }
    expect(await (await testDb()).synonym.count()).toBe(1);
  });

  it("gives retrieval the synonyms normalised and both ways, and changes the content generation", async () => {
    const db = await testDb();
    const generation = async () =>
      (await db.contentGeneration.findUnique({ where: { organizationId: "demo" } }))?.generation;
    const before = await generation();
    await save(callers.admin, "Lána", ["Dinero", "sueldo"]);
    const after = await generation();
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const map = await organizationSynonyms("demo");
    expect(map.get("lana")?.sort()).toEqual(["dinero", "sueldo"]);
    expect(map.get("dinero")).toEqual(["lana"]);
    expect(map.get("sueldo")).toEqual(["lana"]);
  });

  it("applies at once to the chat: a word only the team uses («kuchimil») finds the passage, and stops when removed", async () => {
    await createKnowledgeBlock("demo", {
      title: "Bono de puntualidad",
      content: "<p>El bono de puntualidad es de $350 al mes para quien no tenga retardos.</p>",
    });
    const question = "¿De cuánto es el kuchimil?";
    const declined = await ask(question, { token: callers.member });
    expect(declined.body).toMatchObject({ answered: false, sources: [] });

    const synonym = await save(callers.admin, "kuchimil", ["bono de puntualidad"]);
    const answered = await ask(question, { token: callers.member });
    expect(answered.body).toMatchObject({
      answered: true,
      sources: [expect.objectContaining({ title: "Bono de puntualidad" })],
    });
    expect(answered.body.response).toContain("$350");

    await api("DELETE", { token: callers.admin, query: { id: synonym.id } });
    expect((await ask(question, { token: callers.member })).body).toMatchObject({ answered: false });
  });
});
