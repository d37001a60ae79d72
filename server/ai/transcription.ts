import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import {
  APICallError,
  NoTranscriptGeneratedError,
  RetryError,
  experimental_transcribe as transcribe,
} from "ai";
import type { AppConfig } from "@/server/config";

/**
 * Audio and video read by the model server's transcription endpoint (issue 22 point 3), through the
 * AI SDK: the same OPENAI_API_KEY / OPENAI_BASE_URL as the answers, the model TRANSCRIPTION_MODEL.
 *
 * Videos are sent as they are stored: extracting their audio track would need ffmpeg, which the
 * deployment does not ship. OpenAI's endpoint accepts mp4 and webm directly (and the 25 MB upload cap
 * is its own limit too); a .mov or .avi a server refuses fails with the server's status in its note.
 */

/** A transcribed stretch of speech, in seconds from the start. */
export type TranscriptSegment = { start: number; end: number; text: string };

export type Transcript = { segments: TranscriptSegment[]; durationSeconds: number | null };

/** Why a transcription did not happen: the server said no (with its status), was unreachable, or heard nothing. */
export class TranscriptionError extends Error {
  constructor(
    readonly reason: "refused" | "unreachable" | "no-speech",
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`transcription ${reason}${status ? ` (${status})` : ""}`, options);
  }
}

/** Minutes of audio take a while: past this the run gives up rather than hold the indexing queue. */
const TRANSCRIPTION_TIMEOUT_MS = 10 * 60_000;

export async function transcribeMedia(
  bytes: Uint8Array,
  ai: Pick<AppConfig["ai"], "apiKey" | "baseUrl" | "transcriptionModel">,
  timeoutMs = TRANSCRIPTION_TIMEOUT_MS,
): Promise<Transcript> {
  if (!ai.apiKey) throw new TranscriptionError("unreachable");
  const provider = createOpenAI({ apiKey: ai.apiKey, baseURL: ai.baseUrl });
  try {
    const result = await transcribe({
      model: provider.transcription(ai.transcriptionModel),
      audio: bytes,
      // Without provider options the SDK asks for plain JSON, which has no segments (no times).
      providerOptions: { openai: { timestampGranularities: ["segment"] } },
      maxRetries: 1,
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
    const segments = result.segments
      .map((segment) => ({ start: segment.startSecond, end: segment.endSecond, text: segment.text.trim() }))
      .filter((segment) => segment.text !== "");
    // A server that answers text without segments: the whole text is one stretch from the start.
    const timed =
      segments.length > 0 ? segments : [{ start: 0, end: result.durationInSeconds ?? 0, text: result.text }];
    return { segments: timed, durationSeconds: result.durationInSeconds ?? null };
  } catch (error) {
    throw asTranscriptionError(error);
  }
}

function asTranscriptionError(error: unknown): TranscriptionError {
  if (error instanceof TranscriptionError) return error;
  if (NoTranscriptGeneratedError.isInstance(error))
    return new TranscriptionError("no-speech", undefined, { cause: error });
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(last) && last.statusCode) {
    return new TranscriptionError("refused", last.statusCode, { cause: error });
  }
  // No status: connection refused, reset, or the timeout.
  return new TranscriptionError("unreachable", undefined, { cause: error });
}
