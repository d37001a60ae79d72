import en from "@/messages/en.json";
import apertium from "@/server/ai/lexicon/en-es.json";
import workplace from "@/server/ai/lexicon/en-es-workplace.json";
import { englishEquivalents, questionTerms, spanishEquivalents } from "@/server/ai/bilingual";
import { extractiveAnswer } from "@/server/ai/extractive";
import { isRelevantEnough } from "@/server/ai/relevance";
import { contentTerms, stem } from "@/server/ai/text";
import { CORPUS, ranked } from "./corpus";

describe("English words' Spanish equivalents", () => {
  it.each([
    ["file", "archivo"],
    ["files", "archivo"],
    ["installed", "instalar"],
    ["installing", "instalar"],
    ["copies", "copia"],
    ["Printer", "impresora"],
    ["refunds", "reembolso"],
    // American spellings, found in the British ones Apertium is written in.
    ["center", "centro"],
    ["kilometers", "kilómetro"],
    ["color", "color"],
    ["organized", "organizar"],
    ["license", "licencia"],
    ["catalog", "catálogo"],
    ["analyze", "analizar"],
    ["odor", "olor"],
  ])("%s → %s", (english, spanish) => {
    expect(spanishEquivalents(english)).toContain(spanish);
  });

  it("keeps every sense, so the content can pick the one it uses", () => {
    expect(spanishEquivalents("key")).toEqual(expect.arrayContaining(["clave", "llave", "tecla"]));
  });

  it.each([
    ["overtime", ["extra", "extraordinario"]],
    ["payday", ["quincena", "nómina"]],
    ["paycheck", ["sueldo", "nómina"]],
    ["robbed", ["robar", "asaltar"]],
    ["stolen", ["robado"]],
    ["paid", ["pagado"]],
    ["attendance", ["asistencia"]],
    ["layaway", ["apartado"]],
    ["severance", ["indemnización", "finiquito"]],
    ["warehouse", ["almacén", "bodega"]],
    ["pads", ["balata", "pastilla"]],
    ["computer", ["computadora"]],
    ["located", ["ubicado"]],
    ["vet", ["veterinario"]],
    ["braces", ["brackets", "ortodoncia"]],
    ["emergency", ["urgencias"]],
  ])("%s → %p, from the curated workplace list", (english, spanish) => {
    expect(spanishEquivalents(english)).toEqual(expect.arrayContaining(spanish));
  });

  it("adds the workplace list's senses after Apertium's", () => {
    expect(spanishEquivalents("refund")).toEqual(["reembolso", "devolución", "reintegro"]);
    expect(spanishEquivalents("raise").slice(0, 4)).toEqual(["aumentar", "criar", "levantar", "aumento"]);
  });

  it("reads a hyphenated word the dictionaries lack as its parts", () => {
    expect(spanishEquivalents("same-day")).toEqual(expect.arrayContaining(["mismo", "día"]));
    expect(spanishEquivalents("per-kilometer")).toContain("kilómetro");
    // One the dictionaries have keeps its own senses only: a baby-sitter is not a baby.
    expect(spanishEquivalents("baby-sitter")).toEqual(["niñera"]);
  });

  it("knows nothing of words outside the dictionary", () => {
    expect(spanishEquivalents("xqzzy")).toEqual([]);
    expect(spanishEquivalents("constructor")).toEqual([]); // an inherited key of every object
  });
});

describe("Spanish words' English equivalents", () => {
  it.each([
    ["legibles", "readable"],
    ["humanos", "human"],
    ["Diario", "daily"],
    ["contraseña", "password"],
    ["contrasena", "password"],
  ])("%s → %s, whatever its inflection, case or accents", (spanish, english) => {
    expect(englishEquivalents(spanish)).toContain(english);
  });

  it("keeps every sense, and knows nothing of words outside the dictionary", () => {
    expect(englishEquivalents("diario")).toEqual(expect.arrayContaining(["daily", "diary", "newspaper"]));
    expect(englishEquivalents("chamba")).toEqual([]);
  });

  it("reads the workplace list backwards too", () => {
    expect(englishEquivalents("quincena")).toEqual(expect.arrayContaining(["fortnight", "payday"]));
    expect(englishEquivalents("aguinaldo")).toEqual(["christmas"]);
    expect(englishEquivalents("balatas")).toEqual(expect.arrayContaining(["brake", "pad"]));
  });
});

describe("the curated workplace list", () => {
  const entries = Object.entries(workplace as Record<string, string>);
  const word = /^\p{Ll}[\p{Ll}'-]*\p{Ll}$/u;

  it("maps lower-case single words to at most six single Spanish words", () => {
    expect(entries.length).toBeGreaterThanOrEqual(700);
    for (const [english, senses] of entries) {
      expect(english).toMatch(word);
      const list = senses.split(" ");
      expect(list.length).toBeLessThanOrEqual(6);
      for (const spanish of list) expect(spanish).toMatch(word);
    }
  });

  it("gives each word a sense Apertium lacks", () => {
    const known = apertium as Record<string, string>;
    for (const [english, senses] of entries) {
      const apertiumSenses = Object.hasOwn(known, english) ? known[english].split(" ") : [];
      expect([english, senses.split(" ").some((s) => !apertiumSenses.includes(s))]).toEqual([english, true]);
    }
  });
});

describe("question terms", () => {
  it("adds the Spanish equivalents of an English question's content words", () => {
    const terms = questionTerms("How do I delete a file?");
    expect(terms).toEqual(
      expect.arrayContaining([stem("delete"), stem("file"), stem("eliminar"), stem("archivo")]),
    );
  });

  it("leaves out the words retrieval reads as filler, in either language", () => {
    // "get" and «dan» frame a question («¿cuántos días me dan?»); their senses (recibir, llegar) are
    // not what it asks about.
    const terms = questionTerms("How many vacation days do I get?");
    expect(terms).toEqual(expect.arrayContaining([stem("vacaciones"), stem("dias")]));
    for (const sense of ["recibir", "llegar", "conseguir", "get"]) expect(terms).not.toContain(stem(sense));
    expect(questionTerms("¿cuántos días me dan de vacaciones?")).not.toContain(stem("dan"));
  });

  it("leaves a Spanish question as it is, though its words are English words too", () => {
    // "red" (network) is also English for «rojo»: a Spanish question is never translated.
    const question = "¿Cómo me conecto a la red de la oficina?";
    expect(questionTerms(question)).toEqual(contentTerms(question));
  });
});

describe("English questions on Spanish content", () => {
  const question = "What are the opening hours on Saturdays?";

  it("pass the gate on the Spanish passage's words", () => {
    expect(isRelevantEnough("When do refunds arrive?", ranked(CORPUS.devoluciones))).toBe(true);
  });

  it("quote the Spanish passage, introduced in English, in either interface language", () => {
    for (const locale of ["es", "en"] as const) {
      const answer = extractiveAnswer(question, ranked(CORPUS.horario, CORPUS.vacaciones), locale);
      expect(answer.answered).toBe(true);
      expect(answer.text.startsWith(`${en.Assistant.quotedInSpanish}\n\n`)).toBe(true);
      expect(answer.text).toContain("Los sábados el horario de atención es de 10:00 a 14:00 h. [1]");
    }
  });

  it("are not introduced as Spanish when the passage is in English", () => {
    const answer = extractiveAnswer(
      "How long do international orders take?",
      ranked(CORPUS.shippingEn),
      "en",
    );
    expect(answer.text).not.toContain(en.Assistant.quotedInSpanish);
    expect(answer.text).toContain("7 to 10 business days");
  });
});
