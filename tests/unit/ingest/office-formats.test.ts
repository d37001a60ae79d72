import { strToU8, zipSync } from "fflate";

import { docxToSections } from "@/server/ingest/docx";
import { htmlToSections } from "@/server/ingest/html-text";
import { contentMatchesExtension, detectFileType } from "@/server/ingest/magic-bytes";
import { markdownToSections } from "@/server/ingest/markdown";
import { pptxToText } from "@/server/ingest/pptx";
import { odsToText, xlsxToText } from "@/server/ingest/spreadsheet";
import { ZIP_MAX_INFLATED_BYTES, ZipLimitError } from "@/server/ingest/zip";
import { docxFile, odsFile, pptxFile, xlsxFile } from "@/tests/helpers/office-fixtures";

const utf8 = (text: string) => new TextEncoder().encode(text);

describe("Word (.docx)", () => {
  it("keeps headings as the sections' heading paths, list items and table rows as paragraphs", async () => {
    const bytes = await docxFile([
      { paragraph: "Documento interno de Refacciones La Biela." },
      { heading: "Reglamento interior", level: 1 },
      { heading: "Uniformes", level: 2 },
      { paragraph: "Los viernes se usa la playera azul marino con el logotipo bordado." },
      { bullets: ["Zapato de seguridad en bodega.", "Gafete visible en todo momento."] },
      { heading: "Turnos", level: 2 },
      {
        table: [
          ["Turno", "Horario"],
          ["Matutino", "7:00 a 15:00"],
          ["Vespertino", "15:00 a 23:00"],
        ],
      },
    ]);
    expect(await docxToSections(bytes)).toEqual([
      { heading: null, text: "Documento interno de Refacciones La Biela." },
      {
        heading: "Reglamento interior › Uniformes",
        text:
          "Los viernes se usa la playera azul marino con el logotipo bordado.\n\n" +
          "Zapato de seguridad en bodega.\n\nGafete visible en todo momento.",
      },
      {
        heading: "Reglamento interior › Turnos",
        text: "Turno: Matutino; Horario: 7:00 a 15:00\n\nTurno: Vespertino; Horario: 15:00 a 23:00",
      },
    ]);
  });

  it("refuses an archive that claims to inflate past the limit before inflating it", async () => {
    const bytes = await docxFile([{ paragraph: "Hola." }]);
    // The declared size of the first entry, in its central directory record, is rewritten.
    const view = Buffer.from(bytes);
    const central = view.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    view.writeUInt32LE(ZIP_MAX_INFLATED_BYTES + 1, central + 24);
    await expect(docxToSections(new Uint8Array(view))).rejects.toBeInstanceOf(ZipLimitError);
  });
});

describe("Excel (.xlsx) and OpenDocument (.ods)", () => {
  const sheets = [
    {
      name: "Precios",
      rows: [
        ["Producto", "Precio", "Existencias"],
        ["Bomba sumergible BS-200", "$3,450 MXN", 12],
        ["Filtro de arena FA-50", "$1,280 MXN", 4],
      ],
    },
    { name: "Vacía", rows: [] },
    {
      name: "Proveedores",
      rows: [
        ["Proveedor", "Teléfono"],
        ["Hidráulica del Bajío", "442 215 3300"],
      ],
    },
  ];
  const expected = [
    {
      heading: "Precios",
      text:
        "Producto: Bomba sumergible BS-200; Precio: $3,450 MXN; Existencias: 12\n\n" +
        "Producto: Filtro de arena FA-50; Precio: $1,280 MXN; Existencias: 4",
    },
    { heading: "Proveedores", text: "Proveedor: Hidráulica del Bajío; Teléfono: 442 215 3300" },
  ];

  it("reads each sheet's rows as sentences naming their columns (xlsx)", async () => {
    expect(await xlsxToText(await xlsxFile(sheets))).toEqual({
      sections: expected,
      sheets: 2,
      rows: 3,
      truncated: false,
    });
  });

  it("reads an .ods the same way, its repeated empty rows and columns never expanded", () => {
    expect(odsToText(odsFile(sheets))).toEqual({ sections: expected, sheets: 2, rows: 3, truncated: false });
  });

  it("keeps at most the row limit across sheets", async () => {
    const text = await xlsxToText(await xlsxFile(sheets), 2);
    expect(text).toMatchObject({ rows: 2, truncated: true, sheets: 1 });
  });

  it("reads dates as dates and formulas as their results", async () => {
    const ExcelJS = (await import("exceljs")).default;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Pagos");
    sheet.addRow(["Concepto", "Fecha", "Total"]);
    sheet.addRow(["Renta", new Date(Date.UTC(2026, 2, 1)), { formula: "1000*2", result: 2000 }]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect((await xlsxToText(bytes)).sections[0].text).toBe(
      "Concepto: Renta; Fecha: 2026-03-01; Total: 2000",
    );
  });
});

describe("PowerPoint (.pptx)", () => {
  it("makes one section per slide, in order: its number, its title as heading, tables and notes in the text", async () => {
    const bytes = await pptxFile([
      { title: "Capacitación de ventas 2026", body: ["Equipo comercial, sucursal Querétaro."] },
      {
        title: "Política de descuentos",
        body: ["Un vendedor autoriza hasta 15 % de descuento sin el gerente."],
        table: [
          ["Cliente", "Descuento"],
          ["Mayorista", "10 %"],
        ],
        notes: "La gerente regional es Laura Méndez.",
      },
    ]);
    expect(pptxToText(bytes)).toEqual({
      slides: 2,
      sections: [
        { page: 1, heading: "Capacitación de ventas 2026", text: "Equipo comercial, sucursal Querétaro." },
        {
          page: 2,
          heading: "Política de descuentos",
          text:
            "Un vendedor autoriza hasta 15 % de descuento sin el gerente.\n\n" +
            "Cliente: Mayorista; Descuento: 10 %\n\nLa gerente regional es Laura Méndez.",
        },
      ],
    });
  });
});

describe("HTML", () => {
  it("drops scripts, styles, menus and markup, keeps headings as heading paths and tables as sentences", () => {
    const html = `<!doctype html><html><head><title>Ayuda</title><style>h2{color:red}</style>
      <script>document.cookie="robado"</script></head><body><nav><a href="/">Inicio</a> · Productos</nav>
      <h1>Centro de ayuda</h1><p>Bienvenido &amp; gracias por tu compra.</p>
      <h2 onclick="alert(1)">Garantía <em>extendida</em></h2><p>Cubre 24 meses<br>desde la entrega.</p>
      <img src=x onerror="alert(2)"><ul><li>Motor</li><li>Tablero</li></ul>
      <table><tr><th>Plan</th><th>Precio</th></tr><tr><td>Básico</td><td>$900</td></tr></table>
      <noscript>Activa JavaScript</noscript></body></html>`;
    const sections = htmlToSections(html);
    expect(sections).toEqual([
      { heading: "Centro de ayuda", text: "Bienvenido & gracias por tu compra." },
      {
        heading: "Centro de ayuda › Garantía extendida",
        text: "Cubre 24 meses desde la entrega.\n\nMotor\n\nTablero\n\nPlan: Básico; Precio: $900",
      },
    ]);
    expect(JSON.stringify(sections)).not.toMatch(/robado|color|alert|Inicio|JavaScript|Ayuda/);
  });
});

describe("Markdown", () => {
  it("cuts at headings (both styles), keeps lists and tables, and drops inline markup and front matter", () => {
    const markdown = [
      "---",
      "autor: Bodega",
      "---",
      "Manual de bodega",
      "================",
      "",
      "Lo que **todo** almacenista debe saber, ver [el portal](https://example.com).",
      "",
      "## Recepción de mercancía",
      "",
      "- La mercancía se recibe de `7:00` a 11:00 en el *andén 3*.",
      "- Se revisa contra la orden de compra.",
      "",
      "| Proveedor | Día |",
      "|-----------|-----|",
      "| Hidráulica del Bajío | martes |",
      "",
      "```",
      "codigo ANDEN-3",
      "```",
    ].join("\n");
    expect(markdownToSections(markdown)).toEqual([
      { heading: "Manual de bodega", text: "Lo que todo almacenista debe saber, ver el portal." },
      {
        heading: "Manual de bodega › Recepción de mercancía",
        text:
          "La mercancía se recibe de 7:00 a 11:00 en el andén 3.\n\nSe revisa contra la orden de compra.\n\n" +
          "Proveedor: Hidráulica del Bajío; Día: martes\n\ncodigo ANDEN-3",
      },
    ]);
  });
});

describe("file type from the bytes", () => {
  it("tells the Office formats apart by their entries, and text formats by their content", async () => {
    const docx = await docxFile([{ paragraph: "Hola." }]);
    const xlsx = await xlsxFile([{ name: "Hoja1", rows: [["a"]] }]);
    const pptx = await pptxFile([{ title: "Hola" }]);
    const ods = odsFile([{ name: "Hoja1", rows: [["a"]] }]);
    expect([docx, xlsx, pptx, ods].map(detectFileType)).toEqual(["docx", "xlsx", "pptx", "ods"]);
    expect(contentMatchesExtension("docx", docx)).toBe(true);
    expect(contentMatchesExtension("xlsx", docx)).toBe(false);
    expect(contentMatchesExtension("pptx", xlsx)).toBe(false);
    expect(contentMatchesExtension("ods", xlsx)).toBe(false);
    expect(contentMatchesExtension("html", utf8("<!doctype html><p>Hola</p>"))).toBe(true);
    expect(contentMatchesExtension("txt", utf8("<!doctype html><p>Hola</p>"))).toBe(false);
    expect(contentMatchesExtension("md", utf8("# Título\n\nTexto."))).toBe(true);
    expect(contentMatchesExtension("txt", utf8("Texto plano."))).toBe(true);
    expect(contentMatchesExtension("html", utf8("Texto plano."))).toBe(false);
  });

  it("refuses a ZIP that is no Office file, and a docx that is plain text", () => {
    const zip = zipSync({ "notas.txt": strToU8("hola") });
    expect(detectFileType(zip)).toBeNull();
    expect(contentMatchesExtension("docx", zip)).toBe(false);
    expect(contentMatchesExtension("docx", utf8("Hola"))).toBe(false);
  });
});
