import "server-only";
import type { DocumentExtension } from "@/lib/validation/documents";
import { AppError } from "@/server/errors";
import { ImageTooLargeError, reencodeImage, type ReencodableFormat } from "@/server/ingest/image-reencode";

const IMAGE_FORMATS: Partial<Record<DocumentExtension, ReencodableFormat>> = {
  jpg: "jpeg",
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  gif: "gif",
};

/**
 * 64 megapixels (8192 × 8192; every frame of an animation counts): any photo a phone takes, while
 * decoding stays within a few hundred MB of memory.
 */
export const DOCUMENT_IMAGE_MAX_PIXELS = 8192 * 8192;

/**
 * The bytes an upload is stored as. An image is re-encoded (server/ingest/image-reencode.ts), so a
 * photo kept as a document loses its GPS position and anything appended to it, like a logo; other
 * types are stored as they came.
 */
export async function documentBytesToStore(
  extension: DocumentExtension,
  bytes: Uint8Array,
): Promise<Uint8Array> {
  const format = IMAGE_FORMATS[extension];
  if (!format) return bytes;
  try {
    return (await reencodeImage(bytes, format, { maxPixels: DOCUMENT_IMAGE_MAX_PIXELS })).bytes;
  } catch (error) {
    if (error instanceof ImageTooLargeError) throw new AppError("BAD_REQUEST", "documentImageTooLarge");
    console.warn("[documents] an uploaded image could not be decoded", error);
    throw new AppError("BAD_REQUEST", "imageUnreadable");
  }
}
