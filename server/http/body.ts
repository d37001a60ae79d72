import "server-only";
import { AppError } from "@/server/errors";

/**
 * The request body as bytes, never more than `maxBytes`: a declared Content-Length past the limit is
 * refused before anything is read, and a body without one (chunked) is counted while it streams and
 * abandoned the moment it passes the limit. `messageKey` names the 413's message.
 */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
  messageKey = "bodyTooLarge",
): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", messageKey);
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(0);

  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    parts.push(value);
  }
  return Buffer.concat(parts, received);
}
