import { resolveCitations, sourceOf } from "@/server/ai/citations";
import { CORPUS, ranked } from "./corpus";

describe("resolveCitations", () => {
  const chunks = ranked(CORPUS.horario, CORPUS.devoluciones, CORPUS.vacaciones);

  it("keeps existing citations, drops invented ones and numbers sources in order of first appearance", () => {
    const { text, sources } = resolveCitations("Abren a las 9 [3]. Devoluciones en 30 días [2] [9].", chunks);
    expect(text).toBe("Abren a las 9 [1]. Devoluciones en 30 días [2].");
    expect(sources.map((s) => [s.number, s.id])).toEqual([
      [1, "kb-rh"],
      [2, "doc-politicas"],
    ]);
  });

  it("gives a source cited again the number it first got, and lists it once", () => {
    const { text, sources } = resolveCitations(
      "Devoluciones [2]. Horario [1]. Otra vez [2, 1]. Y [3].",
      chunks,
    );
    expect(text).toBe("Devoluciones [1]. Horario [2]. Otra vez [1][2]. Y [3].");
    expect(sources.map((s) => [s.number, s.id])).toEqual([
      [1, "doc-politicas"],
      [2, "kb-horario"],
      [3, "kb-rh"],
    ]);
  });

  it("numbers two chunks of the same source page as one source", () => {
    const samePage = { ...CORPUS.devoluciones, chunkId: "chunk-doc-politicas-2" };
    const otherPage = { ...CORPUS.devoluciones, chunkId: "chunk-doc-politicas-3", page: 5 };
    const { text, sources } = resolveCitations(
      "A [2]. B [1]. C [3].",
      ranked(samePage, CORPUS.devoluciones, otherPage),
    );
    expect(text).toBe("A [1]. B [1]. C [2].");
    expect(sources.map((s) => [s.number, s.id, s.page])).toEqual([
      [1, "doc-politicas", 4],
      [2, "doc-politicas", 5],
    ]);
  });

  it("writes a model's [1, 2] as [1][2] and ignores [0]", () => {
    expect(resolveCitations("Ambos [1, 2, 7] y [0].", chunks).text).toBe("Ambos [1][2] y.");
  });

  it("leaves markdown links alone", () => {
    expect(resolveCitations("Ver [la política](https://x.mx/p) [1].", chunks)).toMatchObject({
      text: "Ver [la política](https://x.mx/p) [1].",
      sources: [{ number: 1 }],
    });
  });
});

describe("sourceOf: where in a document a passage sits (issue 22 point 2)", () => {
  const passage = (extension: string | null, page: number | null, heading: string | null) => ({
    ...CORPUS.producto,
    extension,
    page,
    heading,
  });

  it.each([
    ["pdf", 12, "Garantía", { page: 12 }],
    ["pptx", 3, "Política de descuentos", { page: null, place: { kind: "slide", number: 3 } }],
    ["xlsx", null, "Precios", { page: null, place: { kind: "sheet", name: "Precios" } }],
    ["ods", null, "Precios", { page: null, place: { kind: "sheet", name: "Precios" } }],
    [
      "docx",
      null,
      "Reglamento › Devoluciones",
      { page: null, place: { kind: "section", name: "Devoluciones" } },
    ],
    ["md", null, "Devoluciones", { page: null, place: { kind: "section", name: "Devoluciones" } }],
    ["mp3", 2, null, { page: null, place: { kind: "time", start: 60, end: 120 } }],
    ["mp4", 1, null, { page: null, place: { kind: "time", start: 0, end: 60 } }],
    ["docx", null, null, { page: null }],
    ["txt", null, null, { page: null }],
  ] as const)("a %s passage (page %s, heading %s) is cited as %j", (extension, page, heading, expected) => {
    const source = sourceOf(passage(extension, page, heading), 1);
    expect(source).toMatchObject(expected);
    if (!("place" in expected)) expect(source).not.toHaveProperty("place");
  });

  it("a knowledge block's heading is not a section of a document", () => {
    expect(sourceOf({ ...CORPUS.horario, heading: "Horario", extension: null }, 1)).not.toHaveProperty(
      "place",
    );
  });
});
