import { derivedForms } from "@/server/ai/derivations";

describe("derivedForms", () => {
  it.each([
    ["devolver", "devolucion"],
    ["devuelven", "devolucion"],
    ["extraigan", "extraccion"],
    ["reduzca", "reduccion"],
    ["inscribirme", "inscripcion"],
    ["retiene", "retencion"],
    ["recibir", "recepcion"],
    ["imprimir", "impresion"],
    ["excluye", "exclusion"],
    ["atender", "atencion"],
    ["prevenir", "prevencion"],
  ])("reads the verb «%s» as the noun «%s»", (verb, noun) => {
    expect(derivedForms(verb)).toContain(noun);
  });

  it.each([
    ["devoluciones", "devolver"],
    ["Extracción", "extraer"],
    ["impresión", "imprimir"],
  ])("reads the noun «%s» as the verb «%s»", (noun, verb) => {
    expect(derivedForms(noun)).toContain(verb);
  });

  it("leaves words outside the families alone, and a family's ending with no prefix", () => {
    for (const word of ["contrato", "extra", "poner", "tener", "pago", "entrega", "cancelar"])
      expect(derivedForms(word)).toEqual([]);
  });
});
