import { isRelevantEnough } from "@/server/ai/relevance";
import { createKnowledgeBlock } from "@/server/services/knowledge/blocks";
import { searchChunks } from "@/server/services/retrieval/full-text";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";

// The question every small business is asked: «¿a qué hora abren?». Its hours block says «Horario»,
// «abrimos», «cerrados», «atendemos»; the customer says «hora», «abren», «cierran», «atienden», and
// other blocks say «horas» and «sábados» too (server/ai/derivations.ts, colloquial-mx.ts «abren»).
useTestDatabase();

const ids: Record<string, string> = {};

const BLOCKS: [key: string, title: string, html: string][] = [
  [
    "hours",
    "Horario de atención",
    "<p>La farmacia abre de lunes a sábado de 8:00 a 21:00 h. Los domingos atendemos de 9:00 a 14:00 h.</p>" +
      "<p>Permanecemos cerrados el 1 de enero y el 25 de diciembre.</p>",
  ],
  [
    "doctor",
    "Consultorio médico",
    "<p>Horario de consulta: de lunes a viernes de 10:00 a 14:00 h y los sábados de 10:00 a 13:00 h. " +
      "La consulta general cuesta $60 y se atiende por orden de llegada.</p>",
  ],
  [
    "delivery",
    "Servicio a domicilio",
    "<p>Llevamos su pedido a domicilio en menos de una hora, sin costo en compras mayores a $200.</p>",
  ],
  [
    "invoices",
    "Facturación",
    "<p>Pida su factura el mismo mes de la compra: al cierre de mes ya no es posible facturarla. " +
      "La enviamos por correo en un plazo de 72 horas.</p>",
  ],
  [
    "staff",
    "Reglamento del personal",
    "<p>El cierre de caja se hace al terminar cada turno. El personal debe llegar 10 minutos antes de su hora de entrada.</p>",
  ],
];

beforeAll(async () => {
  const db = await testDb();
  await db.organization.create({ data: { id: "farmacia", name: "Farmacia" } });
  for (const [key, title, html] of BLOCKS)
    ids[key] = (await createKnowledgeBlock("farmacia", { title, content: html })).id;
});

const answeredBy = async (question: string) => {
  const chunks = await searchChunks("farmacia", question);
  return isRelevantEnough(question, chunks) ? chunks[0]?.sourceId : undefined;
};

describe("opening hours", () => {
  it("answers when the business opens or closes, however the customer asks, from its hours", async () => {
    const questions = [
      "a q hora abren el sabado?",
      "¿A qué hora abren?",
      "¿a que hora cierran?",
      "a q hora cierran el domingo",
      "¿Hasta qué hora atienden los domingos?",
    ];
    const answered = await Promise.all(questions.map(answeredBy));
    expect(Object.fromEntries(questions.map((q, i) => [q, answered[i]]))).toEqual(
      Object.fromEntries(questions.map((q) => [q, ids.hours])),
    );
  });

  it("still answers from another block what only that block says", async () => {
    expect(await answeredBy("¿A qué hora da consulta el doctor?")).toBe(ids.doctor);
    expect(await answeredBy("¿En cuántas horas me llega la factura?")).toBe(ids.invoices);
  });
});
