/**
 * The small markdown subset assistant answers use (spec §2, chat screen), parsed into a tree that
 * components render as React nodes. Model output is untrusted (OWASP LLM05): nothing here produces
 * HTML, links are kept only for http(s), and images are reduced to their alt text so a remote image
 * can never be fetched.
 */

export type Inline =
  | { type: "text"; text: string }
  | { type: "bold"; children: Inline[] }
  | { type: "link"; href: string; children: Inline[] }
  | { type: "citation"; number: number };

export interface ListItem {
  /** "•" for bullets, the author's own "1." or "2)" for numbered lines. */
  marker: string;
  ordered: boolean;
  /** Nesting from leading spaces, two per level, at most MAX_LIST_DEPTH. */
  depth: number;
  content: Inline[];
}

export type Block = { type: "paragraph"; lines: Inline[][] } | { type: "list"; items: ListItem[] };

const MAX_LIST_DEPTH = 4;
const LIST_LINE = /^(\s*)([-*•]|\d{1,3}[.)])\s+(.*)$/;
const CITATION = /^\[(\d{1,3})\]/;
const LINK = /^\[([^\]\n]+)\]\(([^()\s]+)\)/;
const IMAGE = /^!\[([^\]\n]*)\]\(([^()\s]*)\)/;

/** The URL when it is an absolute http or https one; anything else (javascript:, data:, relative) is refused. */
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

export function parseInline(text: string): Inline[] {
  const nodes: Inline[] = [];
  let plain = "";
  const flush = () => {
    if (plain) nodes.push({ type: "text", text: plain });
    plain = "";
  };

  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    if (rest.startsWith("**")) {
      const close = text.indexOf("**", i + 2);
      if (close > i + 2) {
        flush();
        nodes.push({ type: "bold", children: parseInline(text.slice(i + 2, close)) });
        i = close + 2;
        continue;
      }
    } else if (rest.startsWith("![")) {
      const image = IMAGE.exec(rest);
      if (image) {
        plain += image[1];
        i += image[0].length;
        continue;
      }
    } else if (rest.startsWith("[")) {
      const citation = CITATION.exec(rest);
      const link = citation ? null : LINK.exec(rest);
      if (citation) {
        flush();
        nodes.push({ type: "citation", number: Number(citation[1]) });
        i += citation[0].length;
        continue;
      }
      if (link) {
        const href = safeHref(link[2]);
        const label = parseInline(link[1]);
        if (href) {
          flush();
          nodes.push({ type: "link", href, children: label });
        } else {
          // A refused link keeps its words but loses its target.
          for (const node of label) {
            if (node.type === "text") plain += node.text;
            else {
              flush();
              nodes.push(node);
            }
          }
        }
        i += link[0].length;
        continue;
      }
    }
    plain += text[i];
    i++;
  }
  flush();
  return nodes;
}

function listItem(match: RegExpExecArray): ListItem {
  const [, indent, marker, content] = match;
  const ordered = /\d/.test(marker);
  return {
    marker: ordered ? marker : "•",
    ordered,
    depth: Math.min(Math.floor(indent.replace(/\t/g, "  ").length / 2), MAX_LIST_DEPTH),
    content: parseInline(content),
  };
}

/** Paragraphs (blank-line separated; single breaks kept as line breaks) and runs of list lines. */
export function parseMessage(text: string): Block[] {
  const blocks: Block[] = [];
  let open: Block | null = null;
  for (const line of text.replace(/\r\n?/g, "\n").split("\n")) {
    const item = LIST_LINE.exec(line);
    if (item) {
      if (open?.type !== "list") blocks.push((open = { type: "list", items: [] }));
      open.items.push(listItem(item));
    } else if (line.trim() === "") {
      open = null;
    } else {
      if (open?.type !== "paragraph") blocks.push((open = { type: "paragraph", lines: [] }));
      open.lines.push(parseInline(line.trim()));
    }
  }
  return blocks;
}
