import "server-only";

import type { DocumentExtension } from "@/lib/validation/documents";

import { decodeTextFile } from "./text-decoding";
import { zipEntries } from "./zip";

/**
 * File type from the bytes themselves (ASVS 5.0 §5.2.2), so a renamed file cannot pass as another
 * type: a ".pdf" that is HTML, or a ".png" that is a ZIP, is refused. "markup" and "text" cover the
 * formats without a signature: markup only as .html (served sandboxed, read as text), plain text as
 * CSV, .txt or Markdown. Office files are ZIP archives told apart by the entries they hold.
 */
export type DetectedFileType =
  | "pdf"
  | "png"
  | "jpeg"
  | "gif"
  | "webp"
  | "mp4"
  | "mov"
  | "avi"
  | "webm"
  | "mp3"
  | "m4a"
  | "wav"
  | "ogg"
  | "docx"
  | "xlsx"
  | "pptx"
  | "ods"
  | "markup"
  | "text";

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const EBML_SIGNATURE = [0x1a, 0x45, 0xdf, 0xa3];

// Major brands of the ISO base media file format used by MP4 video. Still images (heic, avif) share
// the container and are deliberately absent; audio (M4A) is told apart below.
// prettier-ignore
const MP4_VIDEO_BRANDS = new Set([
  "isom", "iso2", "iso3", "iso4", "iso5", "iso6", "iso8", "iso9", "mp41", "mp42", "mp71", "avc1", "dash",
  "M4V ", "M4VH", "M4VP", "3gp4", "3gp5", "3gp6", "3g2a", "mmp4", "MSNV", "f4v ", "XAVC", "NDAS",
]);
// QuickTime files written before the "ftyp" box existed open with one of these atoms.
const LEGACY_QUICKTIME_ATOMS = new Set(["moov", "mdat", "wide", "free", "skip", "pnot"]);

// Audio in the same container: iTunes/AAC ("M4A "), Apple Lossless and audiobooks.
const MP4_AUDIO_BRANDS = new Set(["M4A ", "M4B ", "M4P "]);

function detectIsoMediaType(bytes: Uint8Array): "mp4" | "mov" | "m4a" | null {
  if (bytes.length < 12) return null;
  const boxType = ascii(bytes, 4, 8);
  if (boxType === "ftyp") {
    const majorBrand = ascii(bytes, 8, 12);
    if (majorBrand === "qt  ") return "mov";
    if (MP4_AUDIO_BRANDS.has(majorBrand)) return "m4a";
    return MP4_VIDEO_BRANDS.has(majorBrand) ? "mp4" : null;
  }
  return LEGACY_QUICKTIME_ATOMS.has(boxType) ? "mov" : null;
}

function detectRiffType(bytes: Uint8Array): "webp" | "avi" | "wav" | null {
  if (bytes.length < 12 || ascii(bytes, 0, 4) !== "RIFF") return null;
  const form = ascii(bytes, 8, 12);
  if (form === "WEBP") return "webp";
  if (form === "WAVE") return "wav";
  return form === "AVI " ? "avi" : null;
}

/**
 * MP3: an ID3 tag, or straight an MPEG audio frame header whose layer is III. The layer check matters:
 * a UTF-16 text's byte-order mark (FF FE) reads as a Layer I frame sync.
 */
function isMp3(bytes: Uint8Array): boolean {
  if (ascii(bytes, 0, 3) === "ID3") return true;
  if (bytes.length < 3 || bytes[0] !== 0xff || (bytes[1] & 0xe0) !== 0xe0) return false;
  const version = (bytes[1] >> 3) & 0b11;
  const layer = (bytes[1] >> 1) & 0b11;
  const bitrate = bytes[2] >> 4;
  const sampleRate = (bytes[2] >> 2) & 0b11;
  return version !== 0b01 && layer === 0b01 && bitrate !== 0b1111 && sampleRate !== 0b11;
}

function detectTextType(bytes: Uint8Array): "markup" | "text" | null {
  const decoded = decodeTextFile(bytes);
  if (!decoded || decoded.text.trim() === "") return null;
  // HTML, XML or SVG: harmless inside a CSV import, but a file that a browser would render is not
  // a spreadsheet, and naming it one is how stored-XSS uploads usually start.
  return /^\s*<[!?a-z]/i.test(decoded.text) ? "markup" : "text";
}

const ODS_MIMETYPE = "application/vnd.oasis.opendocument.spreadsheet";

/**
 * OpenDocument stores its type first and uncompressed ("mimetype" at offset 30, its content right
 * after); Office Open XML names its main part ([Content_Types].xml says which one).
 */
function detectZipType(bytes: Uint8Array): "docx" | "xlsx" | "pptx" | "ods" | null {
  const entries = zipEntries(bytes);
  if (!entries) return null;
  if (ascii(bytes, 30, 38) === "mimetype" && ascii(bytes, 38, 38 + ODS_MIMETYPE.length) === ODS_MIMETYPE) {
    return "ods";
  }
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has("[Content_Types].xml")) return null;
  if (names.has("word/document.xml")) return "docx";
  if (names.has("xl/workbook.xml")) return "xlsx";
  if (names.has("ppt/presentation.xml")) return "pptx";
  return null;
}

/** Pass the whole file: text detection must see every byte to rule out binary content. */
export function detectFileType(bytes: Uint8Array): DetectedFileType | null {
  if (ascii(bytes, 0, 5) === "%PDF-") return "pdf";
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  if (startsWith(bytes, JPEG_SIGNATURE)) return "jpeg";
  const gifHeader = ascii(bytes, 0, 6);
  if (gifHeader === "GIF87a" || gifHeader === "GIF89a") return "gif";
  if (startsWith(bytes, EBML_SIGNATURE)) return "webm";
  if (ascii(bytes, 0, 4) === "OggS") return "ogg";
  if (isMp3(bytes)) return "mp3";
  if (ascii(bytes, 0, 4) === "PK\x03\x04") return detectZipType(bytes);
  return detectRiffType(bytes) ?? detectIsoMediaType(bytes) ?? detectTextType(bytes);
}

// MP4 and MOV are the same container family and players open either, so a ".mov" written with MP4
// brands (common with converters and phones) is accepted, and the reverse too.
const ACCEPTED_CONTENT: Record<DocumentExtension, readonly DetectedFileType[]> = {
  pdf: ["pdf"],
  jpg: ["jpeg"],
  jpeg: ["jpeg"],
  png: ["png"],
  gif: ["gif"],
  webp: ["webp"],
  mp4: ["mp4", "mov"],
  mov: ["mov", "mp4"],
  avi: ["avi"],
  webm: ["webm"],
  mp3: ["mp3"],
  m4a: ["m4a"],
  wav: ["wav"],
  ogg: ["ogg"],
  csv: ["text"],
  docx: ["docx"],
  xlsx: ["xlsx"],
  ods: ["ods"],
  pptx: ["pptx"],
  txt: ["text"],
  // A Markdown file may open with an HTML comment or tag; it is read as text either way.
  md: ["text", "markup"],
  html: ["markup"],
  htm: ["markup"],
};

export function contentMatchesExtension(extension: DocumentExtension, bytes: Uint8Array): boolean {
  const detected = detectFileType(bytes);
  return detected !== null && ACCEPTED_CONTENT[extension].includes(detected);
}
