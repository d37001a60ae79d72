import net from "node:net";
import { REWRITE_SYSTEM_PROMPT } from "@/server/ai/question-rewrite";
import { settleBackgroundWork } from "@/server/background";
import { resetConfigForTests } from "@/server/config";
import { sessionTokenFor } from "@/tests/helpers/auth";
import { installFakeClock } from "@/tests/helpers/clock";
import {
  messageText,
  startFakeOpenAIServer,
  type ChatCompletionBody,
  type FakeOpenAIServer,
} from "@/tests/helpers/fake-openai-server";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import { ask } from "../chat/helpers";
import { DEMO_ADMIN, DEMO_MEMBER, as, getDocument, getDocumentText, uploadMultipart } from "./helpers";

/**
 * Issue 22 point 3 over real HTTP: with a model server configured (the fake OpenAI-compatible server
 * on 127.0.0.1), an uploaded recording is transcribed through the AI SDK's transcription API, indexed
 * minute by minute, and answers cite it with the time range; a transcription the server refuses fails
 * the document saying so; without a model server a recording is only stored.
 */

useTestDatabase({ seed: true });
const clock = installFakeClock();
jest.setTimeout(60_000);

let fake: FakeOpenAIServer;
const savedEnv = { key: process.env.OPENAI_API_KEY, url: process.env.OPENAI_BASE_URL };

function useModelServer(on: boolean) {
  if (on) {
    process.env.OPENAI_API_KEY = "test-key";
    process.env.OPENAI_BASE_URL = fake.baseURL;
  } else {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
  }
  resetConfigForTests();
}

beforeAll(async () => {
  fake = await startFakeOpenAIServer();
  // The model answers from the source that holds the warranty, citing it: what an LLM would do.
  fake.reply((body: ChatCompletionBody) => {
    const system = messageText(body.messages.find((message) => message.role === "system")!);
    if (system === REWRITE_SYSTEM_PROMPT) return { chunks: [""] };
    const user = messageText(body.messages.find((message) => message.role === "user")!);
    const source = /<source id="(\d+)"[^>]*>\s*[^<]*dieciocho meses/.exec(user);
    return { chunks: [source ? `La garantía es de dieciocho meses [${source[1]}].` : "No lo sé."] };
  });
});

afterAll(async () => {
  await fake.close();
  for (const [name, value] of [
    ["OPENAI_API_KEY", savedEnv.key],
    ["OPENAI_BASE_URL", savedEnv.url],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfigForTests();
});

beforeEach(() => {
  clock.nextDay(); // a fresh hourly upload allowance for every test
  useModelServer(true);
});

/** A real WAV file: `seconds` of silence, 8 kHz mono 16-bit (the fake server reads no sound). */
function silentWav(seconds: number): Uint8Array {
  const samples = 8000 * seconds;
  const bytes = Buffer.alloc(44 + samples * 2);
  bytes.write("RIFF", 0);
  bytes.writeUInt32LE(36 + samples * 2, 4);
  bytes.write("WAVEfmt ", 8);
  bytes.writeUInt32LE(16, 16);
  bytes.writeUInt16LE(1, 20); // PCM
  bytes.writeUInt16LE(1, 22); // mono
  bytes.writeUInt32LE(8000, 24);
  bytes.writeUInt32LE(16000, 28);
  bytes.writeUInt16LE(2, 32);
  bytes.writeUInt16LE(16, 34);
  bytes.write("data", 36);
  bytes.writeUInt32LE(samples * 2, 40);
  return bytes;
}

const TRAINING_TALK = [
  { start: 0, end: 28, text: "Bienvenidos a la capacitación de mostrador de Ferretería El Tornillo." },
  { start: 28, end: 59, text: "Hoy repasamos cómo atender a los clientes que llegan con una devolución." },
  {
    start: 61,
    end: 95,
    text: "La garantía de las herramientas eléctricas Truper es de dieciocho meses con el ticket de compra.",
  },
  { start: 95, end: 118, text: "Sin ticket, el encargado revisa la fecha de venta en el sistema." },
];

async function upload(name: string, bytes: Uint8Array, locale = "es") {
  const { status, body } = await uploadMultipart(
    await as(DEMO_ADMIN, locale),
    { name, bytes },
    "Capacitación",
  );
  expect(status).toBe(201);
  return body.document as { document_id: string; status: string; file_category: string };
}

async function documentAfterProcessing(id: string, locale = "es") {
  await settleBackgroundWork();
  return (await getDocument(await as(DEMO_ADMIN, locale), id)).body.document as Record<string, unknown>;
}

it("transcribes an uploaded recording minute by minute and answers from it, citing the time range", async () => {
  fake.transcribe(() => ({ segments: TRAINING_TALK }));
  const uploaded = await upload("capacitacion.wav", silentWav(2));
  expect(uploaded).toMatchObject({ status: "processing", file_category: "audio" });
  const document = await documentAfterProcessing(uploaded.document_id);
  expect(document).toMatchObject({
    status: "processed",
    notes: "Transcrito por el servidor de modelos: 2 minutos (2 fragmentos); las respuestas citan el minuto.",
  });
  // The file went to the transcription endpoint as it was, asking for segments (times).
  expect(fake.transcriptionRequests.at(-1)).toMatchObject({
    model: "whisper-1",
    responseFormat: "verbose_json",
    fileBytes: silentWav(2).length,
  });
  const chunks = await (
    await testDb()
  ).chunk.findMany({
    where: { sourceKind: "document", sourceId: uploaded.document_id },
    orderBy: { ordinal: "asc" },
  });
  expect(chunks.map((chunk) => chunk.page)).toEqual([1, 2]);
  expect(chunks[1].text).toContain("dieciocho meses");

  const answer = await ask("¿Cuánto dura la garantía de las herramientas eléctricas Truper?", {
    token: await sessionTokenFor(DEMO_MEMBER),
  });
  expect(answer.body).toMatchObject({ answered: true, response: "La garantía es de dieciocho meses [1]." });
  expect(answer.body.sources).toEqual([
    {
      number: 1,
      kind: "document",
      id: uploaded.document_id,
      title: "capacitacion.wav",
      page: null,
      place: { kind: "time", start: 60, end: 120 },
    },
  ]);
  // The model was told where in the recording the passage is.
  const context = messageText(
    fake.requests.at(-1)!.body.messages.find((message) => message.role === "user")!,
  );
  expect(context).toContain('time="00:01:00-00:02:00"');

  // The extracted text reads minute by minute.
  const text = await getDocumentText(await as(DEMO_ADMIN, "es"), uploaded.document_id, 2);
  expect(text.body.text).toMatchObject({
    kind: "time",
    pages: [
      { number: 1, label: "00:00:00–00:01:00" },
      { number: 2, label: "00:01:00–00:02:00" },
    ],
  });
});

it("fails the document with the server's status when the transcription is refused, in the reader's language", async () => {
  fake.transcribe(() => ({ status: 500 }));
  const uploaded = await upload("junta.wav", silentWav(1));
  expect(await documentAfterProcessing(uploaded.document_id, "es")).toMatchObject({
    status: "failed",
    notes:
      "El servidor de modelos rechazó la transcripción (respuesta 500); el asistente no usa este archivo para responder. Revisa el servidor y vuelve a procesarlo.",
  });
  expect(await documentAfterProcessing(uploaded.document_id, "en")).toMatchObject({
    notes:
      "The model server refused the transcription (status 500); the assistant does not use this file for answers. Check the server and process it again.",
  });
  expect(await (await testDb()).chunk.count({ where: { sourceId: uploaded.document_id } })).toBe(0);
});

it("fails the document when the model server cannot be reached", async () => {
  // A port that was just free: nothing listens there, so the connection is refused.
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  process.env.OPENAI_BASE_URL = `http://127.0.0.1:${port}/v1`;
  resetConfigForTests();
  const uploaded = await upload("junta.wav", silentWav(1));
  expect(await documentAfterProcessing(uploaded.document_id, "en")).toMatchObject({
    status: "failed",
    notes:
      "The model server could not be reached to transcribe the file; the assistant does not use it for answers. Process it again once the server answers.",
  });
});

it("without a model server a recording is only stored, and nothing is sent anywhere", async () => {
  useModelServer(false);
  const before = fake.transcriptionRequests.length;
  const uploaded = await upload("capacitacion.wav", silentWav(1));
  expect(uploaded).toMatchObject({ status: "uploaded", file_category: "audio" });
  await settleBackgroundWork();
  expect(fake.transcriptionRequests).toHaveLength(before);
});
