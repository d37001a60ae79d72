import "server-only";

import path from "node:path";
import { Parser } from "htmlparser2";

import type { TextSection } from "./chunk";
import { tableRowsToParagraphs } from "./html-text";
import { readZipTexts } from "./zip";

/**
 * A PowerPoint deck (.pptx) as one section per slide, in the presentation's order: the slide's number
 * is its "page" (citations name it), its title placeholder is the heading, and its text boxes,
 * tables (rows as sentences naming their columns) and speaker notes are the text. Slide numbers,
 * dates and footers are layout, not content, and are left out.
 */

export interface DeckText {
  sections: TextSection[];
  slides: number;
}

const TITLE_PLACEHOLDERS = new Set(["title", "ctrTitle"]);
const LAYOUT_PLACEHOLDERS = new Set(["sldNum", "dt", "ftr", "hdr", "sldImg"]);

type Relationship = { type: string; target: string };

function relationships(xml: string | undefined, baseDir: string): Map<string, Relationship> {
  const result = new Map<string, Relationship>();
  if (!xml) return result;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== "Relationship" || attributes.TargetMode === "External") return;
        const target = attributes.Target?.startsWith("/")
          ? attributes.Target.slice(1)
          : path.posix.normalize(path.posix.join(baseDir, attributes.Target ?? ""));
        result.set(attributes.Id ?? "", { type: attributes.Type ?? "", target });
      },
    },
    { xmlMode: true },
  );
  parser.end(xml);
  return result;
}

const relsPathOf = (part: string) => `${path.posix.dirname(part)}/_rels/${path.posix.basename(part)}.rels`;

/** The slides' part names in the order the deck shows them. */
function slideOrder(files: Map<string, string>): string[] {
  const rels = relationships(files.get("ppt/_rels/presentation.xml.rels"), "ppt");
  const order: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== "p:sldId") return;
        const target = rels.get(attributes["r:id"] ?? "")?.target;
        if (target && files.has(target)) order.push(target);
      },
    },
    { xmlMode: true },
  );
  parser.end(files.get("ppt/presentation.xml") ?? "");
  return order;
}

/** A slide's (or notes page's) title and the rest of its text, paragraph by paragraph. */
export function slideText(xml: string, { bodyOnly = false } = {}): { title: string; paragraphs: string[] } {
  const titles: string[] = [];
  const paragraphs: string[] = [];
  let shape: { placeholder: string | null } | null = null;
  let paragraph: string | null = null;
  let table: { rows: string[][]; row: string[] | null; cell: string | null } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "p:sp") shape = { placeholder: null };
        else if (name === "p:ph" && shape) shape.placeholder = attributes.type ?? "body";
        else if (name === "a:tbl") table = { rows: [], row: null, cell: null };
        else if (name === "a:tr" && table) table.row = [];
        else if (name === "a:tc" && table) table.cell = "";
        else if (name === "a:p") paragraph = "";
        else if (name === "a:br" && paragraph !== null) paragraph += " ";
      },
      ontext(text) {
        if (paragraph !== null) paragraph += text;
      },
      onclosetag(name) {
        if (name === "a:p" && paragraph !== null) {
          const text = paragraph.replace(/\s+/g, " ").trim();
          paragraph = null;
          if (!text) return;
          if (table?.cell !== null && table?.cell !== undefined) {
            table.cell += ` ${text}`;
            return;
          }
          const placeholder = shape?.placeholder ?? null;
          if (placeholder && LAYOUT_PLACEHOLDERS.has(placeholder)) return;
          if (bodyOnly && placeholder !== "body") return;
          if (placeholder && TITLE_PLACEHOLDERS.has(placeholder)) titles.push(text);
          else paragraphs.push(text);
        } else if (name === "a:tc" && table) {
          table.row?.push(table.cell ?? "");
          table.cell = null;
        } else if (name === "a:tr" && table) {
          if (table.row) table.rows.push(table.row);
          table.row = null;
        } else if (name === "a:tbl" && table) {
          if (!bodyOnly) paragraphs.push(...tableRowsToParagraphs(table.rows));
          table = null;
        } else if (name === "p:sp") shape = null;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(xml);
  return { title: titles.join(" "), paragraphs };
}

export function pptxToText(bytes: Uint8Array): DeckText {
  const files = readZipTexts(bytes, (name) => name.startsWith("ppt/") && /\.(xml|rels)$/.test(name));
  const sections: TextSection[] = [];
  const order = slideOrder(files);
  order.forEach((part, index) => {
    const slide = slideText(files.get(part)!);
    const notesPart = [...relationships(files.get(relsPathOf(part)), path.posix.dirname(part)).values()].find(
      (relationship) => relationship.type.endsWith("/notesSlide"),
    )?.target;
    const notesXml = notesPart ? files.get(notesPart) : undefined;
    const notes = notesXml ? slideText(notesXml, { bodyOnly: true }).paragraphs : [];
    const text = [...slide.paragraphs, ...notes].join("\n\n");
    // A slide with only a title still says something: the title is its text too.
    sections.push({ page: index + 1, heading: slide.title || null, text: text || slide.title });
  });
  return { sections: sections.filter((section) => section.text.trim() !== ""), slides: order.length };
}
