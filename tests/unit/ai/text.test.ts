import { contentTerms, foldAccents, stem, words } from "@/server/ai/text";

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
