import "server-only";
import sharp from "sharp";

export type ReencodedImage = { bytes: Uint8Array; width: number; height: number };

/**
 * A fresh file drawn from the image's decoded pixels, in the same format: metadata (EXIF with its GPS
 * position, XMP, comments, ICC profiles: colours are converted to sRGB) is left behind, the EXIF
 * orientation is applied to the pixels, and anything the original carried besides the image (a ZIP or
 * HTML appended to a PNG, a script in a JPEG comment: polyglots) does not survive. `maxPixels` stops
 * the decoder before it allocates more: a decompression bomb is refused, not decoded. Throws when the
 * bytes do not decode.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  type: "png" | "jpeg",
  { maxPixels }: { maxPixels: number },
): Promise<ReencodedImage> {
  const pipeline = sharp(bytes, { autoOrient: true, limitInputPixels: maxPixels, failOn: "error" });
  const encoded = type === "png" ? pipeline.png() : pipeline.jpeg({ quality: 90 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), width: info.width, height: info.height };
}
