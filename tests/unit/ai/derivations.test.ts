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

  it("leaves words outside the families alone, and a family's ending with no prefix", () => {
    for (const word of ["contrato", "extra", "poner", "tener", "pago", "entrega", "cancelar"])
      expect(derivedForms(word)).toEqual([]);
  });
});

describe("undiphthongized", () => {
  it("undoes the stressed root of a present-tense form", () => {
    const roots: Record<string, string> = {
      cierran: "cerran",
      cuesta: "costa",
      devuelven: "devolven",
      muestra: "mostra",
      piensa: "pensa",
    };
    for (const [form, root] of Object.entries(roots))
      expect([form, undiphthongized(form)]).toEqual([form, root]);
  });

  it("leaves words without such a root alone", () => {
    for (const word of ["sirve", "bien", "pago", "ie"]) expect(undiphthongized(word)).toBeNull();
  });
});
