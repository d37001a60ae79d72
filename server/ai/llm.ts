import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import { streamText } from "ai";
import type { Locale } from "@/lib/i18n/locales";
import { resolveCitations } from "@/server/ai/citations";
import { DeltaChannel } from "@/server/ai/delta-channel";
import { LeakGuard, leaksSystemPrompt } from "@/server/ai/leak-guard";
import { keepContextLinks } from "@/server/ai/links";
import { buildSystemPrompt, buildUserMessage, chunksWithinBudget } from "@/server/ai/prompt";
import { REWRITE_TIMEOUT_MS, rewriteQuestion } from "@/server/ai/question-rewrite";
import { noInformationAnswer } from "@/server/ai/relevance";
import { foldAccents } from "@/server/ai/text";
import {
  AnswerError,
  isAnswerError,
  type AnswerEngine,
  type AnswerRequest,
  type FinalAnswer,
  type RetrievedChunk,
} from "@/server/ai/types";
import { serverTranslator } from "@/server/i18n";

/** The provider call budget (OWASP LLM10): past it the user gets the error message, never a hang. */
const LLM_TIMEOUT_MS = 60_000;
/** Answers are short and grounded; a cap keeps a runaway model from streaming for a minute. */
const MAX_OUTPUT_TOKENS = 1_024;
/** Low, so answers stick to the sources' wording; not 0, which some local servers handle badly. */
const TEMPERATURE = 0.1;

export interface LlmEngineOptions {
  apiKey: string;
  /** Any OpenAI-compatible server (Ollama, vLLM, …); the OpenAI API when unset. */
  baseURL?: string;
  model: string;
  timeoutMs?: number;
}

const squash = (text: string) =>
  foldAccents(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** The model followed rule 2: it said, in either language, that the sources do not have the answer. */
function saysNoInformation(text: string): boolean {
  const said = squash(text);
  return (["es", "en"] as const).some((locale) => said.includes(squash(noInformationAnswer(locale))));
}

function finish(text: string, chunks: RetrievedChunk[], locale: Locale): FinalAnswer {
  const resolved = resolveCitations(keepContextLinks(text, chunks), chunks);
  if (!resolved.text) return { text: noInformationAnswer(locale), sources: [], answered: false };
  const answered = resolved.sources.length > 0 || !saysNoInformation(resolved.text);
  return { ...resolved, answered };
}

function toAnswerError(error: unknown, callerSignal: AbortSignal | undefined, timeout: AbortSignal) {
  if (isAnswerError(error)) return error;
  // The caller's abort wins: when the client has left, nobody needs to hear about the timeout.
  if (callerSignal?.aborted) return new AnswerError("aborted", { cause: error });
  if (timeout.aborted) return new AnswerError("timeout", { cause: error });
  return new AnswerError("provider", { cause: error });
}

export function createLlmEngine({
  apiKey,
  baseURL,
  model,
  timeoutMs = LLM_TIMEOUT_MS,
}: LlmEngineOptions): AnswerEngine {
  // Chat completions, not the Responses API: it is what OpenAI-compatible servers implement.
  const languageModel = createOpenAI({ apiKey, baseURL }).chat(model);

  async function generate(
    request: AnswerRequest,
    chunks: RetrievedChunk[],
    signal: AbortSignal,
    channel: DeltaChannel,
  ) {
    const stopOnLeak = new AbortController();
    const result = streamText({
      model: languageModel,
      system: buildSystemPrompt(request),
      messages: [{ role: "user", content: buildUserMessage(request.question, chunks) }],
      temperature: TEMPERATURE,
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      // A retry would double the wait inside the same 60 s budget; the user can simply ask again.
      maxRetries: 0,
      abortSignal: AbortSignal.any([signal, stopOnLeak.signal]),
      // Failures surface as `error` parts below and are mapped to AnswerError; no console noise.
      onError: () => {},
    });

    const guard = new LeakGuard();
    let text = "";
    for await (const part of result.fullStream) {
      if (part.type === "text-delta") {
        text += part.text;
        const safe = guard.push(part.text);
        if (safe) channel.push(safe);
        if (guard.leaked) {
          // Stop paying for a reply that will not be shown.
          stopOnLeak.abort();
          break;
        }
      } else if (part.type === "error") throw part.error;
      else if (part.type === "abort") throw new Error("generation aborted");
    }

    if (guard.leaked || leaksSystemPrompt(text)) {
      return { text: serverTranslator(request.locale, "Assistant")("refusal"), sources: [], answered: false };
    }
    const tail = guard.flush();
    if (tail) channel.push(tail);
    return finish(text, chunks, request.locale);
  }

  return {
    kind: "llm",
    // Within the answer's own budget: a model too slow to answer would be too slow to rewrite.
    rewriteForSearch: (question, signal) =>
      rewriteQuestion(languageModel, question, {
        signal,
        timeoutMs: Math.min(REWRITE_TIMEOUT_MS, timeoutMs),
      }),
    answer(request) {
      const chunks = chunksWithinBudget(request.chunks);
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
      const channel = new DeltaChannel();
      const final = generate(request, chunks, signal, channel).then(
        (answer) => {
          channel.close();
          return answer;
        },
        (error: unknown) => {
          const failure = toAnswerError(error, request.signal, timeout);
          channel.fail(failure);
          throw failure;
        },
      );
      // A route that only reads the stream sees the failure there; this keeps `final` from becoming
      // an unhandled rejection in that case. Awaiting `final` still rejects.
      final.catch(() => {});
      return { engine: "llm", model, textStream: channel, final };
    },
  };
}
