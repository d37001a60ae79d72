import {
  contentTerms,
  foldAccents,
  joinedSpelling,
  stem,
  stemSet,
  stemsWithParts,
  words,
} from "@/server/ai/text";

describe("word matching", () => {
  it("folds accents and case like unaccent", () => {
    expect(foldAccents("Atención ÑANDÚ")).toBe("atencion nandu");
  });

  it("meets singular and plural, masculine and feminine, Spanish and English forms", () => {
    expect(stem("devoluciones")).toBe(stem("devolucion"));
    expect(stem("productos")).toBe(stem("product"));
    expect(stem("sabados")).toBe(stem("sabado"));
    expect(stem("policies")).toBe(stem("policy"));
    expect(stem("shipping")).toBe(stem("ship"));
  });

  it("meets a Spanish verb's forms: the question's «apago» finds the manual's «apagar»", () => {
    for (const form of ["apagar", "apagando", "apagado", "apagados"]) expect(stem(form)).toBe(stem("apago"));
    expect(stem("cambiarlo")).toBe(stem("cambio"));
    expect(stem("instalandolos")).toBe(stem("instalo"));
    // Short words keep their ending: a stem needs three letters.
    expect(stem("ver")).toBe("ver");
    expect(stem("dar")).toBe("dar");
  });

  it("keeps codes whole and also by their numeric parts", () => {
    expect(words("El SKU-4471-B")).toEqual(["el", "sku-4471-b", "4471"]);
    expect(stem("1986")).toBe("1986");
  });

  it("drops question words, function words and filler", () => {
    expect(contentTerms("Hola, ¿me puedes decir cuál es el horario de atención, por favor?")).toEqual([
      stem("horario"),
      stem("atencion"),
    ]);
    expect(contentTerms("What is the return policy?")).toEqual([stem("return"), stem("policy")]);
  });
});

describe("stemSet", () => {
  it("gives the stems of every word, and the same set again for the same text", () => {
    const text = "Las devoluciones se aceptan dentro de 30 días";
    const stems = stemSet(text);
    expect([...stems]).toEqual(expect.arrayContaining(["devolucion", "aceptan", "30", "dia"]));
    expect(stemSet(`${text}`.slice(0))).toBe(stems);
    expect(stemSet("Las devoluciones se aceptan dentro de 15 días")).not.toBe(stems);
  });
});

describe("stemsWithParts", () => {
  it("reads a hyphenated name as its words too, and keeps a code whole", () => {
    const stems = stemsWithParts("-d, --max-depth=N muestra el total; véase SKU-4471-B.");
    expect([...stems]).toEqual(
      expect.arrayContaining([stem("max-depth"), stem("max"), stem("depth"), "4471"]),
    );
    expect(stems.has(stem("sku"))).toBe(false);
    expect(stemsWithParts("Las devoluciones se aceptan")).toBe(stemSet("Las devoluciones se aceptan"));
  });
});

describe("joinedSpelling", () => {
  it("joins a hyphenated word of letters, accented or not, and leaves any other word alone", () => {
    expect(joinedSpelling("wi-fi")).toBe("wifi");
    expect(joinedSpelling("e-mail")).toBe("email");
    expect(joinedSpelling("wi-fí")).toBe("wifí");
    for (const word of ["wifi", "cs-300", "sku-4471-b", "-all", "e-"])
      expect(joinedSpelling(word)).toBeNull();
  });
});
