import { chunkText } from "@/server/ingest/chunk";
import {
  isNumberedHeading,
  openingSection,
  pdfSections,
  withSectionHeadings,
} from "@/server/ingest/pdf-sections";

const page = (number: number, ...lines: string[]) => ({ page: number, text: lines.join("\n") });
const HEADER = "Manual de operaciones";

describe("numbered section headings", () => {
  it("takes a multi-level number and a short title, not a step, a sentence or a version", () => {
    expect(isNumberedHeading("3.2.1. El nombre del equipo (hostname)")).toBe(true);
    expect(isNumberedHeading("4.3 Vacaciones")).toBe(true);
    expect(isNumberedHeading("2.7.11. ¿Quién sube los paquetes?")).toBe(true);
    // A step of a procedure, a numbered sentence, a version in running text.
    expect(isNumberedHeading("1. Abra el menú")).toBe(false);
    expect(isNumberedHeading("3.5 El sistema arranca en dos fases.")).toBe(false);
    expect(isNumberedHeading("2.6.32 es la versión del núcleo")).toBe(false);
    expect(isNumberedHeading(`4.1 ${"palabra ".repeat(20)}`)).toBe(false);
  });
});

describe("pdfSections", () => {
  it("drops table-of-contents lines, and pages that were only contents", () => {
    const sections = pdfSections([
      page(
        1,
        `${HEADER} iii`,
        "Índice general",
        "1.1. Introducción . . . . . . . . . 1",
        "1.2. Vacaciones . . . . . 4",
      ),
      page(2, `${HEADER} iv`, "2.1. Nómina . . . . . . . . . . . . . 9", "2.2. Bonos . . . . . . . ix"),
      page(3, `${HEADER} 1`, "Este manual describe las políticas de la empresa."),
    ]);
    // Page 1 keeps its title; page 2 was all contents. The roman page numbers make no header.
    expect(sections.map((section) => section.page)).toEqual([1, 3]);
    expect(sections[0].text).not.toContain(". . .");
    expect(sections[0].text).toContain("Índice general");
  });

  it("heads a page with its running header instead of opening it with that line", () => {
    const sections = pdfSections([
      page(1, `${HEADER} 1`, "Las vacaciones se piden con un mes de anticipación."),
      page(2, `${HEADER} 2`, "Los bonos se pagan en diciembre."),
    ]);
    expect(sections).toEqual([
      { page: 1, heading: HEADER, text: "Las vacaciones se piden con un mes de anticipación." },
      { page: 2, heading: HEADER, text: "Los bonos se pagan en diciembre." },
    ]);
  });

  it("finishes a sentence a page break cut on the page where it starts, past footer and header", () => {
    const FOOTER = "MAN-CAJ-003 Rev. 02";
    const sections = pdfSections([
      // The footer's first copy, on page 2, is kept as text: the sentence goes on before it.
      page(1, `${HEADER} 1`, "Arqueo de caja.", "Página 1 de 4"),
      page(2, `${HEADER} 2`, "Se aceptan pesos.", "No se reciben mon-", "", FOOTER, "Página 2 de 4"),
      page(
        3,
        `${HEADER} 3`,
        "",
        "edas extranjeras ni dólares. Se aceptan",
        "tarjetas.",
        FOOTER,
        "Página 3 de 4",
      ),
      page(4, `${HEADER} 4`, "Los vales se canjean en caja.", FOOTER, "Página 4 de 4"),
    ]);
    expect(sections[1].text.trim()).toBe(
      `Se aceptan pesos.\nNo se reciben monedas extranjeras ni dólares.\n\n${FOOTER}`,
    );
    expect(sections[2].text.trim()).toBe("Se aceptan\ntarjetas.");
  });

  // Each page's lines after its running header; the page break falls after each page's last line.
  const texts = (...pages: string[][]) =>
    pdfSections(pages.map((lines, at) => page(at + 1, `${HEADER} ${at + 1}`, ...lines))).map((section) =>
      section.text.trim(),
    );
  const long = Array.from({ length: 50 }, () => "palabra").join(" ");

  it("carries the rest of a sentence, a hyphenated word and its punctuation, or a soft-hyphenated word", () => {
    expect(
      texts(["No se reciben monedas extranjeras ni"], ["dólares. Se aceptan tarjetas.", "Fin."]),
    ).toEqual(["No se reciben monedas extranjeras ni dólares.", "Se aceptan tarjetas.\nFin."]);
    // A sentence too long to carry: only a hyphenated word is joined, with its colon.
    expect(texts(["Recursos Hu-"], [`manos: ${long}.`])).toEqual(["Recursos Humanos:", `${long}.`]);
    expect(texts(["Texto"], [`sin cortar ${long}.`])).toEqual(["Texto", `sin cortar ${long}.`]);
    expect(texts(["No se reciben mon\u00ad"], ["edas extranjeras.", "Fin."])).toEqual([
      "No se reciben monedas extranjeras.",
      "Fin.",
    ]);
  });

  it("leaves a page's opening alone when it starts a thought of its own or the page ends in layout", () => {
    const unchanged = (...pages: string[][]) =>
      expect(texts(...pages)).toEqual(pages.map((lines) => lines.join("\n")));
    // A list's letter after a line that does not end a sentence.
    unchanged(["La garantía no cubre"], ["a) golpes.", "Fin."]);
    unchanged(["La garantía no cubre"], ["b. golpes.", "Fin."]);
    // A lead-in closed by its colon, a section heading, a code broken after its hyphen.
    unchanged(["Horario:"], ["lunes a viernes.", "Fin."]);
    expect(texts(["Texto.", "3.2 Horario de atención"], ["lunes a viernes de 9 a 18 h.", "Fin."])).toEqual([
      "Texto.\n\n\n3.2 Horario de atención",
      "lunes a viernes de 9 a 18 h.\nFin.",
    ]);
    unchanged(["Consulte el código RH-"], ["03 vigente.", "Fin."]);
    // The end of an address, with or without a word's letters before its dash.
    unchanged(["Escriba a 〈debian-"], ["chmod - modifica permisos.", "Fin."]);
    unchanged(["Escriba un e-"], ["mail a soporte.", "Fin."]);
    // A label or a command over lines: no sentence ends on the page's first line.
    unchanged(["Tabla 3", "apt-get install"], ["sugerencia", "Use apt."]);
    // A footer of a document too short for it to count as repeated: the next page ends with it too.
    unchanged(
      ["No se reciben monedas", "Caja central, hoja 1"],
      ["extranjeras ni dólares.", "Caja central, hoja 2"],
    );
  });

  it("heads each chunk with the numbered sections it holds, carried over to the next pages", () => {
    const words = (n: number, word: string) => Array.from({ length: n }, () => word).join(" ");
    const pages = [
      page(1, `${HEADER} 1`, "Introducción al manual.", "3.1. Vacaciones", `${words(20, "descanso")}.`),
      page(2, `${HEADER} 2`, `${words(30, "continuación")}.`, "3.2. Bonos", `${words(10, "dinero")}.`),
      page(3, `${HEADER} 3`, `${words(10, "pago")}.`),
    ];
    const chunks = withSectionHeadings(chunkText(pdfSections(pages)));
    expect(chunks.map((chunk) => [chunk.page, chunk.heading])).toEqual([
      [1, `${HEADER} › 3.1. Vacaciones`],
      [2, `${HEADER} › 3.1. Vacaciones · 3.2. Bonos`],
      [3, `${HEADER} › 3.2. Bonos`],
    ]);
    // A reader names a chunk by the section its text opens in.
    expect(chunks.map((chunk) => openingSection(chunk.heading))).toEqual([
      "3.1. Vacaciones",
      "3.1. Vacaciones",
      "3.2. Bonos",
    ]);
    expect(openingSection("Políticas › Vacaciones")).toBe("Vacaciones");
    expect(openingSection(null)).toBe("");
    // The heading line stands as a paragraph of its own, not run into the sentence after it.
    expect(chunks[0].text).toContain("\n\n3.1. Vacaciones\n\n");
  });

  it("leaves a chunk before any numbered heading with its running header alone", () => {
    const chunks = withSectionHeadings(
      chunkText(pdfSections([page(1, `${HEADER} 1`, "Sin secciones."), page(2, `${HEADER} 2`, "Nada.")])),
    );
    expect(chunks.map((chunk) => chunk.heading)).toEqual([HEADER, HEADER]);
  });
});
