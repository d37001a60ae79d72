import "server-only";

import type { TextSection } from "./chunk";
import { htmlToSections } from "./html-text";

/**
 * A Markdown file as sections: its headings (# … ######, or underlined with === / ---) become chunk
 * headings, list items and paragraphs stay paragraphs, tables read as sentences naming their columns,
 * code blocks are kept as text. Inline markup (emphasis, code, links, images, HTML tags) keeps only its
 * words. Written as plain HTML and read by htmlToSections, so both formats are cut the same way.
 */

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The words of a line of Markdown, without its inline markup. */
export function markdownInlineText(line: string): string {
  return line
    .replace(/<[^>]*>/g, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, "$1")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|[\s(])[*_](\S(?:.*?\S)?)[*_](?=[\s).,;:!?]|$)/g, "$1$2")
    .replace(/~~(.+?)~~/g, "$1")
    .replace(/`+([^`]*)`+/g, "$1")
    .replace(/\\([\\`*_{}[\]()#+\-.!|])/g, "$1");
}

const ATX_HEADING = /^ {0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)\s*$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d{1,9}[.)])\s+(.*)$/;
const FENCE = /^\s*(```|~~~)/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---\s*(?:\r?\n|$)/;

const cellsOf = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, "")
    .split(/(?<!\\)\|/)
    .map((cell) => escapeHtml(markdownInlineText(cell.trim())));

export function markdownToHtml(markdown: string): string {
  const lines = markdown.replace(FRONT_MATTER, "").split(/\r?\n/);
  const html: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) html.push(`<p>${paragraph.join(" ")}</p>`);
    paragraph = [];
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    if (FENCE.test(line)) {
      flush();
      const fence = FENCE.exec(line)![1];
      const code: string[] = [];
      while (++index < lines.length && !lines[index].trim().startsWith(fence)) code.push(lines[index]);
      html.push(`<pre>${escapeHtml(code.join("\n"))}</pre>`);
      continue;
    }
    const atx = ATX_HEADING.exec(line);
    if (atx) {
      flush();
      const level = atx[1].length;
      html.push(`<h${level}>${escapeHtml(markdownInlineText(atx[2]))}</h${level}>`);
      continue;
    }
    const next = lines[index + 1] ?? "";
    if (line.trim() && paragraph.length === 0 && SETEXT_UNDERLINE.test(next) && !LIST_ITEM.test(line)) {
      const level = next.trim().startsWith("=") ? 1 : 2;
      html.push(`<h${level}>${escapeHtml(markdownInlineText(line.trim()))}</h${level}>`);
      index++;
      continue;
    }
    if (TABLE_ROW.test(line) && TABLE_SEPARATOR.test(next)) {
      flush();
      const rows = [cellsOf(line)];
      index++;
      while (index + 1 < lines.length && TABLE_ROW.test(lines[index + 1])) rows.push(cellsOf(lines[++index]));
      const body = rows.map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join("")}</tr>`);
      html.push(`<table>${body.join("")}</table>`);
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      flush();
      html.push(`<li>${escapeHtml(markdownInlineText(item[1]))}</li>`);
      continue;
    }
    if (!line.trim()) {
      flush();
      continue;
    }
    paragraph.push(escapeHtml(markdownInlineText(line.trim().replace(/^>\s?/, ""))));
  }
  flush();
  return html.join("\n");
}

export const markdownToSections = (markdown: string): TextSection[] =>
  htmlToSections(markdownToHtml(markdown));
