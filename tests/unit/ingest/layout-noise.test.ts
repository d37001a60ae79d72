import {
  contentsBlockLines,
  isContentsPage,
  isPageMarker,
  joinBrokenWords,
  repeatedMarginLines,
  withoutMarginNoise,
} from "@/server/ingest/layout-noise";
import { pdfSections } from "@/server/ingest/pdf-sections";

const lines = (...text: string[]) => text.join("\n");

/** A policy as a small business prints it: code and revision in the footer, «Página N de M». */
function policyPage(number: number, total: number, ...body: string[]) {
  return {
    page: number,
    text: lines(...body, "RIT-RH-001 Rev. 04", `Página ${number} de ${total}`),
  };
}

describe("running footers and page markers", () => {
  it("keeps the first copy of a footer repeated on many pages, whatever its numbers, and drops the rest", () => {
    const bodies = [
      "Horarios de entrada.",
      "Faltas y permisos.",
      "Vacaciones del personal.",
      "Aguinaldo anual.",
    ];
    const pages = bodies.map((body, index) => policyPage(index + 1, 4, body));
    const repeated = repeatedMarginLines(pages);
    const seen = new Set<string>();
    expect(pages.map((page) => withoutMarginNoise(page.text, repeated, seen))).toEqual([
      lines(bodies[0], "RIT-RH-001 Rev. 04"),
      ...bodies.slice(1),
    ]);
  });

  it("keeps a margin line that appears on only one or two pages: it is content", () => {
    const pages = [
      { text: lines("Las vacaciones se piden con 15 días de anticipación.", "Nota final") },
      { text: lines("Otro tema", "Nota final") },
      { text: lines("Tercer tema", "Cierre") },
      { text: lines("Cuarto tema", "Cierre de mes") },
    ];
    const repeated = repeatedMarginLines(pages);
    expect(withoutMarginNoise(pages[0].text, repeated, new Set())).toBe(pages[0].text);
  });

  it.each(["12", "- 12 -", "Página 3 de 17", "Pág. 3", "Page 3 of 17", "3/17", "Hoja 2"])(
    "takes «%s» alone on a line for a page marker",
    (line) => expect(isPageMarker(line)).toBe(true),
  );

  it.each(["12 días de vacaciones", "Artículo 12", "Página web de la empresa"])(
    "does not take «%s» for a page marker",
    (line) => expect(isPageMarker(line)).toBe(false),
  );

  it("drops a bare page number in the margin but keeps a number in the body", () => {
    expect(
      withoutMarginNoise(
        lines("7", "Primera línea", "Segunda", "12", "Tercera", "Cuarta"),
        new Set(),
        new Set(),
      ),
    ).toBe(lines("Primera línea", "Segunda", "12", "Tercera", "Cuarta"));
  });
});

describe("contents pages and indexes", () => {
  const contents = lines(
    "Contenido",
    "1. Objetivo 3",
    "2. Horarios y asistencia 4",
    "3. Faltas, permisos e incapacidades 8",
    "4. Vacaciones 10",
    "5. Aguinaldo y prima vacacional 12",
    "6. Medidas disciplinarias 15",
  );

  it("recognises a contents page without dot leaders near the start of a document", () => {
    expect(isContentsPage(contents, 1, 17)).toBe(true);
  });

  it("leaves the same lines alone in the middle of a long document: there they are a table", () => {
    expect(isContentsPage(contents, 10, 40)).toBe(false);
  });

  it("leaves a table of amounts alone even on an early page", () => {
    const prices = lines(
      "Tarifas de envío",
      "Zona 1 Centro 150",
      "Zona 2 Norte 220",
      "Zona 3 Sur 260",
      "Zona 4 Foránea 480",
      "Zona 5 Costa 650",
    );
    expect(isContentsPage(prices, 1, 17)).toBe(false);
  });

  it("leaves a page of prose alone", () => {
    const prose = lines(
      "El trabajador que falte sin justificación perderá el bono de puntualidad del mes.",
      "Las incapacidades del IMSS justifican la falta desde el primer día.",
      "El aviso se da al jefe inmediato antes de las 10:00 horas.",
      "Se entrega el formato RH-03 en un plazo de 3 días hábiles.",
      "Ver sección 4",
    );
    expect(isContentsPage(prose, 1, 17)).toBe(false);
  });

  it("recognises an index at the end of a document", () => {
    const index = lines(
      "Índice alfabético",
      "aguinaldo, 12",
      "asistencia, 4, 5",
      "faltas, 8",
      "incapacidad, 8, 9",
      "vacaciones, 10-11",
      "vales de despensa, 13",
    );
    expect(isContentsPage(index, 16, 17)).toBe(true);
  });
});

describe("a table of contents above a page's text", () => {
  const page = [
    "Contenido",
    "1. Presentación 2",
    "2. Cómo elegir el calentador solar adecuado 3",
    "3. Calentadores solares de baja presión, serie CS 4",
    "4. Calentadores solares presurizados, serie CSP 6",
    "5. Accesorios para calentador solar 7",
    "6. Purificadores por ósmosis inversa, serie PO 8",
    "1. Presentación",
    "Aquasol nació en León en 2009 como taller de instalación de calentadores solares.",
    "Hoy damos servicio en todo el país con una red de 12 centros de servicio propios.",
    "Este catálogo reúne las fichas técnicas y los precios al público de todas las líneas.",
    "Está dirigido al personal de ventas, de mostrador y de soporte técnico.",
    "Los precios de distribuidor se publican por separado en la lista de refacciones.",
  ];

  it("finds the contents list's lines and nothing else", () => {
    expect([...contentsBlockLines(page, 1, 54)]).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("is not indexed, while the page's text is", () => {
    const [section] = pdfSections([
      { page: 1, text: "Catálogo 2026\nPortada" },
      { page: 2, text: page.join("\n") },
    ]).filter((s) => s.page === 2);
    expect(section.text).toContain("Hoy damos servicio");
    expect(section.text).not.toContain("Cómo elegir el calentador");
  });

  it("leaves a column of models, a table in the middle of a document and figures that go down alone", () => {
    const models = [
      "2 a 3 personas CS-120",
      "3 a 4 personas CS-150",
      "4 a 5 personas CS-180",
      "5 a 7 personas CS-240",
      "7 a 9 personas CS-300",
    ];
    expect(contentsBlockLines(models, 1, 200).size).toBe(0);
    const permits = ["Matrimonio 5", "Nacimiento 5", "Fallecimiento 3", "Mudanza 1", "Trámite 1"];
    expect(contentsBlockLines(permits, 1, 17).size).toBe(0);
    const ascending = ["Mudanza 1", "Trámite 1", "Fallecimiento 3", "Matrimonio 5", "Nacimiento 5"];
    expect(contentsBlockLines(ascending, 8, 17).size).toBe(0);
  });
});

describe("words cut by a line break", () => {
  it("joins a hyphenated word and a code broken after its hyphen", () => {
    expect(joinBrokenWords("las incapaci-\ndades del IMSS y el formato RH-\n03 firmado")).toBe(
      "las incapacidades del IMSS y el formato RH-03 firmado",
    );
  });

  it("rejoins a capitalised word cut after its second letter", () => {
    expect(joinBrokenWords("la Em-\npresa y Recursos Hu-\nmanos en la sucursal Hi-\ndalgo")).toBe(
      "la Empresa y Recursos Humanos en la sucursal Hidalgo",
    );
    // One letter before the hyphen is an option or an initial, not a cut word.
    expect(joinBrokenWords("la opción N-\ndesde")).toBe("la opción N-\ndesde");
  });

  it("drops a soft hyphen, reads one that ends a line as a hyphen, leaves a dash between words", () => {
    expect(joinBrokenWords("vaca\u00adciones")).toBe("vacaciones");
    expect(joinBrokenWords("vaca\u00ad\nciones y mon\u00ad")).toBe("vacaciones y mon-");
    expect(joinBrokenWords("lunes -\nviernes")).toBe("lunes -\nviernes");
  });

  it("rejoins a whole word, a path's too, not a part of an e-mail address whose hyphen is its own", () => {
    expect(joinBrokenWords("(incapaci-\ndades) y «vaca-\nciones» en /usr/lo-\ncal/bin")).toBe(
      "(incapacidades) y «vacaciones» en /usr/local/bin",
    );
    expect(joinBrokenWords("escriba a 〈soporte-\nventas@empresa.mx〉")).toBe(
      "escriba a 〈soporte-\nventas@empresa.mx〉",
    );
  });
});

describe("pdfSections without the layout", () => {
  it("indexes neither the contents page nor the footers' copies, and rejoins cut words", () => {
    const total = 5;
    const pages = [
      policyPage(1, total, "Reglamento Interior de Trabajo", "Comercializadora del Bajío, S.A. de C.V."),
      policyPage(
        2,
        total,
        "Contenido",
        "Objetivo 3",
        "Horarios 3",
        "Faltas y permisos 4",
        "Vacaciones 5",
        "Aguinaldo 5",
      ),
      policyPage(
        3,
        total,
        "1.1 Objetivo",
        "Este reglamento rige a todo el personal.",
        "1.2 Horarios",
        "La entrada es a las 8:00 horas.",
      ),
      policyPage(
        4,
        total,
        "2.1 Faltas y permisos",
        "Las incapaci-",
        "dades se justifican con el formato RH-",
        "03.",
      ),
      policyPage(
        5,
        total,
        "3.1 Vacaciones",
        "Se piden con 15 días de anticipación.",
        "3.2 Aguinaldo",
        "Se paga antes del 20 de diciembre.",
      ),
    ];
    const sections = pdfSections(pages);
    expect(sections.map((section) => section.page)).toEqual([1, 3, 4, 5]);
    const text = sections.map((section) => section.text).join("\n");
    expect(text).not.toMatch(/Página \d/);
    expect(text.match(/RIT-RH-001/g)).toHaveLength(1);
    expect(text).not.toContain("Faltas y permisos 4");
    expect(text).toContain("incapacidades se justifican con el formato RH-03.");
  });
});

describe("content laid out alike on every page", () => {
  it("is not taken for a footer when the same shape fills the pages' bodies", () => {
    const page = (n: number) => ({
      text: lines(
        ...Array.from(
          { length: 8 },
          (_, line) => `${n}.${line + 1} Zona ${line + 1}: envío de $${150 + line * 10}.`,
        ),
      ),
    });
    const pages = [1, 2, 3, 4].map(page);
    const repeated = repeatedMarginLines(pages);
    expect(repeated.size).toBe(0);
    expect(withoutMarginNoise(pages[2].text, repeated, new Set())).toBe(pages[2].text);
  });
});
