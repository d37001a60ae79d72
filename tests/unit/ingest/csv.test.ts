import { csvToText, detectDelimiter, parseCsvRecords } from "@/server/ingest/csv";

describe("parseCsvRecords (RFC 4180)", () => {
  it("splits records on CRLF, LF and CR", () => {
    expect(parseCsvRecords("a,b\r\n1,2\n3,4\r5,6", ",")).toEqual([
      ["a", "b"],
      ["1", "2"],
      ["3", "4"],
      ["5", "6"],
    ]);
  });

  it("keeps delimiters, doubled quotes and line breaks inside quoted fields", () => {
    expect(parseCsvRecords('nombre,nota\n"Pérez, Ana","Dijo ""hola""\ny se fue"\n', ",")).toEqual([
      ["nombre", "nota"],
      ["Pérez, Ana", 'Dijo "hola"\ny se fue'],
    ]);
  });

  it("keeps empty fields, quoted or not", () => {
    expect(parseCsvRecords('a,,"",d', ",")).toEqual([["a", "", "", "d"]]);
  });

  it("skips blank lines", () => {
    expect(parseCsvRecords("a,b\n\n1,2\n\n\n", ",")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("is lenient with stray and unterminated quotes", () => {
    expect(parseCsvRecords('pulgadas,27"\n"sin cerrar,x\ny', ",")).toEqual([
      ["pulgadas", '27"'],
      ["sin cerrar,x\ny"],
    ]);
  });

  it("stops after the requested number of records", () => {
    expect(parseCsvRecords("a\nb\nc\nd", ",", 2)).toEqual([["a"], ["b"]]);
  });
});

describe("detectDelimiter", () => {
  it("finds commas, semicolons and tabs", () => {
    expect(detectDelimiter("a,b,c\n1;2;3")).toBe(",");
    expect(detectDelimiter("Producto;Precio;Descripción\nCafé;45,50;Molido")).toBe(";");
    expect(detectDelimiter("a\tb\tc\n")).toBe("\t");
  });

  it("ignores delimiters inside quotes and defaults to a comma", () => {
    expect(detectDelimiter('"a;b;c;d",e\n')).toBe(",");
    expect(detectDelimiter("una sola columna\n")).toBe(",");
  });
});

describe("csvToText", () => {
  it("turns each row into 'Header: value' pairs, one paragraph per row", () => {
    const csv = "Producto,Precio,Disponible\nCafé de Chiapas,45.50,Sí\nTé verde,30,No\n";
    expect(csvToText(csv)).toEqual({
      text: "Producto: Café de Chiapas; Precio: 45.50; Disponible: Sí\n\nProducto: Té verde; Precio: 30; Disponible: No",
      rows: 2,
      truncated: false,
    });
  });

  it("reads semicolon exports from Excel with a byte-order mark", () => {
    const csv = '\ufeffClave;Descripción;Precio\r\nA-01;Silla "ejecutiva";1.299,00\r\n';
    expect(csvToText(csv).text).toBe('Clave: A-01; Descripción: Silla "ejecutiva"; Precio: 1.299,00');
  });

  it("handles quoted commas and line breaks in cells", () => {
    const csv = 'Pregunta,Respuesta\n"¿Horario, sábados?","De 9 a 14 h.\nDomingos cerrado."\n';
    expect(csvToText(csv).text).toBe(
      "Pregunta: ¿Horario, sábados?; Respuesta: De 9 a 14 h. Domingos cerrado.",
    );
  });

  it("skips empty cells and blank rows, and names columns without a header", () => {
    const csv = "Nombre,,Ciudad\nAna,,Monterrey\n,,\nLuis,extra,,sobra\n";
    expect(csvToText(csv)).toEqual({
      text: "Nombre: Ana; Ciudad: Monterrey\n\nNombre: Luis; #2: extra; #4: sobra",
      rows: 2,
      truncated: false,
    });
  });

  it("caps the number of rows and says so", () => {
    const csv = ["n", ...Array.from({ length: 10 }, (_, i) => String(i))].join("\n");
    expect(csvToText(csv, { maxRows: 3 })).toEqual({
      text: "n: 0\n\nn: 1\n\nn: 2",
      rows: 3,
      truncated: true,
    });
    expect(csvToText(csv, { maxRows: 10 }).truncated).toBe(false);
  });

  it("keeps a file of a single line", () => {
    expect(csvToText("solo,una,línea")).toEqual({ text: "solo; una; línea", rows: 0, truncated: false });
  });

  it("returns nothing for an empty file", () => {
    expect(csvToText("")).toEqual({ text: "", rows: 0, truncated: false });
    expect(csvToText("\ufeff\r\n\r\n")).toEqual({ text: "", rows: 0, truncated: false });
  });
});
