import { z } from "zod";

/**
 * Knowledge blocks and Q&A pairs (spec §5 "Knowledge block", §9). Shared by the editor (live counters)
 * and the API (authoritative check), so both measure content the same way. Issue messages are keys of
 * the "Validation" messages, translated by the caller.
 */
export const KB_TITLE_MAX = 200;
/** The spec offers 10,000 or 1,000 plain-text characters; we chose 10,000. */
export const KB_CONTENT_MAX = 10_000;
/**
 * Ceiling on the stored HTML itself: plain text is what the user sees, but a payload of empty
 * formatting tags must not be able to grow without bound. Generous for real editor markup.
 */
export const KB_CONTENT_HTML_MAX = 200_000;
/** Counters turn to "warning" above this share of the maximum (spec §9: 90%). */
export const WARNING_RATIO = 0.9;

export const QA_QUESTION_MAX = 300;
export const QA_ANSWER_MAX = 2_000;

export type CounterState = "ok" | "warning" | "error";

export function counterState(length: number, max: number): CounterState {
  if (length > max) return "error";
  if (length > max * WARNING_RATIO) return "warning";
  return "ok";
}

// Tags whose boundaries separate words: "<p>uno</p><p>dos</p>" reads "uno dos", not "unodos".
const BLOCK_TAGS =
  "address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul";
const BLOCK_TAG_PATTERN = new RegExp(`<\\/?(?:${BLOCK_TAGS})\\b[^>]*>`, "gi");
const RAW_TEXT_ELEMENT_PATTERN = /<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENT_PATTERN = /<!--[\s\S]*?(?:-->|$)/g;
const ANY_TAG_PATTERN = /<\/?[a-z][^>]*>/gi;

// Named entities an editor or a paste from Word/Docs realistically produces in Spanish or English
// text. Numeric references cover everything else.
// prettier-ignore
const NAMED_ENTITIES: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0",
  aacute: "á", eacute: "é", iacute: "í", oacute: "ó", uacute: "ú", ntilde: "ñ", uuml: "ü",
  Aacute: "Á", Eacute: "É", Iacute: "Í", Oacute: "Ó", Uacute: "Ú", Ntilde: "Ñ", Uuml: "Ü",
  iexcl: "¡", iquest: "¿", laquo: "«", raquo: "»", ordf: "ª", ordm: "º", deg: "°",
  hellip: "…", ndash: "–", mdash: "—", lsquo: "‘", rsquo: "’", ldquo: "“", rdquo: "”",
  bull: "•", middot: "·", copy: "©", reg: "®", trade: "™", euro: "€",
};

export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] !== "#") return NAMED_ENTITIES[body] ?? entity;
    const codePoint =
      body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    // Invalid and NUL references decode to U+FFFD, as in the HTML parser.
    return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : "\ufffd";
  });
}

/**
 * The text a reader sees in rich-text HTML: tags stripped, entities decoded, whitespace collapsed.
 * A string transformation (no DOM), so it gives the same count in the browser and on the server.
 * Tags are stripped before entities are decoded, so an escaped "&lt;b&gt;" stays visible text.
 */
export function htmlToPlainText(html: string): string {
  const withoutTags = html
    .replace(RAW_TEXT_ELEMENT_PATTERN, " ")
    .replace(COMMENT_PATTERN, " ")
    .replace(BLOCK_TAG_PATTERN, " ")
    .replace(ANY_TAG_PATTERN, "");
  // \s includes the no-break space, so "&nbsp;&nbsp;" also collapses to one space.
  return decodeHtmlEntities(withoutTags).replace(/\s+/g, " ").trim();
}

/** True for "", "<p></p>", "<p><br></p>", "<h1> </h1>"…: what an untouched editor emits. */
export function isEmptyEditorHtml(html: string): boolean {
  return htmlToPlainText(html) === "";
}

/** Length as the counters show it (UTF-16 code units, like the title's `maxLength`). */
export function plainTextLength(html: string): number {
  return htmlToPlainText(html).length;
}

export const ZKnowledgeBlockInput = z.object({
  title: z.string().trim().min(1, "kbTitleRequired").max(KB_TITLE_MAX, "kbTitleTooLong"),
  content: z
    .string()
    .max(KB_CONTENT_HTML_MAX, "kbContentTooLong")
    .superRefine((html, ctx) => {
      const length = plainTextLength(html);
      if (length === 0) ctx.addIssue({ code: "custom", message: "kbContentRequired" });
      else if (length > KB_CONTENT_MAX) ctx.addIssue({ code: "custom", message: "kbContentTooLong" });
    }),
});
export type KnowledgeBlockInput = z.infer<typeof ZKnowledgeBlockInput>;

/** POST /api/knowledge_blocks; the service checks the limits on the sanitised HTML. */
export const ZKnowledgeBlockRequest = z.object({ title: z.string(), content: z.string() });

/** PUT /api/knowledge_blocks: an edit, or switching the block on or off. */
export const ZKnowledgeBlockChangeRequest = z.discriminatedUnion("action", [
  ZKnowledgeBlockRequest.extend({ action: z.literal("update_knowledge_block"), kb_id: z.string().min(1) }),
  z.object({ action: z.literal("toggle_active_status"), kb_id: z.string().min(1), is_active: z.boolean() }),
]);

/** POST /api/qa; the service checks the limits on the pair as it will be stored. */
export const ZQaPairRequest = z.object({
  question: z.string(),
  answer: z.string(),
  is_active: z.boolean().optional(),
});

/** PUT /api/qa: only the fields sent change. */
export const ZQaPairChangeRequest = z.object({
  id: z.string().min(1),
  question: z.string().optional(),
  answer: z.string().optional(),
  is_active: z.boolean().optional(),
});

export const ZQaPairInput = z.object({
  question: z.string().trim().min(1, "qaQuestionRequired").max(QA_QUESTION_MAX, "qaQuestionTooLong"),
  answer: z.string().trim().min(1, "qaAnswerRequired").max(QA_ANSWER_MAX, "qaAnswerTooLong"),
});
export type QaPairInput = z.infer<typeof ZQaPairInput>;

/** The API's knowledge block (spec §3), in its snake_case names; shared by the server and the panel. */
export type KnowledgeBlockDto = {
  id: string;
  title: string;
  /** Sanitised HTML: sanitised when stored and again when read ("on render"). */
  content: string;
  is_active: boolean;
  created_at: string;
  updated_at: string;
  /** Plain-text length, as the editor's counter measures it. */
  character_count: number;
};

/** The API's Q&A pair, in snake_case like the rest of the API. */
export type QaPairDto = {
  id: string;
  question: string;
  answer: string;
  is_active: boolean;
  created_at: string;
  updated_at: string;
};
