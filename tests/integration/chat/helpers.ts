import { POST as chatRoute } from "@/app/api/chat/route";
import type { ChatSource, ChatStreamEvent } from "@/lib/validation/chat";
import { createKnowledgeBlock } from "@/server/services/knowledge/blocks";
import { createQaPair } from "@/server/services/knowledge/qa-pairs";
import { bearer, sessionTokenFor } from "@/tests/helpers/auth";
import { processedDocument } from "@/tests/helpers/processed-document";
import { testDb } from "@/tests/helpers/test-db";

/**
 * Two organisations for the chat suites: Acme, with a small Spanish (and one English) corpus built
 * through the real services, and Beta, whose only content carries a canary string that nothing Acme
 * asks may ever retrieve or receive (anchors-security-perf §1.3).
 */

export const BETA_CANARY = "CANARIOBETA93";
export const BETA_TITLE = "Proyecto Zafiro de Beta";

export const USERS = {
  ana: "ana@acme.example",
  luis: "luis@acme.example",
  adminAcme: "admin@acme.example",
  bea: "bea@beta.example",
  superadmin: "root@asistente.example",
} as const;

export type Corpus = Record<
  "horario" | "vacaciones" | "envio" | "politicas" | "catalogo" | "shipping" | "beta",
  string
>;

export async function createOrganizationsAndUsers(): Promise<void> {
  const db = await testDb();
  await db.organization.createMany({
    data: [
      { id: "acme", name: "Acme", color: "#112233", logoUrl: "/logos/acme.png" },
      { id: "beta", name: "Beta" },
    ],
  });
  await db.user.createMany({
    data: [
      { email: USERS.ana, name: "Ana", role: "member", organizationId: "acme" },
      { email: USERS.luis, name: "Luis", role: "member", organizationId: "acme" },
      { email: USERS.adminAcme, name: "Admin Acme", role: "admin", organizationId: "acme" },
      { email: USERS.bea, name: "Bea", role: "member", organizationId: "beta" },
      { email: USERS.superadmin, name: "Root", role: "superadmin" },
    ],
  });
}

export async function buildCorpus(): Promise<Corpus> {
  const block = async (organizationId: string, title: string, content: string) =>
    (await createKnowledgeBlock(organizationId, { title, content })).id;
  return {
    horario: await block(
      "acme",
      "Horario de atención",
      "<p>Nuestras tiendas abren de lunes a viernes de 9:00 a 18:00 h. Los sábados el horario de atención es de 10:00 a 14:00 h. Los domingos permanecemos cerrados.</p>",
    ),
    vacaciones: await block(
      "acme",
      "Prestaciones del personal",
      "<p>Cada colaborador tiene derecho a 12 días de vacaciones pagadas en su primer año. La solicitud se hace con Recursos Humanos con dos semanas de anticipación.</p>",
    ),
    shipping: await block(
      "acme",
      "Shipping for international customers",
      "<p>We ship to the United States and Canada. International orders arrive in 7 to 10 business days. Customs duties are paid by the customer.</p>",
    ),
    envio: (
      await createQaPair("acme", {
        question: "¿Cuánto cuesta el envío a domicilio?",
        answer: "El envío es gratis en compras mayores a $999 MXN; debajo de ese monto cuesta $149 MXN.",
      })
    ).id,
    politicas: await processedDocument("acme", "Políticas comerciales.pdf", [
      "Políticas comerciales de Acme. Índice general.",
      "Facturación: las facturas se emiten dentro del mes de la compra.",
      "Garantías de servicio y atención a clientes.",
      "Aceptamos devoluciones dentro de los 30 días naturales posteriores a la compra. El reembolso se hace al mismo medio de pago en un máximo de 5 días hábiles.",
    ]),
    catalogo: await processedDocument("acme", "Catálogo 2024.pdf", [
      "El taladro inalámbrico SKU-4471-B incluye dos baterías de 20 V y un cargador rápido. Su garantía es de 2 años contra defectos de fabricación.",
    ]),
    beta: await block(
      "beta",
      BETA_TITLE,
      `<p>El horario de atención de Beta y su código secreto ${BETA_CANARY}: la garantía de devoluciones de Beta es confidencial.</p>`,
    ),
  };
}

export async function tokens(): Promise<Record<keyof typeof USERS, string>> {
  const entries = await Promise.all(
    Object.entries(USERS).map(async ([key, email]) => [key, await sessionTokenFor(email)] as const),
  );
  return Object.fromEntries(entries) as Record<keyof typeof USERS, string>;
}

export type ChatOptions = {
  token?: string;
  locale?: string;
  stream?: boolean;
  signal?: AbortSignal;
};

export function chatRequest(body: unknown, { token, locale = "es", stream, signal }: ChatOptions = {}) {
  return new Request("http://localhost/api/chat", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "accept-language": locale,
      ...(stream ? { accept: "application/x-ndjson" } : {}),
      ...(token ? bearer(token) : {}),
    },
    body: JSON.stringify(body),
    signal,
  });
}

export type ChatBody = {
  response: string;
  interaction_id: string;
  sources: ChatSource[];
  conversation_id: string;
  answered: boolean;
  topics: string[];
  success?: false;
  error?: string;
};

/** POST /api/chat through the real handler, JSON form. */
export async function ask(message: unknown, options: ChatOptions & { conversationId?: string } = {}) {
  const body = typeof message === "string" ? { message, conversation_id: options.conversationId } : message;
  const response = await chatRoute(chatRequest(body, options), undefined);
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) as ChatBody };
}

/** Reads NDJSON events until the stream ends. */
export async function readEvents(response: Response): Promise<ChatStreamEvent[]> {
  const text = await response.text();
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as ChatStreamEvent);
}

/** POST /api/chat with `Accept: application/x-ndjson`. */
export async function askStreaming(message: string, options: ChatOptions & { conversationId?: string } = {}) {
  const response = await chatRoute(
    chatRequest({ message, conversation_id: options.conversationId }, { ...options, stream: true }),
    undefined,
  );
  return response;
}

export async function interactionCount(where: { organizationId?: string; userId?: string } = {}) {
  const db = await testDb();
  return db.interaction.count({ where });
}

export async function userId(email: string): Promise<string> {
  const db = await testDb();
  return (await db.user.findUniqueOrThrow({ where: { email } })).id;
}

export type ChatSuite = { corpus: Corpus; token: Awaited<ReturnType<typeof tokens>> };

/** The embedded-mode suites' common start: both organisations, the corpus and the members' tokens. */
export async function setUpEmbeddedChatSuite(): Promise<ChatSuite> {
  delete process.env.OPENAI_API_KEY;
  await createOrganizationsAndUsers();
  return { corpus: await buildCorpus(), token: await tokens() };
}
