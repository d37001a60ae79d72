import "server-only";

export type TextEncodingName = "utf-8" | "windows-1252";

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
}

// Bytes below 0x20 other than tab, line feed, form feed and carriage return do not occur in text
// files; NUL in particular marks binary data (or UTF-16, which spreadsheet exports here do not use).
function hasBinaryControlBytes(bytes: Uint8Array): boolean {
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) return true;
    if (byte === 0x7f) return true;
  }
  return false;
}

// Windows-1252 differs from Latin-1 only in 0x80–0x9F. Decoded by hand because Node 20's
// TextDecoder("windows-1252") silently decodes Latin-1 ("€" would become U+0080). "" marks the five
// positions the code page leaves unassigned: a file that uses them is not text in it either.
// prettier-ignore
const WINDOWS_1252_0X80_TO_0X9F = [
  "€", "", "‚", "ƒ", "„", "…", "†", "‡", "ˆ", "‰", "Š", "‹", "Œ", "", "Ž", "",
  "", "‘", "’", "“", "”", "•", "–", "—", "˜", "™", "š", "›", "œ", "", "ž", "Ÿ",
];

function decodeWindows1252(bytes: Uint8Array): string | null {
  if (bytes.some((byte) => byte >= 0x80 && byte <= 0x9f && !WINDOWS_1252_0X80_TO_0X9F[byte - 0x80]))
    return null;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString("latin1")
    .replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_0X80_TO_0X9F[char.charCodeAt(0) - 0x80]);
}

/**
 * Decodes a text upload, or returns null when the bytes are not text. UTF-8 first (its BOM is
 * dropped); otherwise Windows-1252: Excel on Windows in Mexico and Spain saves "CSV (delimitado por
 * comas)" in that code page, so refusing it would refuse many of the CSVs people actually have.
 */
export function decodeTextFile(bytes: Uint8Array): DecodedText | null {
  if (hasBinaryControlBytes(bytes)) return null;
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8" };
  } catch {
    const text = decodeWindows1252(bytes);
    return text === null ? null : { text, encoding: "windows-1252" };
  }
}
