import { derivedForms, undiphthongized } from "@/server/ai/derivations";

describe("derivedForms", () => {
  it("reads a verb, in any of its forms, as its noun", () => {
    const nouns: Record<string, string> = {
      devolver: "devolucion",
      devuelven: "devolucion",
      extraigan: "extraccion",
      reduzca: "reduccion",
      inscribirme: "inscripcion",
      retiene: "retencion",
      recibir: "recepcion",
      imprimir: "impresion",
      excluye: "exclusion",
      atender: "atencion",
      prevenir: "prevencion",
    };
    for (const [verb, noun] of Object.entries(nouns))
      expect([verb, derivedForms(verb)]).toEqual([verb, expect.arrayContaining([noun])]);
  });

  it("reads a noun, accented or not, as its verb", () => {
    expect(derivedForms("devoluciones")).toContain("devolver");
    expect(derivedForms("Extracción")).toContain("extraer");
    expect(derivedForms("impresion")).toContain("imprimir");
  });

  it("reads a unit of time as the words for its schedule or period, and not back", () => {
    expect(derivedForms("hora")).toEqual(["horario"]);
    expect(derivedForms("Horas")).toEqual(["horario"]);
    expect(derivedForms("meses")).toEqual(["mensual", "mensualidad"]);
    expect(derivedForms("días")).toEqual(["diario"]);
    expect(derivedForms("horario")).toEqual([]);
    expect(derivedForms("mensual")).toEqual([]);
    for (const word of ["mesa", "horno", "dial"]) expect(derivedForms(word)).toEqual([]);
  });

  it("reads a present plural with a stressed root as its unstressed root, and only a plural", () => {
    expect(derivedForms("cierran")).toEqual(["cerran"]);
    expect(derivedForms("atienden")).toContain("atenden");
    expect(derivedForms("cuestan")).toEqual(["costan"]);
    for (const word of ["bueno", "puerta", "tienda", "nueve"]) expect(derivedForms(word)).toEqual([]);
  });

  it("leaves words outside the families alone, and a family's ending with no prefix", () => {
    for (const word of ["contrato", "extra", "poner", "tener", "pago", "entrega", "cancelar"])
      expect(derivedForms(word)).toEqual([]);
  });
});

describe("undiphthongized", () => {
  it("undoes the stressed root of a present-tense form, and leaves other words alone", () => {
    const roots = [
      ["cierran", "cerran"],
      ["cuesta", "costa"],
      ["devuelven", "devolven"],
      ["muestra", "mostra"],
      ["piensa", "pensa"],
      ["sirve", null],
      ["bien", null],
      ["ie", null],
    ];
    expect(roots.map(([form]) => [form, undiphthongized(form!)])).toEqual(roots);
  });
});
