import "server-only";
import sharp from "sharp";

export type ReencodableFormat = "png" | "jpeg" | "webp" | "gif";
export type ReencodedImage = { bytes: Uint8Array; width: number; height: number };

/** The image holds more pixels than allowed (every frame of an animation counts). */
export class ImageTooLargeError extends Error {
  constructor(readonly pixels: number) {
    super(`the image has ${pixels} pixels`);
    this.name = "ImageTooLargeError";
  }
}

/**
 * A fresh file drawn from the image's decoded pixels, in the same format: metadata (EXIF with its GPS
 * position, XMP, comments, ICC profiles: colours are converted to sRGB) is left behind, the EXIF
 * orientation is applied to the pixels, and anything the original carried besides the image (a ZIP or
 * HTML appended to a PNG, a script in a JPEG comment: polyglots) does not survive. Animated GIF and
 * WebP keep every frame. The size is read from the header first: past `maxPixels` (all frames
 * together) it throws ImageTooLargeError without decoding, so a decompression bomb is never expanded;
 * bytes that do not decode throw sharp's error.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  format: ReencodableFormat,
  { maxPixels }: { maxPixels: number },
): Promise<ReencodedImage> {
  const animated = format === "gif" || format === "webp";
  // Only the header is read here; the limit is applied by this check, not by the reader.
  const { width, height } = await sharp(bytes, { animated, limitInputPixels: false }).metadata();
  if (width * height > maxPixels) throw new ImageTooLargeError(width * height);
  // limitInputPixels repeats the check inside the decoder, whatever the header claimed.
  const pipeline = sharp(bytes, { animated, autoOrient: true, limitInputPixels: maxPixels, failOn: "error" });
  const encoded =
    format === "png" ? pipeline.png() : format === "gif" ? pipeline.gif() : pipeline[format]({ quality: 90 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), width: info.width, height: info.pageHeight ?? info.height };
}
