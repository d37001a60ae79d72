import "server-only";
import { containsControlCharacters } from "@/lib/validation/control-characters";
import { MAX_DOCUMENT_BYTES, ZDocumentUploadJson } from "@/lib/validation/documents";
import { AppError } from "@/server/errors";
import { readBodyBytes } from "./body";
import { parseInput } from "@/server/validation";
import { isJsonRequest, mediaTypeOf } from "./media-type";

/**
 * Reads a document upload in either form POST /api/documents accepts: the spec's JSON
 * `{file_data, filename, description, file_size}` with a base64 data URL, or multipart/form-data
 * `{file, description}` (what the training panel sends, so the browser can report real progress).
 * Neither body is ever read past what a 25 MB file needs; the file itself is validated by the service.
 */
export type UploadedDocument = {
  filename: string;
  description: string;
  bytes: Uint8Array;
  declaredSize?: number;
};

// Room for the form fields and multipart boundaries, or the JSON fields, around the file itself.
const ENVELOPE_BYTES = 64 * 1024;
const MAX_MULTIPART_BYTES = MAX_DOCUMENT_BYTES + ENVELOPE_BYTES;
const MAX_JSON_BYTES = Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4 + ENVELOPE_BYTES;

export async function readDocumentUpload(request: Request): Promise<UploadedDocument> {
  if (mediaTypeOf(request) === "multipart/form-data") return readMultipart(request);
  if (isJsonRequest(request)) return readJsonUpload(request);
  throw new AppError("UNSUPPORTED_MEDIA_TYPE", "uploadFormatUnsupported");
}

async function readMultipart(request: Request): Promise<UploadedDocument> {
  const body = await readBodyBytes(request, MAX_MULTIPART_BYTES, "fileTooLarge");
  let form: FormData;
  try {
    // The body is already bounded; the platform's parser splits it into fields.
    form = await new Response(body, {
      headers: { "content-type": request.headers.get("content-type")! },
    }).formData();
  } catch {
    throw new AppError("BAD_REQUEST", "invalidInput");
  }
  const file = form.get("file");
  if (!(file instanceof File)) throw new AppError("BAD_REQUEST", "fileMissing");
  const description = form.get("description");
  const filename = form.get("filename");
  const fields = {
    filename: typeof filename === "string" && filename.trim() ? filename : file.name,
    description: typeof description === "string" ? description : "",
  };
  // The same refusal as every JSON body gets (parseInput), before anything is stored or counted.
  if (containsControlCharacters(fields)) throw new AppError("BAD_REQUEST", "controlCharacters");
  return { ...fields, bytes: new Uint8Array(await file.arrayBuffer()) };
}

// What FileReader.readAsDataURL produces: "data:<type>;base64,<data>" (the type may be empty).
const BASE64_DATA_URL = /^data:[^,]*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

async function readJsonUpload(request: Request): Promise<UploadedDocument> {
  const body = await readBodyBytes(request, MAX_JSON_BYTES, "fileTooLarge");
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString("utf8"));
  } catch {
    throw new AppError("BAD_REQUEST", "invalidJson");
  }
  const input = parseInput(ZDocumentUploadJson, data);
  return {
    filename: input.filename,
    description: input.description,
    bytes: decodeDataUrl(input.file_data),
    declaredSize: input.file_size,
  };
}

export function decodeDataUrl(dataUrl: string): Uint8Array {
  const prefix = BASE64_DATA_URL.exec(dataUrl);
  const base64 = prefix ? dataUrl.slice(prefix[0].length) : "";
  // Buffer.from skips characters that are not base64, which would store a silently corrupted file.
  if (!prefix || base64.length % 4 !== 0 || !BASE64.test(base64)) {
    throw new AppError("BAD_REQUEST", "fileDataInvalid");
  }
  return Buffer.from(base64, "base64");
}
