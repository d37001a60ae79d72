import { createEmbeddedEngine } from "@/server/ai/extractive";
import { answerQuestion } from "@/server/services/chat/answer-question";
import { addListContinuations } from "@/server/services/retrieval/continued-lists";
import { searchChunks } from "@/server/services/retrieval/full-text";
import { processedDocument } from "@/tests/helpers/processed-document";
import { createOrganizations, useTestDatabase } from "@/tests/helpers/test-db";

/**
 * A list a page break split (server/services/retrieval/continued-lists.ts): the answer quotes the
 * items overleaf too, and nothing else of the next page. Pages are written as the PDF pipeline leaves
 * them: a single-level section title run into its first sentence, since only a blank line parts them.
 */

useTestDatabase();

const ids: Record<string, string> = {};

beforeAll(async () => {
  await createOrganizations("Acme", "Beta");
  ids.invoicing = await processedDocument("acme", "facturacion.pdf", [
    "4.1 Datos del cliente. Para emitir una factura a nombre de un cliente se necesitan los cinco datos " +
      "siguientes, que deben coincidir con su Constancia de Situación Fiscal: 1. RFC. 2. Nombre o razón " +
      "social, tal como aparece en la constancia. 3. Código postal del domicilio fiscal.",
    "4. Régimen fiscal. 5. Uso del CFDI. Además se pide el correo electrónico al que se envía la factura.",
  ]);
  ids.routes = await processedDocument("acme", "reparto.pdf", [
    "Para programar una entrega a domicilio el vendedor captura en el sistema: 1. Nombre del cliente. " +
      "2. Dirección completa con referencias.",
    "3. Horarios de ruta Las rutas salen de cada sucursal a las 9:00, 12:00 y 16:00 horas.",
  ]);
  ids.leave = await processedDocument("acme", "permisos.pdf", [
    "Para pedir un permiso sin goce de sueldo el trabajador entrega a Recursos Humanos los documentos siguientes:",
    "1. Formato RH-07 firmado por su jefe. 2. Copia de su identificación oficial. El permiso se resuelve en tres días hábiles.",
  ]);
  ids.safety = await processedDocument("acme", "seguridad.pdf", [
    "Antes de manejar el montacargas el operador revisa: 1. Frenos. 2. Claxon.",
    "1. Objetivo. Este manual describe las reglas de seguridad del almacén.",
  ]);
  await processedDocument("beta", "facturacion.pdf", [
    "Para emitir una factura se necesitan los datos siguientes: 1. RFC. 2. Nombre.",
    "3. Dato secreto de Beta. 4. Otro dato de Beta.",
  ]);
});

async function answer(organizationId: string, question: string) {
  const { stream } = await answerQuestion(organizationId, question, {
    locale: "es",
    engine: createEmbeddedEngine(),
  });
  return stream!.final;
}

describe("a list a page break split", () => {
  it("is quoted whole, items overleaf included, citing the page it starts on", async () => {
    const { text, sources, answered } = await answer(
      "acme",
      "¿Qué datos del cliente se necesitan para emitir una factura?",
    );
    expect(answered).toBe(true);
    expect(text).toContain("- Código postal del domicilio fiscal.\n- Régimen fiscal.\n- Uso del CFDI.");
    // Only the list goes on: the next page's sentences are not the list's.
    expect(text).not.toContain("correo electrónico");
    expect(sources[0]).toMatchObject({ id: ids.invoicing, page: 1 });
  });

  it("goes on when the page ends in the lead-in and the list opens the next one", async () => {
    const { text } = await answer(
      "acme",
      "¿Qué documentos entrego para pedir un permiso sin goce de sueldo?",
    );
    expect(text).toContain(
      "los documentos siguientes:\n- Formato RH-07 firmado por su jefe.\n- Copia de su identificación oficial.",
    );
  });

  it("does not go on with the title of the section the next page opens", async () => {
    const { text } = await answer("acme", "¿Qué captura el vendedor para programar una entrega a domicilio?");
    expect(text).toContain("Dirección completa con referencias.");
    expect(text).not.toContain("Horarios de ruta");
  });

  it("does not go on with a list that starts again", async () => {
    const { text } = await answer("acme", "¿Qué revisa el operador antes de manejar el montacargas?");
    expect(text).toContain("- Claxon.");
    expect(text).not.toContain("Objetivo");
  });

  it("reads on only in the asking organisation's own documents", async () => {
    const { text } = await answer("beta", "¿Qué datos se necesitan para emitir una factura?");
    expect(text).toContain("- Nombre.\n- Dato secreto de Beta.");
    // Acme's passage handed in as Beta's: the query reads only the asking organisation's chunks.
    const [acmePassage] = await searchChunks("acme", "cinco datos siguientes factura");
    expect(acmePassage.sourceId).toBe(ids.invoicing);
    const [asBeta] = await addListContinuations("beta", [acmePassage]);
    expect(asBeta.listContinuation).toBeUndefined();
    const [asAcme] = await addListContinuations("acme", [acmePassage]);
    expect(asAcme.listContinuation).toEqual([
      { marker: "4.", text: "Régimen fiscal." },
      { marker: "5.", text: "Uso del CFDI." },
    ]);
  });
});
