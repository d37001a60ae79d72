import { quoteWindow } from "@/server/ai/quote-window";
import { stem } from "@/server/ai/text";

const weightsOf = (entries: Record<string, number>) =>
  new Map(Object.entries(entries).map(([word, weight]) => [stem(word), weight]));
const filler = (count: number, word = "relleno") => Array.from({ length: count }, () => word).join(" ");

describe("quoteWindow", () => {
  it("keeps a text that fits as it is", () => {
    const text = "La garantía cubre el motor durante un año.";
    expect(quoteWindow(text, weightsOf({ garantía: 2 }), 20, "¿garantía?")).toBe(text);
  });

  it("keeps the stretch richest in the question's words, marked where it was cut", () => {
    const text = `${filler(50)} la garantía del taladro cubre el motor ${filler(50)}`;
    const window = quoteWindow(text, weightsOf({ garantía: 3, taladro: 2 }), 12, "garantía del taladro");
    expect(window).toMatch(/^… .*la garantía del taladro cubre el motor.* …$/);
    expect(window.replace(/…/g, "").trim().split(/\s+/)).toHaveLength(12);
  });

  it("prefers the question's words together over the same words spread apart", () => {
    const text = `taladro ${filler(30)} garantía ${filler(30)} garantía taladro ${filler(30)}`;
    const window = quoteWindow(text, weightsOf({ garantía: 3, taladro: 2 }), 10, "garantía taladro");
    expect(window).toContain("garantía taladro");
  });

  it("finds an option written as in the question, with the words before it", () => {
    const text = `${filler(40)} dpkg -L paquete lista sus archivos ${filler(10)} dpkg -S archivo busca el paquete que lo instaló ${filler(40)}`;
    const window = quoteWindow(text, weightsOf({ dpkg: 2 }), 12, "dpkg -S");
    expect(window).toContain("dpkg -S archivo");
    // Context before the counted words: the window does not start at the command itself.
    expect(window).not.toMatch(/^… dpkg -S/);
  });

  it("keeps the value of a table row when the question asks for that kind of answer", () => {
    // A PDF table run into one line: the label the question names, then the row's figures.
    const text = `${filler(30)} Calzado de seguridad con casquillo para almacén ${filler(4)} se repone cada 12 meses ${filler(30)}`;
    const weights = weightsOf({ calzado: 2, casquillo: 3 });
    const question = "¿Cada cuánto se repone el calzado con casquillo?";
    expect(quoteWindow(text, weights, 16, question)).not.toContain("12 meses");
    expect(quoteWindow(text, weights, 16, question, ["time"])).toContain("12 meses");
  });

  it("goes on past the question's words: what answers follows them", () => {
    // A label the question names, then its values: the quote must not stop on the label.
    const text = `${filler(40)} Tiempo de llenado con tinaco a un metro de desnivel: CS-150, 6 minutos; CS-300, 12 minutos. ${filler(40)}`;
    const weights = weightsOf({ tiempo: 1, llenado: 3, tinaco: 2, desnivel: 3, "cs-300": 4 });
    const window = quoteWindow(
      text,
      weights,
      20,
      "¿Cuánto tarda en llenarse un CS-300 con el tinaco a un metro de desnivel?",
    );
    expect(window).toContain("CS-300, 12 minutos.");
  });

  it("does not end on a number: it moves on to what the number counts", () => {
    // The school's return-to-class table: cut after «7», the quote would not say seven of what.
    const text = `Padecimiento Puede regresar a clases Varicela Cuando todas las lesiones son costra; como mínimo 7 días ${filler(40)}`;
    const weights = weightsOf({ regresar: 2, clases: 1, varicela: 4, lesiones: 2, costra: 2 });
    const window = quoteWindow(text, weights, 15, "¿cuándo puede regresar a clases con varicela?");
    expect(window).toMatch(/como mínimo 7 días …$/);
    expect(window.replace(/…/g, "").trim().split(/\s+/)).toHaveLength(15);
  });

  it("does not end on a number written as a word or opened by a bracket either", () => {
    const weights = weightsOf({ acta: 2, curp: 3, boleta: 2 });
    const words = `Se entregan acta, CURP, boleta y cuatro fotografías tamaño infantil ${filler(40)}`;
    expect(quoteWindow(words, weights, 7, "acta curp boleta")).toMatch(/cuatro fotografías …$/);
    const bracket = `Se entregan acta, CURP, boleta y (2 copias) ${filler(40)}`;
    expect(quoteWindow(bracket, weights, 7, "acta curp boleta")).toMatch(/\(2 copias\) …$/);
  });

  it("ends on a number that ends a clause", () => {
    const text = `Se entregan acta, CURP, boleta y fotos: 4. Luego ${filler(40)}`;
    const window = quoteWindow(text, weightsOf({ acta: 2, curp: 3, boleta: 2 }), 8, "acta curp boleta");
    expect(window).toMatch(/^Se entregan .*fotos: 4\. …$/);
  });
});
