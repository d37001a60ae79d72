import { relevantChunks } from "@/server/ai/relevance";
import { createKnowledgeBlock } from "@/server/services/knowledge/blocks";
import { searchChunks } from "@/server/services/retrieval/full-text";
import { createOrganizations, useTestDatabase } from "@/tests/helpers/test-db";

// How an employee phrases a question, apart from what it is about (server/services/retrieval/question.ts):
// chat shorthand for function words, and the verb after a question word, which the gate weighs as
// phrasing when the content never uses it.
useTestDatabase();

const ids: Record<string, string> = {};

beforeAll(async () => {
  await createOrganizations("acme");
  const block = async (key: string, title: string, content: string) =>
    (ids[key] = (await createKnowledgeBlock("acme", { title, content })).id);
  await block(
    "hours",
    "Horario de atención",
    "<p>Atendemos de lunes a viernes de 9:00 a 18:00 h y los sábados de 9:00 a 14:00 h.</p>",
  );
  await block(
    "shipping",
    "Envíos",
    "<p>El envío a domicilio es gratis en compras mayores a $1,500; debajo de ese monto cuesta $149.</p>",
  );
  await block(
    "invoices",
    "Facturas",
    "<p>La factura se solicita en caja con el ticket de compra dentro del mes.</p>",
  );
  for (let i = 0; i < 12; i++)
    await block(`notice${i}`, `Aviso ${i}`, `<p>La empresa informa el aviso número ${i} a su personal.</p>`);
});

const answeredBy = async (question: string) =>
  relevantChunks(question, await searchChunks("acme", question)).map((chunk) => chunk.sourceId)[0] ?? null;

describe("how a question is phrased", () => {
  it.each([
    ["a q hora abren el sabado?", "hours"],
    ["¿A qué hora abren el sábado?", "hours"],
    ["cuanto me cobran el envio?", "shipping"],
    ["¿Cuándo se solicita la factura?", "invoices"],
  ])("«%s» passes the gate with the passage that answers it", async (question, key) => {
    expect(await answeredBy(question)).toBe(ids[key]);
  });

  it.each([
    "¿A qué hora abre el Metro de la CDMX?",
    "¿Cuánto cuesta una consulta con el dentista?",
    "¿Dónde venden boletos para el futbol?",
  ])("«%s», about something the content never mentions, is still declined", async (question) => {
    expect(await answeredBy(question)).toBeNull();
  });
});
