import zlib from "node:zlib";
import sharp, { type Exif } from "sharp";

/** Image bytes generated in the test (no fixtures): decodable PNGs and JPEGs of any size. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG filled with one colour. */
export function pngBytes(
  width: number,
  height: number,
  rgb: [number, number, number] = [249, 115, 22],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, deflate, no filter method, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", pixels),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A decompression bomb's shape: a PNG whose header declares `width` × `height` but whose data is one
 * row of it, a few bytes: only a decoder that trusts the header would allocate the whole image.
 */
export function pngDeclaringSize(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", zlib.deflateSync(Buffer.alloc(1 + width * 3))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A decodable JPEG filled with one colour, encoded by sharp (the server re-encodes every image, so a
 * JPEG made of markers alone would no longer do). `exif` adds EXIF directories (IFD3 is GPS), and
 * `orientation` the EXIF orientation tag (6: shown turned 90° clockwise).
 */
export function jpegBytes(
  width: number,
  height: number,
  {
    rgb = [249, 115, 22],
    exif,
    orientation,
  }: { rgb?: [number, number, number]; exif?: Exif; orientation?: number } = {},
): Promise<Buffer> {
  let image = sharp({
    create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } },
  });
  if (exif) image = image.withExif(exif);
  if (orientation) image = image.withMetadata({ orientation });
  return image.jpeg().toBuffer();
}

export const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString("base64")}`;
