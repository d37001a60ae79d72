import { parseMessage, type Inline } from "@/lib/chat/format";

function inlineText(nodes: Inline[]): string {
  return nodes
    .map((node) => {
      if (node.type === "text") return node.text;
      // "[1]" read aloud is noise; the sources list is there to explore.
      if (node.type === "citation") return "";
      return inlineText(node.children);
    })
    .join("");
}

/** An answer as words to announce: no ** markers, link targets or citation numbers. */
export function plainText(markdown: string): string {
  return parseMessage(markdown)
    .flatMap((block) =>
      block.type === "paragraph"
        ? block.lines.map(inlineText)
        : block.items.map((item) => inlineText(item.content)),
    )
    .join("\n")
    .replace(/[ \t]+/g, " ")
    .replace(/ ([.,;:!?])/g, "$1")
    .trim();
}
