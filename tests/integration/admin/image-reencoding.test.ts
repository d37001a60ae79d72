import sharp from "sharp";
import { GET as imageRoute } from "@/app/api/images/[organizationId]/[kind]/route";
import * as uploadRoute from "@/app/api/upload/route";
import { IMAGE_MAX_SIDE_PX } from "@/lib/validation/config";
import { ImageTooLargeError, reencodeImage } from "@/server/ingest/image-reencode";
import { apiClient } from "@/tests/helpers/api";
import { sessionTokenFor } from "@/tests/helpers/auth";
import { dataUrl, jpegBytes, pngBytes, pngDeclaringSize } from "@/tests/helpers/images";
import { useTestDatabase } from "@/tests/helpers/test-db";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

/**
 * Issue 20, point 6: logos and chat profile images are public (DESIGN §9), so what is served is a
 * fresh file drawn from the uploaded image's pixels: no EXIF (a phone photo's GPS position), the
 * orientation applied, nothing appended, and nothing larger than 4096 px a side.
 */

useTestDatabase({ seed: true });
beforeAll(() => jest.spyOn(console, "warn").mockImplementation(() => {})); // undecodable uploads are logged
afterAll(() => jest.restoreAllMocks());

const upload = apiClient("/api/upload", uploadRoute);
let admin: string;
beforeAll(async () => {
  admin = await sessionTokenFor("admin@example.com");
});

const send = (
  bytes: Buffer,
  type: "image/png" | "image/jpeg",
  file_type: "logo" | "profile",
  locale = "en",
) =>
  upload("POST", {
    token: admin,
    body: { file_data: dataUrl(bytes, type), file_type },
    headers: { "accept-language": locale },
  });

async function served(kind: "logo" | "profile"): Promise<Buffer> {
  const response = await imageRoute(new Request(`http://localhost/api/images/demo/${kind}`), {
    params: Promise.resolve({ organizationId: "demo", kind }),
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** Whether EXIF holds the GPS directory's pointer (tag 0x8825, in either byte order). */
const hasGps = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

const GPS = {
  IFD3: {
    GPSLatitudeRef: "N",
    GPSLatitude: "19/1 25/1 4200/100",
    GPSLongitudeRef: "W",
    GPSLongitude: "99/1 8/1 1000/100",
  },
};

describe("uploaded images are served re-encoded", () => {
  it("a phone photo's GPS position and camera data are gone, and its orientation is applied", async () => {
    const photo = await jpegBytes(300, 200, {
      exif: { ...GPS, IFD0: { Make: "PhoneCo", Model: "X1" } },
      orientation: 6,
    });
    const original = await sharp(photo).metadata();
    expect({ gps: hasGps(original.exif), orientation: original.orientation }).toEqual({
      gps: true,
      orientation: 6,
    });

    expect((await send(photo, "image/jpeg", "profile")).status).toBe(200);
    const bytes = await served("profile");
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 200, height: 300 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from("Exif\0\0"))).toBe(false);
    expect(bytes.includes(Buffer.from("PhoneCo"))).toBe(false);
  });

  it("what a PNG or JPEG carried besides the image (a page, a ZIP, a comment) is not served", async () => {
    const page = Buffer.from("PK\u0003\u0004<html><script>alert(document.cookie)</script></html>");
    const png = Buffer.concat([pngBytes(64, 64), page]);
    expect((await send(png, "image/png", "logo")).status).toBe(200);
    const logo = await served("logo");
    expect(logo.includes(Buffer.from("<script"))).toBe(false);
    expect(logo.includes(Buffer.from("PK\u0003\u0004"))).toBe(false);

    const jpeg = await jpegBytes(64, 64);
    const comment = Buffer.from("<script>alert(1)</script>");
    const commentSegment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
    const polyglot = Buffer.concat([jpeg.subarray(0, 2), commentSegment, jpeg.subarray(2), page]);
    expect((await send(polyglot, "image/jpeg", "logo")).status).toBe(200);
    expect((await served("logo")).includes(Buffer.from("<script"))).toBe(false);
  });

  it("an ordinary logo keeps its pixels, size and type", async () => {
    expect((await send(pngBytes(256, 256, [29, 78, 216]), "image/png", "logo")).status).toBe(200);
    const { data, info } = await sharp(await served("logo"))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 256, height: 256 });
    expect([...data.subarray(0, 3)]).toEqual([29, 78, 216]);
  });
});

describe("images larger than 4096 px a side are refused", () => {
  it("4096 × 4096 is accepted; 4097 on either side is refused, in the caller's language", async () => {
    expect(IMAGE_MAX_SIDE_PX).toBe(4096);
    expect((await send(pngBytes(4096, 4096), "image/png", "logo")).status).toBe(200);
    const wide = await send(pngBytes(4097, 4000), "image/png", "logo", "es");
    expect(wide).toEqual({
      status: 400,
      body: { success: false, error: "Imagen muy grande. Máximo 4096 x 4096 px" },
    });
    const tall = await send(await jpegBytes(100, 4097), "image/jpeg", "profile");
    expect(tall).toEqual({
      status: 400,
      body: { success: false, error: "Image too large. Maximum 4096 x 4096 px" },
    });
  });

  it("a decompression bomb (30000 × 30000 declared in a few bytes) is refused from its header, undecoded", async () => {
    const bomb = pngDeclaringSize(30000, 30000);
    expect(bomb.length).toBeLessThan(1000);
    const started = Date.now();
    const refused = await send(bomb, "image/png", "logo");
    expect(refused).toEqual({
      status: 400,
      body: { success: false, error: en.Errors.imageDimensionsTooLarge.replaceAll("{max}", "4096") },
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("re-encoding refuses an image past its pixel budget from the header, every frame counted", async () => {
    await expect(reencodeImage(pngBytes(200, 200), "png", { maxPixels: 100 * 100 })).rejects.toThrow(
      ImageTooLargeError,
    );
    // Three different frames (identical ones would be merged into one).
    const frames = await Promise.all(
      [0, 120, 240].map((red) =>
        sharp({ create: { width: 100, height: 100, channels: 3, background: { r: red, g: 0, b: 0 } } })
          .png()
          .toBuffer(),
      ),
    );
    const animation = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    await expect(reencodeImage(animation, "gif", { maxPixels: 100 * 100 * 2 })).rejects.toThrow(
      ImageTooLargeError,
    );
    expect((await reencodeImage(animation, "gif", { maxPixels: 100 * 100 * 3 })).height).toBe(100);
  });
});

it("bytes that look like an image but do not decode are refused with a clear message", async () => {
  const truncated = (await jpegBytes(64, 64)).subarray(0, 200);
  expect(await send(truncated, "image/jpeg", "profile", "es")).toEqual({
    status: 400,
    body: { success: false, error: es.Errors.imageUnreadable },
  });
});
