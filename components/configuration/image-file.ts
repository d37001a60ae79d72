import {
  IMAGE_EXTENSIONS,
  MAX_IMAGE_BYTES,
  isImageSideAccepted,
  isLogoRatioAccepted,
  type ImageKind,
} from "@/lib/validation/config";

/** The spec §5 image checks done in the browser before uploading (the server repeats them). */
export type ImageProblem = "format" | "size";

/**
 * What the browser found in a chosen image: a problem that stops it, or its size and whether it can
 * go as it is. A non-square image (or one too large) goes through the crop step (issue 24 point 6)
 * instead of being refused: the square it produces always passes the server's rules.
 */
export type ImageInspection =
  | { kind: "problem"; problem: ImageProblem }
  | { kind: "image"; width: number; height: number; square: boolean; acceptedAsIs: boolean };

async function imageDimensions(file: File): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

export async function inspectImageFile(file: File, kind: ImageKind): Promise<ImageInspection> {
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension))
    return { kind: "problem", problem: "format" };
  if (file.size > MAX_IMAGE_BYTES) return { kind: "problem", problem: "size" };
  const size = await imageDimensions(file);
  if (!size) return { kind: "problem", problem: "format" };
  const acceptedAsIs =
    isImageSideAccepted(size.width, size.height) &&
    (kind !== "logo" || isLogoRatioAccepted(size.width, size.height));
  return { kind: "image", ...size, square: size.width === size.height, acceptedAsIs };
}

/** The `file_data` of POST /api/upload: a base64 data URL. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
