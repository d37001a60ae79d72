import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A minimal OpenAI-compatible model server on 127.0.0.1 for tests that go over real HTTP:
 * POST /v1/chat/completions, streamed (SSE) or not. It records every request and plays a scripted
 * reply per request: text deltas, delays, or an error status.
 *
 * POST /v1/embeddings answers with `conceptEmbedding` of each input (recorded in
 * `embeddingRequests`): deterministic vectors in which synonyms share a dimension, so a question can
 * match a passage semantically without sharing a word with it.
 *
 * POST /v1/audio/transcriptions (multipart, as the AI SDK sends it) answers verbose_json with the
 * scripted segments (`transcribe`), or a scripted error status; each request is recorded in
 * `transcriptionRequests`.
 */

export interface ChatMessage {
  role: string;
  content: string | Array<{ type: string; text?: string }>;
}

export interface ChatCompletionBody {
  model: string;
  stream?: boolean;
  messages: ChatMessage[];
  [key: string]: unknown;
}

export interface FakeReply {
  /** Text deltas, sent as one SSE event each (joined when the request is not streamed). */
  chunks?: string[];
  /** An error status (500, 429, …) instead of a completion. */
  status?: number;
  /** Wait before the response headers: a model that never starts answering. */
  delayMs?: number;
  /** Wait between streamed deltas. */
  chunkDelayMs?: number;
  /** Awaited before sending delta `index`, so a test can pace the stream itself. */
  beforeChunk?: (index: number) => Promise<void> | void;
}

export interface RecordedRequest {
  body: ChatCompletionBody;
  headers: http.IncomingHttpHeaders;
  /** Resolves true when the client closed the connection before the reply was complete. */
  disconnected: Promise<boolean>;
}

export interface EmbeddingRequestBody {
  model: string;
  input: string | string[];
  [key: string]: unknown;
}

/** Words (folded, by prefix) that mean the same thing: each group is one dimension. */
export const EMBEDDING_CONCEPTS: string[][] = [
  ["vacacion", "libre", "descans", "holiday", "vacation"],
  ["devoluc", "devolv", "reembols", "refund"],
  ["impresor", "printer"],
  ["factur", "invoice"],
];
const HASHED_DIMENSIONS = 64;
export const EMBEDDING_DIMENSIONS = 1 + EMBEDDING_CONCEPTS.length + HASHED_DIMENSIONS;

/**
 * A small bag-of-concepts embedding: a constant dimension (never a zero vector), one dimension per
 * concept the text mentions (weight 1), and every other word of four letters or more hashed into one
 * of 64 dimensions with a small weight, so unrelated texts are far apart but not identical.
 */
export function conceptEmbedding(text: string): number[] {
  const vector = new Array<number>(EMBEDDING_DIMENSIONS).fill(0);
  vector[0] = 0.05;
  const words = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u);
  for (const word of words) {
    const concept = EMBEDDING_CONCEPTS.findIndex((stems) => stems.some((stem) => word.startsWith(stem)));
    if (concept >= 0) vector[1 + concept] = 1;
    else if (word.length >= 4) {
      let hash = 0;
      for (const char of word) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
      vector[1 + EMBEDDING_CONCEPTS.length + (hash % HASHED_DIMENSIONS)] += 0.25;
    }
  }
  return vector;
}

/** A scripted transcription: timed segments (seconds), or an error status. */
export type FakeTranscription =
  { segments: { start: number; end: number; text: string }[]; language?: string } | { status: number };

export interface TranscriptionRequest {
  model: string;
  responseFormat: string | null;
  /** The uploaded file's size in bytes, and its name (the SDK names it after the detected type). */
  fileBytes: number;
  fileName: string;
}

export interface FakeOpenAIServer {
  /** For `createOpenAI({ baseURL })`: ends in /v1. */
  baseURL: string;
  requests: RecordedRequest[];
  /** Bodies of POST /v1/embeddings, in order. */
  embeddingRequests: EmbeddingRequestBody[];
  /** An error status for the following embedding requests (null: answer normally). */
  failEmbeddings(status: number | null): void;
  /** Replaces the script for the following requests. */
  reply(script: (body: ChatCompletionBody) => FakeReply): void;
  /** Multipart fields of POST /v1/audio/transcriptions, in order. */
  transcriptionRequests: TranscriptionRequest[];
  /** Replaces what the following transcription requests answer (default: one short segment). */
  transcribe(script: (request: TranscriptionRequest) => FakeTranscription): void;
  close(): Promise<void>;
}

/** The text of a message, whether its content is a string or a list of parts. */
export function messageText(message: ChatMessage): string {
  return typeof message.content === "string"
    ? message.content
    : message.content.map((part) => part.text ?? "").join("");
}

/** Waits, but no longer than the connection lives, so a closed test leaves no timer behind. */
function pause(ms: number, response: http.ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      response.off("close", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    response.on("close", done);
  });
}

function chunkEvent(model: string, delta: Record<string, string>, finishReason: string | null) {
  const chunk = {
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: 0,
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

async function readBody<Body = ChatCompletionBody>(request: http.IncomingMessage): Promise<Body> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return JSON.parse(Buffer.concat(parts).toString("utf8")) as Body;
}

function answerEmbeddings(body: EmbeddingRequestBody, status: number | null, response: http.ServerResponse) {
  if (status) {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(
      JSON.stringify({ error: { message: "scripted failure", type: "server_error", code: null } }),
    );
    return;
  }
  const inputs = Array.isArray(body.input) ? body.input : [body.input];
  response.writeHead(200, { "content-type": "application/json" });
  response.end(
    JSON.stringify({
      object: "list",
      data: inputs.map((input, index) => ({
        object: "embedding",
        index,
        embedding: conceptEmbedding(input),
      })),
      model: body.model,
      usage: { prompt_tokens: inputs.length, total_tokens: inputs.length },
    }),
  );
}

async function answerTranscription(
  request: http.IncomingMessage,
  script: (request: TranscriptionRequest) => FakeTranscription,
  recorded: TranscriptionRequest[],
  response: http.ServerResponse,
) {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  const form = await new Response(Buffer.concat(parts), {
    headers: { "content-type": request.headers["content-type"] ?? "" },
  }).formData();
  const file = form.get("file") as File;
  const entry: TranscriptionRequest = {
    model: String(form.get("model")),
    responseFormat: form.has("response_format") ? String(form.get("response_format")) : null,
    fileBytes: file.size,
    fileName: file.name,
  };
  recorded.push(entry);
  const reply = script(entry);
  if ("status" in reply) {
    response.writeHead(reply.status, { "content-type": "application/json" });
    response.end(
      JSON.stringify({ error: { message: "scripted failure", type: "server_error", code: null } }),
    );
    return;
  }
  const segments = reply.segments.map((segment, id) => ({
    id,
    seek: 0,
    ...segment,
    tokens: [],
    temperature: 0,
    avg_logprob: -0.2,
    compression_ratio: 1.2,
    no_speech_prob: 0.01,
  }));
  response.writeHead(200, { "content-type": "application/json" });
  response.end(
    JSON.stringify({
      task: "transcribe",
      language: reply.language ?? "spanish",
      duration: reply.segments.at(-1)?.end ?? 0,
      text: reply.segments.map((segment) => segment.text).join(" "),
      segments,
    }),
  );
}

async function play(reply: FakeReply, body: ChatCompletionBody, response: http.ServerResponse) {
  if (reply.delayMs) await pause(reply.delayMs, response);
  if (response.destroyed) return;
  if (reply.status && reply.status >= 400) {
    response.writeHead(reply.status, { "content-type": "application/json" });
    response.end(
      JSON.stringify({ error: { message: "scripted failure", type: "server_error", code: null } }),
    );
    return;
  }
  const chunks = reply.chunks ?? [];
  if (!body.stream) {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(
      JSON.stringify({
        id: "chatcmpl-fake",
        object: "chat.completion",
        created: 0,
        model: body.model,
        choices: [
          { index: 0, message: { role: "assistant", content: chunks.join("") }, finish_reason: "stop" },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
    return;
  }
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  response.write(chunkEvent(body.model, { role: "assistant", content: "" }, null));
  for (const [index, content] of chunks.entries()) {
    await reply.beforeChunk?.(index);
    if (index > 0 && reply.chunkDelayMs) await pause(reply.chunkDelayMs, response);
    if (response.destroyed) return;
    response.write(chunkEvent(body.model, { content }, null));
  }
  response.write(chunkEvent(body.model, {}, "stop"));
  response.end("data: [DONE]\n\n");
}

export async function startFakeOpenAIServer(
  script: (body: ChatCompletionBody) => FakeReply = () => ({ chunks: ["ok"] }),
): Promise<FakeOpenAIServer> {
  let current = script;
  const requests: RecordedRequest[] = [];
  const embeddingRequests: EmbeddingRequestBody[] = [];
  let embeddingFailure: number | null = null;
  const transcriptionRequests: TranscriptionRequest[] = [];
  let transcription: (request: TranscriptionRequest) => FakeTranscription = () => ({
    segments: [{ start: 0, end: 2, text: "Hola." }],
  });

  const server = http.createServer((request, response) => {
    if (request.method === "POST" && request.url === "/v1/embeddings") {
      readBody<EmbeddingRequestBody>(request)
        .then((body) => {
          embeddingRequests.push(body);
          answerEmbeddings(body, embeddingFailure, response);
        })
        .catch(() => response.destroy());
      return;
    }
    if (request.method === "POST" && request.url === "/v1/audio/transcriptions") {
      answerTranscription(request, transcription, transcriptionRequests, response).catch(() =>
        response.destroy(),
      );
      return;
    }
    if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
      response.writeHead(404).end();
      return;
    }
    const disconnected = new Promise<boolean>((resolve) =>
      response.on("close", () => resolve(!response.writableFinished)),
    );
    readBody(request)
      .then((body) => {
        requests.push({ body, headers: request.headers, disconnected });
        return play(current(body), body, response);
      })
      .catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    embeddingRequests,
    failEmbeddings(status) {
      embeddingFailure = status;
    },
    reply(next) {
      current = next;
    },
    transcriptionRequests,
    transcribe(next) {
      transcription = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Keep-alive sockets from the client would otherwise hold close() open.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
