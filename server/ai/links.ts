import "server-only";
import type { RetrievedChunk } from "@/server/ai/types";

/**
 * A markdown link or image as the chat screen parses it (lib/chat/format.ts): `[label](url)` and
 * `![alt](url)`.
 */
const MARKDOWN_LINK = /!?\[([^\]\n]+)\]\(([^()\s]+)\)/g;

/**
 * OWASP LLM01/LLM05: a document can tell the model to add a link (phishing, or a URL that carries the
 * conversation away). A markdown link in an answer is kept only when its exact URL appears in the
 * context the model was given; any other becomes its label as plain text. Bare URLs need nothing:
 * the chat screen shows them as text and never turns them into links.
 */
export function keepContextLinks(text: string, chunks: RetrievedChunk[]): string {
  const context = chunks.map((chunk) => `${chunk.title}\n${chunk.heading ?? ""}\n${chunk.text}`).join("\n");
  return text.replace(MARKDOWN_LINK, (link, label: string, url: string) =>
    context.includes(url) ? link : label,
  );
}
