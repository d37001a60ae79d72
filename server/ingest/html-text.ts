import "server-only";

import { Parser } from "htmlparser2";

import type { TextSection } from "./chunk";

/**
 * An HTML page, or the HTML a Word file converts to (docx.ts), as sections for the chunker: one per
 * heading (h1–h6), whose heading is the path that leads to it ("Reglamento › Vacaciones › Solicitud"),
 * paragraphs and list items as paragraphs, and each table row as one sentence naming its columns
 * ("Puesto: Cajero; Turno: matutino"), as a CSV row is (csv.ts). Nothing of the markup survives:
 * scripts, styles, forms' options, embedded objects and navigation menus are dropped with their
 * content, and every other tag keeps only its text, so what is indexed and quoted is plain text.
 */

const DISCARDED = new Set(
  (
    "script style noscript template head title textarea select option iframe object embed applet svg math " +
    "nav noembed noframes xmp plaintext button"
  ).split(" "),
);

// Elements that end a paragraph where they open or close.
const BLOCKS = new Set(
  (
    "p div li ul ol dl dt dd blockquote pre section article header footer main aside figure figcaption " +
    "address hr table caption tr form fieldset details summary body html h1 h2 h3 h4 h5 h6"
  ).split(" "),
);

const HEADING = /^h([1-6])$/;

const clean = (text: string) => text.replace(/\s+/g, " ").trim();

type Table = { rows: string[][]; row: string[] | null; cell: string | null };

/** A table's rows as text: the first row names the columns of the others, like a CSV's header. */
export function tableRowsToParagraphs(rows: string[][]): string[] {
  const filled = rows.map((row) => row.map(clean)).filter((row) => row.some(Boolean));
  if (filled.length === 0) return [];
  const [header, ...data] = filled;
  if (data.length === 0) return [header.filter(Boolean).join("; ")];
  return data
    .map((row) =>
      row
        .map((value, column) => [header[column] || `#${column + 1}`, value] as const)
        .filter(([, value]) => value !== "")
        .map(([name, value]) => (name === value ? value : `${name}: ${value}`))
        .join("; "),
    )
    .filter(Boolean);
}

export function htmlToSections(html: string): TextSection[] {
  const sections: { heading: string | null; paragraphs: string[] }[] = [{ heading: null, paragraphs: [] }];
  const path: { level: number; text: string }[] = [];
  const tables: Table[] = [];
  let discardedDepth = 0;
  let paragraph = "";
  let heading: { level: number; text: string } | null = null;

  const current = () => sections[sections.length - 1];
  const flush = () => {
    const text = clean(paragraph);
    paragraph = "";
    if (text) current().paragraphs.push(text);
  };
  const table = () => tables[tables.length - 1];

  const parser = new Parser(
    {
      onopentag(name) {
        if (DISCARDED.has(name) || discardedDepth > 0) {
          if (DISCARDED.has(name)) discardedDepth++;
          return;
        }
        const open = table();
        if (open && (name === "td" || name === "th")) {
          open.cell = "";
          return;
        }
        if (open && name === "tr") {
          open.row = [];
          return;
        }
        if (name === "table") {
          flush();
          tables.push({ rows: [], row: null, cell: null });
          return;
        }
        const level = HEADING.exec(name);
        if (level && tables.length === 0) {
          flush();
          heading = { level: Number(level[1]), text: "" };
          return;
        }
        // Between blocks, and at a line break, words are apart; inline elements join their text.
        if (!BLOCKS.has(name) && name !== "br") return;
        if (open?.cell !== null && open?.cell !== undefined) open.cell += " ";
        else if (heading) heading.text += " ";
        else if (name === "br") paragraph += " ";
        else flush();
      },
      ontext(text) {
        if (discardedDepth > 0) return;
        const open = table();
        if (open) {
          if (open.cell !== null) open.cell += text;
        } else if (heading) heading.text += text;
        else paragraph += text;
      },
      onclosetag(name) {
        if (DISCARDED.has(name)) {
          if (discardedDepth > 0) discardedDepth--;
          return;
        }
        if (discardedDepth > 0) return;
        const open = table();
        if (open && (name === "td" || name === "th")) {
          if (open.cell !== null) (open.row ??= []).push(open.cell);
          open.cell = null;
          return;
        }
        if (open && name === "tr") {
          if (open.row) open.rows.push(open.row);
          open.row = null;
          return;
        }
        if (open && name === "table") {
          tables.pop();
          const paragraphs = tableRowsToParagraphs(open.rows);
          const outer = table();
          // A table inside a cell is read as that cell's text.
          if (outer && outer.cell !== null) outer.cell += ` ${paragraphs.join(". ")} `;
          else current().paragraphs.push(...paragraphs);
          return;
        }
        const level = HEADING.exec(name);
        if (level && heading && tables.length === 0) {
          const text = clean(heading.text);
          const headingLevel = heading.level;
          heading = null;
          if (!text) return;
          while (path.length > 0 && path[path.length - 1].level >= headingLevel) path.pop();
          path.push({ level: headingLevel, text });
          sections.push({ heading: path.map((entry) => entry.text).join(" › "), paragraphs: [] });
          return;
        }
        if (BLOCKS.has(name) && !heading && !open) flush();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return sections
    .map((section) => ({ heading: section.heading, text: section.paragraphs.join("\n\n") }))
    .filter((section) => section.text !== "");
}
