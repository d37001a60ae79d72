import {
  IMAGE_EXTENSIONS,
  MAX_IMAGE_BYTES,
  isImageSideAccepted,
  isLogoRatioAccepted,
  type ImageKind,
} from "@/lib/validation/config";

/** The spec §5 image checks done in the browser before uploading (the server repeats them). */
export type ImageProblem = "format" | "size" | "dimensions" | "ratio";

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

export async function checkImageFile(file: File, kind: ImageKind): Promise<ImageProblem | null> {
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return "format";
  if (file.size > MAX_IMAGE_BYTES) return "size";
  const size = await imageDimensions(file);
  if (!size) return "format";
  if (!isImageSideAccepted(size.width, size.height)) return "dimensions";
  if (kind === "logo" && !isLogoRatioAccepted(size.width, size.height)) return "ratio";
  return null;
}

/** The `file_data` of POST /api/upload: a base64 data URL. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
