import en from "@/messages/en.json";
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
  ])("%s → %s", (english, spanish) => {
    expect(spanishEquivalents(english)).toContain(spanish);
  });

  it("keeps every sense, so the content can pick the one it uses", () => {
    expect(spanishEquivalents("key")).toEqual(expect.arrayContaining(["clave", "llave", "tecla"]));
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
    expect(englishEquivalents("aguinaldo")).toEqual([]);
  });
});

describe("question terms", () => {
  it("adds the Spanish equivalents of an English question's content words", () => {
    const terms = questionTerms("How do I delete a file?");
    expect(terms).toEqual(
      expect.arrayContaining([stem("delete"), stem("file"), stem("eliminar"), stem("archivo")]),
    );
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
