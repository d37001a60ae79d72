import "server-only";

import { unzipSync, type UnzipFileInfo } from "fflate";

/**
 * The ZIP container of Office Open XML (.docx, .xlsx, .pptx) and OpenDocument (.ods) files, read with
 * limits: an upload is at most 25 MB, but what it inflates to is not, so a file whose entries claim
 * more than ZIP_MAX_INFLATED_BYTES (a "zip bomb") is refused before anything is inflated.
 */
export const ZIP_MAX_INFLATED_BYTES = 200 * 1024 * 1024;
export const ZIP_MAX_ENTRIES = 10_000;

export class ZipLimitError extends Error {}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

export const looksLikeZip = (bytes: Uint8Array) => ZIP_SIGNATURE.every((byte, i) => bytes[i] === byte);

/** The entries' names and declared sizes, nothing inflated; null when the bytes are not a ZIP. */
export function zipEntries(bytes: Uint8Array): UnzipFileInfo[] | null {
  if (!looksLikeZip(bytes)) return null;
  const entries: UnzipFileInfo[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        entries.push(file);
        return false;
      },
    });
  } catch {
    return null;
  }
  return entries;
}

/** Throws ZipLimitError when the archive would inflate past the limits. */
export function checkZipLimits(entries: UnzipFileInfo[]): void {
  if (entries.length > ZIP_MAX_ENTRIES) throw new ZipLimitError("too many entries");
  const inflated = entries.reduce((sum, entry) => sum + entry.originalSize, 0);
  if (inflated > ZIP_MAX_INFLATED_BYTES) throw new ZipLimitError("inflates past the limit");
}

/**
 * The named entries as UTF-8 text (those absent are left out). The whole archive's declared size is
 * checked first, since the libraries that read .docx and .xlsx inflate more than the entries asked for.
 */
export function readZipTexts(bytes: Uint8Array, wanted: (name: string) => boolean): Map<string, string> {
  const entries = zipEntries(bytes);
  if (!entries) throw new ZipLimitError("not a ZIP archive");
  checkZipLimits(entries);
  const files = unzipSync(bytes, { filter: (file) => wanted(file.name) });
  const decoder = new TextDecoder("utf-8");
  return new Map(Object.entries(files).map(([name, data]) => [name, decoder.decode(data)]));
}
