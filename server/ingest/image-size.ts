import "server-only";

/**
 * Width and height read from a PNG or JPEG header, without decoding the image, so the server can
 * apply the logo's ratio rule (spec §5) to the bytes it actually stores. Null when the header is
 * missing or malformed.
 */
export type ImageSize = { width: number; height: number };

const readUint16 = (bytes: Uint8Array, at: number) => (bytes[at] << 8) | bytes[at + 1];
const readUint32 = (bytes: Uint8Array, at: number) =>
  readUint16(bytes, at) * 65536 + readUint16(bytes, at + 2);

/** PNG: the first chunk must be IHDR (8-byte signature, 4-byte length, "IHDR", width, height). */
function pngSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return null;
  return { width: readUint32(bytes, 16), height: readUint32(bytes, 20) };
}

// Start-of-frame markers carry the frame's size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but
// are not frames.
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: walk the marker segments after SOI until a start-of-frame segment. */
function jpegSize(bytes: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    // Fill bytes and markers without a length (TEM, RSTn) are one or two bytes long.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame
    if (isStartOfFrame(marker))
      return { height: readUint16(bytes, at + 5), width: readUint16(bytes, at + 7) };
    at += 2 + readUint16(bytes, at + 2);
  }
  return null;
}

export function imageSize(bytes: Uint8Array, type: "png" | "jpeg"): ImageSize | null {
  const size = type === "png" ? pngSize(bytes) : jpegSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
