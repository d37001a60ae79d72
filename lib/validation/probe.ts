import { z } from "zod";
import type { SourceKind } from "./chat";

/** POST /api/chat/probe {question}: would the assistant answer this, and from which passages? */
export const ZProbeQuestion = z.object({
  question: z
    .string({ error: "chatMessageRequired" })
    .trim()
    .min(1, "chatMessageRequired")
    .max(4000, "chatMessageTooLong"),
});

export type ProbePassage = {
  kind: SourceKind;
  source_id: string;
  title: string;
  page: number | null;
  text: string;
};

/** `answers` is what the chat would do: answer from these passages, or decline (none passed). */
export type ProbeResult = { answers: boolean; passages: ProbePassage[] };
