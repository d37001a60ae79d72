import sharp from "sharp";
import { DOCUMENT_IMAGE_MAX_PIXELS } from "@/server/services/documents/images";
import { installFakeClock } from "@/tests/helpers/clock";
import { jpegBytes, pngDeclaringSize } from "@/tests/helpers/images";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import { DEMO_ADMIN, as, getFile, storedFiles, uploadMultipart } from "./helpers";
import en from "@/messages/en.json";

/**
 * Issue 20, point 6, for image documents: a photo uploaded to the library is stored re-encoded like a
 * logo (no EXIF or GPS, nothing appended), animations keep their frames, and a bomb is refused.
 */

useTestDatabase({ seed: true });
const clock = installFakeClock();
beforeEach(() => clock.nextDay()); // a fresh hourly upload allowance
beforeAll(() => jest.spyOn(console, "warn").mockImplementation(() => {})); // undecodable uploads are logged
afterAll(() => jest.restoreAllMocks());

const GPS = { IFD3: { GPSLatitudeRef: "N", GPSLatitude: "19/1 25/1 4200/100" }, IFD0: { Make: "PhoneCo" } };

async function uploadAndServe(name: string, bytes: Uint8Array): Promise<Buffer> {
  const headers = await as(DEMO_ADMIN);
  const uploaded = await uploadMultipart(headers, { name, bytes });
  expect(uploaded.status).toBe(201);
  const id = (uploaded.body.document as { document_id: string }).document_id;
  const served = Buffer.from(await (await getFile(headers, id)).arrayBuffer());
  const row = await (await testDb()).document.findUniqueOrThrow({ where: { id } });
  expect(row.sizeBytes).toBe(served.length);
  return served;
}

it("a JPEG photo loses its GPS position and camera data, and its orientation is applied", async () => {
  const photo = await jpegBytes(300, 200, { exif: GPS, orientation: 6 });
  expect((await sharp(photo).metadata()).exif).toBeDefined();
  const served = await uploadAndServe("foto.jpg", photo);
  const metadata = await sharp(served).metadata();
  expect(metadata).toMatchObject({ format: "jpeg", width: 200, height: 300 });
  expect(metadata.exif).toBeUndefined();
  expect(served.includes(Buffer.from("PhoneCo"))).toBe(false);
});

it("a WebP loses its EXIF too; an animated GIF keeps every frame", async () => {
  const webp = await sharp({ create: { width: 40, height: 40, channels: 3, background: "green" } })
    .withExif(GPS)
    .webp()
    .toBuffer();
  expect((await sharp(webp).metadata()).exif).toBeDefined();
  const servedWebp = await uploadAndServe("imagen.webp", webp);
  const webpMetadata = await sharp(servedWebp).metadata();
  expect(webpMetadata.format).toBe("webp");
  expect(webpMetadata.exif).toBeUndefined();

  const frames = await Promise.all(
    [0, 120, 240].map((red) =>
      sharp({ create: { width: 30, height: 30, channels: 3, background: { r: red, g: 0, b: 0 } } })
        .png()
        .toBuffer(),
    ),
  );
  const gif = await sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer();
  const servedGif = await uploadAndServe(
    "animacion.gif",
    Buffer.concat([gif, Buffer.from("<script>x</script>")]),
  );
  expect(await sharp(servedGif, { animated: true }).metadata()).toMatchObject({ format: "gif", pages: 3 });
  expect(servedGif.includes(Buffer.from("<script"))).toBe(false);
});

it("an image past 64 megapixels is refused from its header, and nothing is stored or spent", async () => {
  expect(DOCUMENT_IMAGE_MAX_PIXELS).toBe(8192 * 8192);
  const headers = await as(DEMO_ADMIN);
  const before = storedFiles();
  const uploadHits = async () =>
    (await testDb()).rateLimitHit.count({ where: { key: { startsWith: "upload:" } } });
  const hitsBefore = await uploadHits();
  const refused = await uploadMultipart(headers, {
    name: "plano.png",
    bytes: pngDeclaringSize(30000, 30000),
  });
  expect(refused).toMatchObject({
    status: 400,
    body: { success: false, error: en.Errors.documentImageTooLarge },
  });
  expect(storedFiles()).toEqual(before);
  expect(await uploadHits()).toBe(hitsBefore);
});

it("bytes with an image's signature that do not decode are refused with a clear message", async () => {
  const broken = (await jpegBytes(64, 64)).subarray(0, 200);
  const refused = await uploadMultipart(await as(DEMO_ADMIN, "es"), { name: "rota.jpg", bytes: broken });
  expect(refused).toMatchObject({
    status: 400,
    body: {
      success: false,
      error: "No se pudo leer la imagen: el archivo está dañado o no es una imagen válida.",
    },
  });
});
