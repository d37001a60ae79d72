import { openingListItems, splitIntoUnits } from "@/server/ai/sentences";

const texts = (text: string) => splitIntoUnits(text).map((unit) => unit.text);

describe("splitIntoUnits", () => {
  it("splits Spanish sentences, including ones opened by ¿ and ¡", () => {
    expect(texts("Abrimos a las 9:00 h. ¿Cerramos tarde? No. ¡Bienvenidos!")).toEqual([
      "Abrimos a las 9:00 h.",
      "¿Cerramos tarde?",
      "No.",
      "¡Bienvenidos!",
    ]);
  });

  it("does not split at abbreviations, initials or decimals", () => {
    expect(
      texts(
        "Hable con el Lic. Ramírez o la Dra. Ávila, p. ej. el lunes. Pesa 1.6 kg. Mr. J. Smith agrees. See No. 5.",
      ),
    ).toEqual([
      "Hable con el Lic. Ramírez o la Dra. Ávila, p. ej. el lunes.",
      "Pesa 1.6 kg.",
      "Mr. J. Smith agrees.",
      "See No. 5.",
    ]);
  });

  it("keeps each list line as a unit without its marker and joins wrapped paragraph lines", () => {
    expect(
      splitIntoUnits("Necesitas:\n- El ticket.\n* La factura.\n2) Tu INE.\nEl reembolso tarda\n5 días."),
    ).toEqual([
      { text: "Necesitas:", listItem: false },
      { text: "El ticket.", listItem: true },
      { text: "La factura.", listItem: true },
      { text: "Tu INE.", listItem: true },
      { text: "El reembolso tarda 5 días.", listItem: false },
    ]);
  });

  it("quotes a list line that runs a whole section together sentence by sentence", () => {
    // A PDF that lost its line breaks: a numbered section and its steps on one line.
    const line =
      "5. El cliente registra su equipo dentro de los 30 días posteriores a la compra. Si no lo registra, " +
      "presenta el ticket. 2. Para reportar una falla, llama al 800 872 7865.";
    expect(splitIntoUnits(line)).toEqual([
      {
        text: "El cliente registra su equipo dentro de los 30 días posteriores a la compra.",
        listItem: true,
      },
      { text: "Si no lo registra, presenta el ticket.", listItem: true },
      { text: "Para reportar una falla, llama al 800 872 7865.", listItem: true },
    ]);
  });

  it("splits English sentences", () => {
    expect(texts("We ship to Canada. Orders arrive in 7 days! Questions? Write to us.")).toEqual([
      "We ship to Canada.",
      "Orders arrive in 7 days!",
      "Questions?",
      "Write to us.",
    ]);
  });

  it("gives the unit after a numbered section heading that heading, and does not quote the heading", () => {
    // PDF chunks keep a numbered heading as a paragraph of its own (server/ingest/pdf-sections.ts).
    const text = "Fin de la sección anterior.\n\n3.2.1. El nombre del equipo\n\nEl núcleo lo guarda. Otra.";
    expect(splitIntoUnits(text, { numberedHeadings: true })).toEqual([
      { text: "Fin de la sección anterior.", listItem: false },
      { text: "El núcleo lo guarda.", listItem: false, section: "3.2.1. El nombre del equipo" },
      { text: "Otra.", listItem: false },
    ]);
    // Outside a document it is content: a Q&A answer or a block's paragraph may be "1.5 Litros".
    expect(texts("1.5 Litros\n\nPor botella.")).toEqual(["1.5 Litros", "Por botella."]);
  });

  it("reads a numbered list a PDF ran into its paragraph as list items after their lead-in", () => {
    expect(splitIntoUnits("Siga los pasos: 1. Apague el equipo. 2. Retire la batería. Listo.")).toEqual([
      { text: "Siga los pasos:", listItem: false },
      { text: "Apague el equipo.", listItem: true },
      { text: "Retire la batería.", listItem: true },
      { text: "Listo.", listItem: false },
    ]);
    // A number that ends a sentence is part of it.
    expect(texts("La prioridad por defecto es 500. Los paquetes nuevos tienen 990.")).toEqual([
      "La prioridad por defecto es 500.",
      "Los paquetes nuevos tienen 990.",
    ]);
  });

  it("reads a lettered list a PDF ran into its paragraph as list items after their lead-in", () => {
    expect(
      splitIntoUnits(
        "La empresa se compromete a: a) Reparar sin costo las piezas. b) Reemplazar el equipo cuando el defecto se repita tres veces. Fuera de plazo se cobra.",
      ),
    ).toEqual([
      { text: "La empresa se compromete a:", listItem: false },
      { text: "Reparar sin costo las piezas.", listItem: true },
      { text: "Reemplazar el equipo cuando el defecto se repita tres veces.", listItem: true },
      { text: "Fuera de plazo se cobra.", listItem: false },
    ]);
    // A letter and a bracket that open no capitalised item are part of the sentence.
    expect(splitIntoUnits("Ver el artículo 5. a) y b) son obligatorios.")).toEqual([
      { text: "Ver el artículo 5. a) y b) son obligatorios.", listItem: false },
    ]);
    expect(splitIntoUnits("a) y b) son obligatorios.")).toEqual([
      { text: "a) y b) son obligatorios.", listItem: false },
    ]);
    // On a line of its own, a lettered item is one too.
    expect(splitIntoUnits("Se aceptan:\na) Efectivo.\nb) Tarjeta.")).toEqual([
      { text: "Se aceptan:", listItem: false },
      { text: "Efectivo.", listItem: true },
      { text: "Tarjeta.", listItem: true },
    ]);
    // A letter and a bracket inside a sentence open nothing: «la opción a) o la b)».
    expect(texts("Elija la opción a) o la b) del formato. Luego fírmelo.")).toEqual([
      "Elija la opción a) o la b) del formato.",
      "Luego fírmelo.",
    ]);
  });

  it("reads bullets a PDF ran into the line of their lead-in as list items after it", () => {
    expect(
      splitIntoUnits(
        "Enfermería administra un medicamento cuando recibe: • El formato ENF-03. • La receta médica.",
      ),
    ).toEqual([
      { text: "Enfermería administra un medicamento cuando recibe:", listItem: false },
      { text: "El formato ENF-03.", listItem: true },
      { text: "La receta médica.", listItem: true },
    ]);
    // Between two parts of one line, a bullet separates them: it opens no item.
    expect(texts("Lunes a viernes • 9:00 a 18:00")).toEqual(["Lunes a viernes • 9:00 a 18:00"]);
    expect(texts("Corte $150 • Tinte $400. Peinado $200.")).toEqual([
      "Corte $150 • Tinte $400.",
      "Peinado $200.",
    ]);
  });

  it("keeps a CSV row turned into named fields as one unit, whatever periods its column names have", () => {
    const units = splitIntoUnits(
      "Clave: BAN-0111; Descripción: Kit de distribución Jetta A4 2.0; Exist. MAT: 2; Exist. CEDIS: 15\n\n" +
        "Clave: BAN-0107; Descripción: Banda Tsuru; Exist. MAT: 3; Exist. CEDIS: 22",
    );
    expect(units).toEqual([
      {
        text: "Clave: BAN-0111; Descripción: Kit de distribución Jetta A4 2.0; Exist. MAT: 2; Exist. CEDIS: 15",
        listItem: false,
        record: true,
      },
      {
        text: "Clave: BAN-0107; Descripción: Banda Tsuru; Exist. MAT: 3; Exist. CEDIS: 22",
        listItem: false,
        record: true,
      },
    ]);
    // Prose with a colon and a semicolon is still split into its sentences.
    expect(texts("Horario: de 9 a 18 h; sábados cerrado. Exist. pedidos: ninguno.")).toHaveLength(2);
  });

  it("reads the items a page opens with, where a page break split a list", () => {
    expect(openingListItems("4. Régimen fiscal. 5. Uso del CFDI. Además se pide el correo.")).toEqual([
      { marker: "4.", text: "Régimen fiscal." },
      { marker: "5.", text: "Uso del CFDI." },
    ]);
    expect(
      openingListItems("• Copia de la receta médica. • El medicamento en su empaque. Un adulto lo entrega."),
    ).toEqual([
      { marker: "•", text: "Copia de la receta médica." },
      { marker: "•", text: "El medicamento en su empaque." },
    ]);
    // Items without periods, or a paragraph each; a page of one paragraph that ends without one.
    expect(openingListItems("• Régimen fiscal\n• Uso del CFDI\n\nAdemás se pide el correo.")).toEqual([
      { marker: "•", text: "Régimen fiscal" },
      { marker: "•", text: "Uso del CFDI" },
    ]);
    expect(
      openingListItems("4. Régimen fiscal.\n\n5. Uso del CFDI.\n\nAdemás se pide el correo."),
    ).toHaveLength(2);
    expect(openingListItems("c) Uso del CFDI. El correo se pide a: facturas@empresa.mx")).toEqual([
      { marker: "c)", text: "Uso del CFDI." },
    ]);
    // A section's title, alone or run into its first sentence, a sentence and an empty page open no list.
    expect(openingListItems("4. Horarios de ruta\n\nLas rutas salen a las 9:00.")).toEqual([]);
    expect(openingListItems("3. Horarios de ruta Las rutas salen a las 9:00, 12:00 y 16:00 horas.")).toEqual(
      [],
    );
    expect(openingListItems("3. Facturación Cada factura se emite en el punto de venta.")).toEqual([]);
    // Capitals inside an item are no title: a name, a letter, a place.
    expect(
      openingListItems("3. Licencia de conducir tipo A vigente. 4. Comprobante de domicilio en La Paz."),
    ).toEqual([
      { marker: "3.", text: "Licencia de conducir tipo A vigente." },
      { marker: "4.", text: "Comprobante de domicilio en La Paz." },
    ]);
    expect(openingListItems("Las rutas salen a las 9:00. 1. Primera ruta.")).toEqual([]);
    expect(openingListItems("")).toEqual([]);
  });
});
