import "server-only";

import mammoth from "mammoth";

import type { TextSection } from "./chunk";
import { htmlToSections } from "./html-text";
import { checkZipLimits, zipEntries, ZipLimitError } from "./zip";

/**
 * A Word document (.docx) as sections: mammoth turns its styles into HTML (Heading 1–6 into h1–h6,
 * lists, tables), which htmlToSections cuts at its headings. Images are left out (they carry no text
 * the assistant can read here) and no linked file outside the document is ever opened.
 */

const STYLE_MAP = ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => h2:fresh"];

export async function docxToSections(bytes: Uint8Array): Promise<TextSection[]> {
  const entries = zipEntries(bytes);
  if (!entries) throw new ZipLimitError("not a ZIP archive");
  checkZipLimits(entries);
  const { value: html } = await mammoth.convertToHtml(
    { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
    {
      styleMap: STYLE_MAP,
      externalFileAccess: false,
      convertImage: mammoth.images.imgElement(async () => ({ src: "" })),
    },
  );
  return htmlToSections(html);
}
