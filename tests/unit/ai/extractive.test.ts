import { createEmbeddedEngine, EXTRACTIVE, extractiveAnswer } from "@/server/ai/extractive";
import { RELEVANCE } from "@/server/ai/relevance";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { CORPUS, ranked, SPLIT_LIST } from "./corpus";

const answer = (question: string, ...chunks: Parameters<typeof ranked>) =>
  extractiveAnswer(question, ranked(...chunks), "es");

describe("extractive answers on a Spanish corpus", () => {
  it("quotes the opening hours asked for and cites their source", () => {
    const result = answer("¿A qué hora abren los sábados?", CORPUS.horario, CORPUS.producto);
    expect(result.text).toContain("10:00 a 14:00");
    expect(result.text).toMatch(/\[1\]$/);
    expect(result.sources).toEqual([
      { number: 1, kind: "knowledge_block", id: "kb-horario", title: "Horario de atención", page: null },
    ]);
    expect(result.answered).toBe(true);
  });

  it("answers from the section whose heading names the topic, even when its sentences do not", () => {
    // Two sections of one block, as the seed indexes them: the hours never repeat the heading's words,
    // while the contact section happens to say "horario".
    const hours = {
      ...CORPUS.horario,
      chunkId: "c-hours",
      heading: "Horario de atención y contacto › Horario de atención",
      text: "Atendemos a clientes de lunes a viernes de 9:00 a 18:00 h. Domingos y festivos permanecemos cerrados.",
    };
    const contact = {
      ...CORPUS.horario,
      chunkId: "c-contact",
      heading: "Horario de atención y contacto › Contacto",
      text: "Respondemos los correos en 24 horas. Las solicitudes recibidas fuera de horario se atienden el siguiente día hábil.",
    };
    const answer = extractiveAnswer("¿Cuál es el horario de atención?", ranked(hours, contact), "es");
    expect(answer.text).toContain("9:00 a 18:00");
    expect(answer.text).not.toContain("fuera de horario");
    expect(answer.sources.map((source) => source.number)).toEqual([1]);
  });

  it("cites the chunk that holds the fact even when it is not the first one, as [1]", () => {
    const result = answer("¿Cuántos días de vacaciones me corresponden?", CORPUS.horario, CORPUS.vacaciones);
    expect(result.text).toContain("12 días de vacaciones");
    expect(result.text).toMatch(/\[1\]$/);
    expect(result.text).not.toContain("[2]");
    expect(result.sources.map((s) => [s.number, s.id])).toEqual([[1, "kb-rh"]]);
  });

  it("finds a product by its code and cites the document page", () => {
    const result = answer("¿Qué garantía tiene el SKU-4471-B?", CORPUS.producto, CORPUS.horario);
    expect(result.text).toContain("2 años");
    expect(result.sources).toEqual([
      { number: 1, kind: "document", id: "doc-catalogo", title: "Catálogo 2024.pdf", page: 12 },
    ]);
  });

  it("brings the list under a quoted lead-in, as indented lines", () => {
    const result = answer("¿Qué necesito para una devolución?", CORPUS.devoluciones, CORPUS.vacaciones);
    expect(result.text).toContain(
      "Para solicitar una devolución necesitas:\n- El ticket o la factura original.",
    );
    expect(result.text).toContain("- Una identificación oficial.");
    expect(result.sources[0]).toMatchObject({ id: "doc-politicas", page: 4 });
  });

  it("keeps abbreviations inside the sentence they belong to", () => {
    const result = answer("¿Cómo se hace la solicitud de vacaciones?", CORPUS.vacaciones);
    expect(result.text).toContain("La solicitud se hace con el Lic. Ramírez, de Recursos Humanos");
  });

  it("answers an English question from an English chunk", () => {
    const result = extractiveAnswer(
      "How many days do international orders take?",
      ranked(CORPUS.shippingEn, CORPUS.horario),
      "en",
    );
    expect(result.text).toContain("International orders arrive in 7 to 10 business days. [1]");
    expect(result.sources.map((s) => s.id)).toEqual(["kb-shipping-en"]);
  });

  it("returns a strongly matching Q&A pair's stored answer verbatim with its citation", () => {
    const result = answer("¿Cuánto cuesta el envío a domicilio?", CORPUS.envio, CORPUS.devoluciones);
    expect(result.text).toBe(`${CORPUS.envio.text} [1]`);
    expect(result.sources).toEqual([
      { number: 1, kind: "qa_pair", id: "qa-envio", title: CORPUS.envio.title, page: null },
    ]);
  });

  it("recognises the Q&A question reworded without accents, cited [1] though it ranked second", () => {
    const result = answer("cuanto cuesta el envio a domicilio", CORPUS.horario, CORPUS.envio);
    expect(result.text).toBe(`${CORPUS.envio.text} [1]`);
    expect(result.sources.map((s) => [s.number, s.id])).toEqual([[1, "qa-envio"]]);
  });

  it("strips the question when the indexer stored it before the answer", () => {
    const combined = { ...CORPUS.envio, text: `${CORPUS.envio.title}\n\n${CORPUS.envio.text}` };
    expect(answer("¿Cuánto cuesta el envío a domicilio?", combined).text).toBe(`${CORPUS.envio.text} [1]`);
  });

  it("quotes a Q&A pair's answer, never its question, when the question is asked in other words", () => {
    const pair = {
      ...CORPUS.envio,
      title: "¿Hacen envíos a todo México?",
      text: "¿Hacen envíos a todo México?\n\nSí. Enviamos a toda la República por paquetería; tarda de 3 a 5 días hábiles.",
    };
    const result = extractiveAnswer("Do you ship to all of Mexico?", ranked(pair), "en");
    expect(result.text).toContain("Enviamos a toda la República");
    expect(result.text).not.toContain("¿Hacen envíos a todo México?");
    expect(result.sources.map((s) => s.id)).toEqual(["qa-envio"]);
  });

  it("does not quote a Q&A pair whose question is a different one", () => {
    const result = answer("¿A qué hora abren los sábados?", CORPUS.envio, CORPUS.horario);
    expect(result.text).toContain("10:00 a 14:00");
    expect(result.sources.map((s) => s.id)).toEqual(["kb-horario"]);
  });

  it("quotes at most ~80 words: a page-long run of text is cut around what was asked", () => {
    const table = (from: number) =>
      Array.from({ length: 40 }, (_, i) => `orden${from + i} hace la tarea ${from + i} del sistema`).join(
        " ",
      );
    const page = {
      ...CORPUS.producto,
      text: `${table(0)} lspci(8) identifica el hardware PCI conectado ${table(100)}`,
    };
    const result = extractiveAnswer("¿Con qué orden identifico el hardware PCI?", ranked(page), "es");
    const quote = result.text.replace(/ \[1\]$/, "");
    expect(quote).toContain("lspci(8) identifica el hardware PCI conectado");
    expect(quote).toMatch(/^… .* …$/);
    expect(quote.replace(/…/g, "").trim().split(/\s+/).length).toBeLessThanOrEqual(EXTRACTIVE.maxWords);
  });

  it("quotes the best sentence whole when it is of ordinary length, cutting its companions instead", () => {
    // A warranty policy's list as the catalogue corpus writes it: the answer is the last item, and
    // what it says last («más 90 días») is the fact asked for; the other items share the question's
    // words and come along, so the 80 words must be shared.
    const page = {
      ...CORPUS.producto,
      text:
        "Para hacer válida la garantía:\n" +
        "- El cliente registra su equipo dentro de los 30 días naturales posteriores a la compra en www.aquasol.com.mx/garantia.\n" +
        "- Documentos que el cliente debe tener a la mano: comprobante de compra (ticket o factura), esta póliza sellada por el vendedor y una identificación oficial.\n" +
        "- Si el vendedor no selló la póliza, basta con el comprobante de compra.\n" +
        "- Si el cliente perdió el comprobante, se acepta el registro en línea o, en último caso, la fecha de fabricación de la placa de serie más 90 días.",
    };
    const result = answer(
      "Me llamó un cliente muy molesto: perdió el ticket de compra de su purificador, el distribuidor nunca le selló la póliza y tampoco lo registró en la página. Ahora la bomba no arranca y quiere que se la cambiemos en garantía. ¿Cómo establecemos la fecha de compra para saber si todavía está cubierto?",
      page,
    );
    const quote = result.text.replace(/ \[1\]$/, "");
    expect(quote).toContain(
      "- Si el cliente perdió el comprobante, se acepta el registro en línea o, en último caso, la fecha de fabricación de la placa de serie más 90 días.",
    );
    // A companion is cut instead, and the whole still fits the budget.
    expect(quote).toContain("…");
    expect(quote.replace(/^- /gm, "").replace(/…/g, "").trim().split(/\s+/).length).toBeLessThanOrEqual(
      EXTRACTIVE.maxWords,
    );
  });

  it("goes on with a quoted lead-in's list overleaf, and never quotes those items on their own", () => {
    const page = SPLIT_LIST;
    expect(answer("¿Qué datos se necesitan para emitir una factura?", page).text).toBe(
      "Para emitir una factura se necesitan los cinco datos siguientes:\n- RFC.\n- Nombre o razón social.\n- Código postal.\n- Régimen fiscal.\n- Uso del CFDI. [1]",
    );
    // Asked about what the items say, without the lead-in quoted, nothing comes from overleaf.
    const items = {
      ...page,
      text: "El RFC y el código postal se copian de la constancia.",
      listContinuation: [{ marker: "4.", text: "Régimen fiscal." }],
    };
    expect(answer("¿De dónde se copian el RFC y el código postal?", items).text).not.toContain("Régimen");
  });

  it("quotes an item that answers once, and whole, though its lead-in brings it too", () => {
    const page = {
      ...CORPUS.producto,
      text:
        "Para hacer válida la garantía:\n" +
        "- Si el cliente perdió el comprobante de compra, se acepta el registro en línea del equipo o, en último caso, la fecha de fabricación de la placa de serie más 90 días.\n" +
        "- El cliente presenta una identificación oficial vigente y la póliza sellada por el distribuidor que le vendió el equipo.\n" +
        "- El técnico revisa el número de serie, el modelo y el estado de la instalación antes de abrir el reporte de servicio.",
    };
    const { text } = answer("¿Qué pasa con la garantía si el cliente perdió el comprobante de compra?", page);
    expect(text).toContain(
      "- Si el cliente perdió el comprobante de compra, se acepta el registro en línea del equipo o, en último caso, la fecha de fabricación de la placa de serie más 90 días.",
    );
    expect(text.split("perdió el comprobante")).toHaveLength(2);
  });

  it("keeps an item two quoted lists share", () => {
    const page = {
      ...CORPUS.producto,
      text:
        "Para abrir una cuenta de crédito se necesita:\n- Identificación oficial.\n- Comprobante de domicilio.\n\n" +
        "Para cerrar una cuenta de crédito se necesita:\n- Identificación oficial.\n- Estado de cuenta firmado.",
    };
    const { text } = answer("¿Qué se necesita para abrir o cerrar una cuenta de crédito?", page);
    expect(text).toContain(
      "Para cerrar una cuenta de crédito se necesita:\n- Identificación oficial.\n- Estado de cuenta firmado.",
    );
  });

  it("quotes a sentence a page prints twice once", () => {
    // The Debian manual's apt-pinning page repeats its warning box; both copies are as good as each other.
    const warning =
      "Se debe evitar la alteración de la selección de paquetes (apt-pinning) excepto cuando sea absolutamente indispensable.";
    const page = {
      ...CORPUS.producto,
      text: `aviso El uso de apt-pinning es una causa segura de problemas. ${warning} La prioridad por defecto es 500. ${warning}`,
    };
    const { text } = answer("¿Cuándo se debe evitar la alteración de la selección de paquetes?", page);
    expect(text.split(warning)).toHaveLength(2);
  });

  it("quotes what a long message asks, not only what its story tells", () => {
    const payments = {
      ...CORPUS.producto,
      chunkId: "c-payments",
      text: "En caja, el cliente paga con tarjeta de crédito o en efectivo.",
    };
    const invoices = {
      ...CORPUS.devoluciones,
      text: "La factura de una compra se pide en el portal con el ticket.",
    };
    // The story shares five words with the payments rule, the question three with the invoices one.
    const message =
      "Trabajo en caja y ayer un cliente pagó con tarjeta de crédito. ¿Cómo pido la factura de esa compra?";
    const result = answer(message, payments, invoices);
    expect(result.text).toContain("La factura de una compra se pide en el portal con el ticket.");
  });

  it("quotes the sentence before the best one when it too speaks of the question", () => {
    const page = {
      ...CORPUS.producto,
      text:
        "El catálogo se publica cada mes. El punto de inicio para identificar tarjetas PCI es la orden lspci. " +
        "Otra forma de identificar el hardware PCI es leer el archivo de dispositivos. Las impresoras se configuran aparte.",
    };
    // It adds no word of the question the best one lacks: only its place makes it the context.
    const result = answer("¿Cómo identifico el hardware PCI?", page);
    expect(result.text).toBe(
      "El punto de inicio para identificar tarjetas PCI es la orden lspci. Otra forma de identificar el hardware PCI es leer el archivo de dispositivos. [1]",
    );
  });

  it("keeps the 80 words when a lead-in brings a long list: the items that do not fit are left out", () => {
    const items = Array.from(
      { length: 12 },
      (_, i) => `- Requisito ${i + 1}: una constancia firmada por el área de recursos humanos`,
    );
    const page = {
      ...CORPUS.producto,
      text: `Para pedir el reembolso del viaje necesitas:\n${items.join("\n")}`,
    };
    const result = answer("¿Qué necesito para pedir el reembolso del viaje?", page);
    const quote = result.text.replace(/ \[1\]$/, "");
    expect(quote).toMatch(/^Para pedir el reembolso del viaje necesitas:\n- Requisito 1:/);
    expect(quote.replace(/^- /gm, "").split(/\s+/).length).toBeLessThanOrEqual(EXTRACTIVE.maxWords);
  });

  it("answers from the numbered section whose heading names the topic, within that section", () => {
    const page = {
      ...CORPUS.producto,
      heading: "Manual del sistema › 3.1. Red · 3.2. El nombre del equipo",
      text:
        "El equipo de red se configura en el archivo interfaces.\n\n3.2. El nombre del equipo\n\n" +
        "El núcleo lo lee de /etc/hostname al arrancar. Cámbielo con hostnamectl. Otra cosa más.",
    };
    const result = answer("¿Dónde se guarda el nombre del equipo?", page);
    // The section's opening sentence and the one after it; not the last sentence of the section before.
    expect(result.text).toBe("El núcleo lo lee de /etc/hostname al arrancar. Cámbielo con hostnamectl. [1]");
  });

  it("answers from under an FAQ's question that matches, before a table row that shares its words", () => {
    const page = (sourceId: string, title: string, page: number, text: string) => ({
      ...CORPUS.producto,
      chunkId: `c-${sourceId}-${page}`,
      sourceId,
      title,
      page,
      heading: title,
      text,
    });
    const faq = page(
      "doc-faq",
      "preguntas-frecuentes.pdf",
      7,
      "4. Esterilizadores UV y suavizadores\n\n4.1 ¿La lámpara UV avisa cuando hay que cambiarla?\n\nSí. Al cumplir 9,000 horas encendida (poco más de un año) suena una alarma y se enciende un LED rojo. El UV-12 además muestra en pantalla los días que le quedan a la lámpara.\n\n4.2 ¿Se puede apagar el UV en la noche para ahorrar luz?\n\nNo se recomienda. Cada encendido desgasta la lámpara más que varias horas de uso, y el agua que se queda en la tubería durante la noche no se desinfecta. Debe estar conectado las 24 horas; consume menos que un foco ahorrador.",
    );
    const schedule = page(
      "doc-guide",
      "guia-instalacion-mantenimiento.pdf",
      12,
      "Equipo Componente Frecuencia Refacción Filtro de sedimentos cada 6 meses FS-10 Carbón granular y carbón block cada 6 meses FGAC-10, FC-10 Post-filtro de carbón cada 12 meses PF-10 Membrana cada 2 a 3 años MB-50, MB-75 Remineralizador (PO-75B) cada 12 meses RM-10 Sanitización del sistema cada 12 meses — Purificador PO Lámpara cada 12 meses LUV-16, LUV-30 Camisa de cuarzo (limpieza) cada 6 meses — Esterilizador UV Revisar nivel de sal cada mes sal Limpieza del tanque de salmuera cada año — Suavizador SV Bomba BPR Revisar fugas y ruido cada año — El PO-400D usa cartuchos compuestos de cambio rápido: el cartucho CPO-1 (sedimentos y carbón) cada 12 meses y el CPO-2 (membrana) cada 24 meses; su pantalla avisa cuándo cambiarlos.",
    );
    const troubleshooting = page(
      "doc-guide",
      "guia-instalacion-mantenimiento.pdf",
      15,
      "El agua vuelve a estar dura (suavizador) Se acabó la sal, se formó un puente de sal o la válvula no regenera Romper el puente de sal con un palo de escoba, rellenar la sal y regenerar manualmente El suavizador tira agua por el dren sin parar Pistón o sellos de la válvula desgastados, o se fue la luz durante una regeneración Avanzar la válvula a servicio manualmente; si sigue, cambiar el kit de sellos KS-SV La alarma del UV suena La lámpara cumplió 9,000 horas Cambiar la lámpara y restablecer el contador manteniendo el botón presionado 5 segundos",
    );
    // The FAQ's answer never repeats its question's words; the maintenance table has all three.
    const result = answer("la lampara uv avisa cuando ya se acabo??", faq, schedule, troubleshooting);
    expect(result.text).toContain("Al cumplir 9,000 horas");
    expect(result.sources[0].id).toBe("doc-faq");
  });

  it("leaves out the running header of a PDF page, not a heading that starts a sentence", () => {
    const page = {
      ...CORPUS.producto,
      heading: "Manual del taladro",
      text: "Manual del taladro 12 / 40 La garantía cubre el motor durante dos años.",
    };
    expect(answer("¿Qué cubre la garantía?", page).text).toBe(
      "La garantía cubre el motor durante dos años. [1]",
    );
    const section = { ...page, heading: "Garantía", text: "Garantía de dos años en el motor." };
    expect(answer("¿Qué cubre la garantía?", section).text).toBe("Garantía de dos años en el motor. [1]");
    // A heading followed by a number that is not the page: content ("Windows 11"), kept.
    const product = { ...page, heading: "Windows", page: 4, text: "Windows 11 requiere un chip TPM 2.0." };
    expect(answer("¿Qué requiere Windows 11?", product).text).toBe(
      "Windows 11 requiere un chip TPM 2.0. [1]",
    );
    // The chunk's own page after the heading, at the end too, and a heading broken over two lines.
    const footer = {
      ...page,
      heading: "Manual del taladro",
      page: 12,
      text: "La garantía cubre el motor durante dos años. Manual del\ntaladro 12",
    };
    expect(answer("¿Qué cubre la garantía?", footer).text).toBe(
      "La garantía cubre el motor durante dos años. [1]",
    );
  });

  describe("see also", () => {
    const catalog = {
      ...CORPUS.producto,
      text: "El taladro inalámbrico tiene una garantía de 2 años contra defectos de fabricación.",
    };
    const manual = {
      ...CORPUS.producto,
      chunkId: "chunk-doc-manual",
      sourceId: "doc-manual",
      title: "Manual del taladro.pdf",
      page: 3,
      text: "La garantía del taladro cubre el motor y la batería; conserve la factura.",
    };
    const question = "¿Qué garantía tiene el taladro?";

    it("lists another document that answers nearly as well, after the quote, with its page", () => {
      const result = answer(question, catalog, manual);
      expect(result.text).toBe(`${catalog.text} [1]\n\nVer también: «Manual del taladro», p. 3 [2]`);
      expect(result.sources.map((source) => [source.number, source.id])).toEqual([
        [1, "doc-catalogo"],
        [2, "doc-manual"],
      ]);
      expect(extractiveAnswer(question, ranked(catalog, manual), "en").text).toMatch(
        /\n\nSee also: «Manual del taladro», p\. 3 \[2\]$/,
      );
    });

    it("lists another document from further down the ranking when the top passages share one source", () => {
      const samePdf = (page: number) => ({ ...catalog, chunkId: `chunk-cat-${page}`, page, coverage: 1 });
      const top = [samePdf(1), samePdf(2), samePdf(3)];
      const further = extractiveAnswer(question, ranked(...top, { ...manual, coverage: 0.5 }), "es");
      expect(further.text).toMatch(/Ver también: «Manual del taladro», p\. 3 \[2\]$/);
      expect(further.sources.map((source) => source.id)).toEqual(["doc-catalogo", "doc-manual"]);
      const belowGate = { ...manual, coverage: RELEVANCE.minCoverage - 0.01 };
      expect(extractiveAnswer(question, ranked(...top, belowGate), "es").text).not.toContain("Ver también");
    });

    it("offers a document close to the question below the gate after the others, never quoting it", () => {
      const result = extractiveAnswer(question, ranked(catalog), "es", [manual]);
      expect(result.text).toBe(`${catalog.text} [1]\n\nVer también: «Manual del taladro», p. 3 [2]`);
      expect(result.sources.map((source) => source.id)).toEqual(["doc-catalogo", "doc-manual"]);
      const other = (id: string, title: string) => ({
        ...manual,
        chunkId: `chunk-${id}`,
        sourceId: id,
        title,
        page: 1,
      });
      // After the sources that passed the gate, and no more than EXTRACTIVE.maxSeeAlso in all.
      const both = extractiveAnswer(question, ranked(catalog, other("doc-guia", "Guía.pdf")), "es", [
        manual,
        other("doc-ficha", "Ficha.pdf"),
      ]);
      expect(EXTRACTIVE.maxSeeAlso).toBe(2);
      expect(both.text).toMatch(/Ver también: «Guía», p\. 1 \[2\]; «Manual del taladro», p\. 3 \[3\]$/);
      expect(both.sources.map((source) => source.id)).toEqual(["doc-catalogo", "doc-guia", "doc-manual"]);
      const quotedAgain = extractiveAnswer(question, ranked(catalog), "es", [{ ...catalog, chunkId: "c2" }]);
      expect(quotedAgain.text).not.toContain("Ver también");
    });

    it("names a sheet, slide, section or time range instead of a page when the document has none", () => {
      const places = [
        [{ extension: "xlsx", page: null, heading: "Garantías" }, "Hoja: Garantías", "Sheet: Garantías"],
        [{ extension: "pptx", page: 3, heading: "Garantía" }, "Diapositiva 3", "Slide 3"],
        [
          { extension: "docx", page: null, heading: "Manual › Garantía" },
          "Sección: Garantía",
          "Section: Garantía",
        ],
        [{ extension: "mp4", page: 2, heading: null }, "00:01:00–00:02:00", "00:01:00–00:02:00"],
      ] as const;
      for (const [place, spanish, english] of places) {
        const cited = { ...manual, ...place, title: "Manual del taladro" };
        expect(answer(question, catalog, cited).text).toMatch(
          new RegExp(`Ver también: «Manual del taladro», ${spanish} \\[2\\]$`),
        );
        expect(extractiveAnswer(question, ranked(catalog, cited), "en").text).toMatch(
          new RegExp(`See also: «Manual del taladro», ${english} \\[2\\]$`),
        );
      }
    });

    it("never lists the quoted source again, nor a source that shares one common word", () => {
      const samePdf = { ...manual, sourceId: "doc-catalogo", title: "Catálogo 2024.pdf" };
      const again = answer(question, catalog, samePdf);
      expect(again.text).not.toContain("Ver también");
      expect(again.sources.map((source) => source.id)).toEqual(["doc-catalogo"]);
      // "días" is the only word the hours share with the question.
      const coincidence = answer(
        "¿Cuántos días de vacaciones me corresponden?",
        CORPUS.vacaciones,
        CORPUS.horario,
      );
      expect(coincidence.text).not.toContain("Ver también");
    });

    it("lists a ranked passage that would pass the relevance gate alone, and not one below its bar", () => {
      // Full-text retrieval measures how much of the question's IDF mass each passage covers.
      const specs = { ...manual, text: "Especificaciones: motor de 18 V; el taladro pesa 1.2 kg." };
      const listed = extractiveAnswer(
        question,
        ranked({ ...catalog, coverage: 1 }, { ...specs, coverage: RELEVANCE.minCoverage }),
        "es",
      );
      expect(listed.text).toMatch(/Ver también: «Manual del taladro», p\. 3 \[2\]$/);
      const below = extractiveAnswer(
        question,
        ranked({ ...catalog, coverage: 1 }, { ...specs, coverage: RELEVANCE.minCoverage - 0.01 }),
        "es",
      );
      expect(below.text).not.toContain("Ver también");
      expect(below.sources.map((source) => source.id)).toEqual(["doc-catalogo"]);
    });
  });

  it("says it has no information when there is nothing to quote", () => {
    expect(extractiveAnswer("¿Horario?", [], "es")).toEqual({
      text: es.Assistant.noInformation,
      sources: [],
      answered: false,
    });
    expect(extractiveAnswer("Hours?", [], "en").text).toBe(en.Assistant.noInformation);
  });

  it("reads a passage again when its text changed under the same chunk id (re-indexed content)", () => {
    const question = "¿Cuántos días tengo para devolver algo?";
    const before = extractiveAnswer(question, ranked(CORPUS.devoluciones), "es");
    const changed = { ...CORPUS.devoluciones, text: CORPUS.devoluciones.text.replace(/30/g, "45") };
    const after = extractiveAnswer(question, ranked(changed), "es");
    expect(before.text).toContain("30");
    expect(after.text).toContain("45");
    expect(after.text).not.toContain("30");
  });

  it("is deterministic", () => {
    const chunks = ranked(CORPUS.devoluciones, CORPUS.vacaciones, CORPUS.horario);
    const first = extractiveAnswer("¿Cuántos días tengo para devolver algo?", chunks, "es");
    expect(extractiveAnswer("¿Cuántos días tengo para devolver algo?", chunks, "es")).toEqual(first);
  });
});

describe("the sentence that answers (issue 21 point 7)", () => {
  const block = (text: string, title = "Reglamento Interior de Trabajo") => ({
    ...CORPUS.vacaciones,
    chunkId: "c-rit",
    sourceId: "kb-rit",
    title,
    text,
  });

  it("quotes the number of what the question counts, not a neighbour with another number", () => {
    const rules = block(
      "La prima vacacional equivale al 25 % del salario de los días de vacaciones del primer año. " +
        "Al cumplir el primer año corresponden 12 días.",
    );
    const result = extractiveAnswer("¿Cuántos días de vacaciones me tocan en el primer año?", [rules], "es");
    expect(result.text).toContain("12 días");
  });

  it("adds the sentence with the form's code to the one that shares the question's words", () => {
    const rules = block(
      "Para pedir vacaciones se usa el formato impreso que firma el jefe inmediato. " +
        "Es el RH-02 «Solicitud de vacaciones», que se entrega en la sucursal.",
    );
    const result = extractiveAnswer("¿Qué formato se usa para pedir vacaciones?", [rules], "es");
    expect(result.text).toContain("RH-02");
  });

  it("quotes the address after the sentence that names the place asked about", () => {
    const service = block(
      "El centro de servicio de Guadalajara atiende garantías de toda la región de occidente. " +
        "Se encuentra en Av. Lázaro Cárdenas 1590, Col. Las Torres. " +
        "Los técnicos también hacen visitas a domicilio.",
      "Póliza de garantía",
    );
    const result = extractiveAnswer("¿Dónde está el centro de servicio de Guadalajara?", [service], "es");
    expect(result.text).toContain("Lázaro Cárdenas 1590");
  });

  it("prefers the deadline to a neighbour that only shares the question's words", () => {
    const policy = block(
      "Las devoluciones de piezas eléctricas instaladas no se aceptan en ninguna sucursal. " +
        "Las demás devoluciones se aceptan dentro de los 30 días naturales posteriores a la compra.",
      "Política de devoluciones",
    );
    const other = { ...CORPUS.horario, text: "Las devoluciones en sucursal se atienden en el mostrador." };
    const result = extractiveAnswer(
      "¿En qué plazo se aceptan devoluciones en sucursal?",
      ranked(policy, other),
      "es",
    );
    expect(result.text).toContain("30 días naturales");
  });

  it("takes the kind asked for from the next passage when the first one has none", () => {
    const faq = {
      ...block(
        "Si el cliente no quiere depender del clima en días nublados, ofrezca el kit de resistencia eléctrica KRE-1500.",
        "Preguntas frecuentes",
      ),
      chunkId: "c-faq",
      sourceId: "kb-faq",
    };
    const catalogue = {
      ...block(
        "Kit de resistencia eléctrica de respaldo para días nublados, 1,500 W. Precio al público $1,380.00.",
        "Catálogo de productos",
      ),
      chunkId: "c-catalogue",
      sourceId: "kb-catalogue",
    };
    const result = extractiveAnswer(
      "¿Cuánto cuesta el kit de resistencia para los días nublados?",
      ranked(faq, catalogue),
      "es",
    );
    expect(result.text).toContain("$1,380.00");
    expect(result.sources[0].title).toBe("Catálogo de productos");
  });

  it("keeps today's choice when no sentence holds the kind asked for", () => {
    const rules = block("El uniforme se entrega al ingresar. El gafete se porta siempre a la vista.");
    const result = extractiveAnswer("¿Cuántos uniformes me dan al ingresar?", [rules], "es");
    expect(result.text).toBe("El uniforme se entrega al ingresar. [1]");
  });

  it("quotes a table row turned into a sentence whole, with its value", () => {
    const row = {
      ...CORPUS.producto,
      title: "Lista de precios.csv",
      page: null,
      text:
        "Clave: BAN-0107; Descripción: Banda de distribución Tsuru; Exist. MAT: 3; Exist. CEDIS: 22\n\n" +
        "Clave: BAN-0111; Descripción: Kit de distribución Jetta A4 2.0; Marca: Gates; Exist. MAT: 2; Exist. CEDIS: 15",
    };
    const result = extractiveAnswer("¿Cuántos kits de distribución Jetta A4 hay en el CEDIS?", [row], "es");
    expect(result.text).toContain("Clave: BAN-0111; Descripción: Kit de distribución Jetta A4 2.0");
    expect(result.text).toContain("Exist. CEDIS: 15");
    expect(result.text).not.toContain("22");
  });
});

describe("question words the passages never write", () => {
  it("chooses sentences by what the question asks, not by the filler that frames it", () => {
    // The demo's two passages as retrieval returns them. "get" frames the question as «dar» does, and
    // retrieval never searches it; its Spanish senses (recibir, llegar) are no reason to quote «Las
    // solicitudes recibidas…» before the vacation rule.
    const vacation = {
      ...CORPUS.vacaciones,
      title: "Vacaciones y permisos del personal",
      heading: "Vacaciones y permisos del personal › Vacaciones",
      text:
        "Conforme a la Ley Federal del Trabajo, el personal disfruta de 12 días de vacaciones al cumplir su primer año de servicio, con prima vacacional del 25 %. Los días aumentan en dos por cada año siguiente hasta llegar a 20.\n\n" +
        "Las vacaciones se solicitan a tu jefe inmediato con al menos 15 días de anticipación a través del formato de Recursos Humanos.",
    };
    const contact = {
      ...CORPUS.horario,
      title: "Horario de atención y contacto",
      heading: "Horario de atención y contacto › Contacto",
      text:
        "Teléfono: 55 1234 5678\n\nWhatsApp: 55 8765 4321\n\nCorreo: contacto@demo.example.com\n\n" +
        "Respondemos los correos en un máximo de 24 horas hábiles. Las solicitudes recibidas fuera de horario se atienden el siguiente día hábil.",
    };
    const question = "How many vacation days do I get and how do I request them?";
    const result = extractiveAnswer(question, ranked(vacation, contact), "en");
    expect(result.sources[0]).toMatchObject({ number: 1, id: CORPUS.vacaciones.sourceId });
    expect(result.text).toContain("12 días de vacaciones");
  });

  const cases: { why: string; question: string; text: string; quoted: string; notQuoted?: string }[] = [
    {
      why: "a misspelt word is the passage word a letter or two off («abrasadera» is «abrazadera»)",
      question: "a que altura va la abrasadera del dren",
      text:
        "Instale el purificador a una altura cómoda bajo el fregadero. " +
        "Conecte la manguera del dren al desagüe de la tarja. " +
        "Coloque la abrazadera a 15 cm por encima del sifón.",
      quoted: "15 cm",
    },
    {
      why: "a clipped word is the passage word it begins («secu» is «secundaria»)",
      question: "a q hora salen al recreo los de secu",
      text:
        "Los alumnos de primaria salen al recreo a las 10:30 horas. " +
        "La cooperativa vende fruta y agua natural. " +
        "Los alumnos de secundaria salen al recreo a las 11:10 horas.",
      quoted: "11:10",
      notQuoted: "10:30",
    },
    {
      why: "a word written nowhere in Spanish is found by its English equivalent («diario» is `daily`)",
      question: "¿Cómo roto los registros diario?",
      text:
        "Las directivas de frecuencia indican cada cuánto se rotan los registros. " +
        "Con hourly los registros se rotan cada hora. Con weekly los registros se rotan cada semana. " +
        "Con monthly los registros se rotan cada mes. Con daily los registros se rotan cada día.",
      quoted: "Con daily",
    },
    {
      why: "a hyphenated option name is its words too (`--human-readable` says «readable», «legible»)",
      question: "¿Cómo muestro los tamaños de forma legible con du?",
      text:
        "Con --apparent-size, du muestra los tamaños aparentes en lugar del uso real. " +
        "Con --summarize, du muestra solo el total de cada argumento. " +
        "Con --human-readable, du usa unidades como 234M o 2G.",
      quoted: "--human-readable",
    },
    {
      why: "a word the passage writes in Spanish is matched as written, not by its English equivalents",
      question: "¿Qué agente de transporte de correo se recomienda?",
      text:
        "Para un equipo portátil se recomienda exim4 como agente de transporte de correo. " +
        "The mail transfer agent delivers mail for programs expecting the sendmail command.",
      quoted: "exim4",
      notQuoted: "The mail transfer agent",
    },
  ];

  it.each(cases)("quotes the sentence that answers: $why", ({ question, text, quoted, notQuoted }) => {
    const manual = { ...CORPUS.producto, chunkId: "c-manual", sourceId: "doc-manual", text };
    const result = extractiveAnswer(question, [manual], "es");
    expect(result.text).toContain(quoted);
    if (notQuoted) expect(result.text).not.toContain(notQuoted);
  });
});

describe("embedded engine", () => {
  it("streams the whole answer as one delta and resolves the same final answer", async () => {
    const result = createEmbeddedEngine().answer({
      question: "¿A qué hora abren los sábados?",
      locale: "es",
      chunks: ranked(CORPUS.horario),
      customPrompt: null,
      organizationName: "Ferretería Demo",
    });
    const deltas: string[] = [];
    for await (const delta of result.textStream) deltas.push(delta);
    const final = await result.final;
    expect(result).toMatchObject({ engine: "embedded", model: null });
    expect(deltas).toEqual([final.text]);
    expect(final.text).toContain("10:00 a 14:00");
  });
});
