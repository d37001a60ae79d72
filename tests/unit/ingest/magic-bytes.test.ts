import { PDFDocument } from "pdf-lib";

import { contentMatchesExtension, detectFileType } from "@/server/ingest/magic-bytes";
import { decodeTextFile } from "@/server/ingest/text-decoding";

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === "string" ? Array.from(part, (c) => c.charCodeAt(0)) : part)),
  );
const base64 = (text: string) => new Uint8Array(Buffer.from(text, "base64"));
const utf8 = (text: string) => new TextEncoder().encode(text);

// Real, tiny files of each kind (1×1 images; container headers as the encoders write them).
const SAMPLES = {
  png: base64(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  ),
  gif: base64("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"),
  jpeg: bytes(
    [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10],
    "JFIF",
    [0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9],
  ),
  webp: bytes(
    "RIFF",
    [0x1a, 0, 0, 0],
    "WEBPVP8L",
    [0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0],
  ),
  mp4: bytes([0, 0, 0, 0x20], "ftypisom", [0, 0, 2, 0], "isomiso2avc1mp41", [0, 0, 0, 8], "free"),
  mov: bytes([0, 0, 0, 0x14], "ftypqt  ", [0, 0, 2, 0], "qt  ", [0, 0, 0, 8], "wide"),
  avi: bytes("RIFF", [0x24, 0, 0, 0], "AVI LIST", [0x14, 0, 0, 0], "hdrlavih"),
  webm: bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], "webm"),
  mp3: bytes("ID3", [0x04, 0, 0, 0, 0, 0, 0x23], "TSSE"),
  m4a: bytes([0, 0, 0, 0x1c], "ftypM4A ", [0, 0, 2, 0], "M4A isommp42"),
  wav: bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt ", [0x10, 0, 0, 0, 1, 0, 1, 0]),
  ogg: bytes("OggS", [0, 2, 0, 0, 0, 0, 0, 0, 0, 0]),
  csv: utf8('Producto,Precio,Descripción\nCafé,45.50,"Tostado, molido"\n'),
};

describe("detectFileType", () => {
  it("recognises a PDF written by a real library", async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    expect(detectFileType(await pdf.save())).toBe("pdf");
  });

  it.each(Object.entries(SAMPLES).map(([kind, sample]) => [kind, sample]))(
    "recognises %s",
    (kind, sample) => {
      expect(detectFileType(sample)).toBe(kind === "csv" ? "text" : kind);
    },
  );

  it("recognises an MP3 without an ID3 tag by its Layer III frame header, not a UTF-16 text", () => {
    // MPEG-1 Layer III, 128 kbit/s, 44.1 kHz.
    expect(detectFileType(bytes([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0]))).toBe("mp3");
    // FF FE is UTF-16's byte-order mark, which reads as a Layer I frame sync.
    const utf16 = new Uint8Array(Buffer.from("\ufeffProducto,Precio\n", "utf16le"));
    expect(detectFileType(utf16)).not.toBe("mp3");
  });

  it("recognises QuickTime files older than the ftyp box", () => {
    expect(detectFileType(bytes([0, 0, 0, 8], "wide", [0, 0, 0, 8], "mdat"))).toBe("mov");
  });

  it("refuses ISO media that is not video (HEIC photos, AVIF)", () => {
    expect(detectFileType(bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0], "mif1heic"))).toBeNull();
    expect(detectFileType(bytes([0, 0, 0, 0x18], "ftypavif", [0, 0, 0, 0], "avifmif1"))).toBeNull();
  });

  it("calls HTML, SVG and XML markup what it is", () => {
    expect(detectFileType(utf8("<!DOCTYPE html><html><script>alert(1)</script></html>"))).toBe("markup");
    expect(detectFileType(utf8("  \n<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>"))).toBe(
      "markup",
    );
    expect(detectFileType(utf8('<?xml version="1.0"?><a/>'))).toBe("markup");
  });

  it("finds nothing in empty, blank or binary content", () => {
    expect(detectFileType(new Uint8Array())).toBeNull();
    expect(detectFileType(utf8(" \n\t\n"))).toBeNull();
    expect(detectFileType(bytes("PK", [0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]))).toBeNull();
  });
});

describe("contentMatchesExtension", () => {
  it.each([
    ["png", SAMPLES.png],
    ["gif", SAMPLES.gif],
    ["jpg", SAMPLES.jpeg],
    ["jpeg", SAMPLES.jpeg],
    ["webp", SAMPLES.webp],
    ["mp4", SAMPLES.mp4],
    ["mov", SAMPLES.mov],
    ["avi", SAMPLES.avi],
    ["webm", SAMPLES.webm],
    ["csv", SAMPLES.csv],
  ] as const)("accepts a real .%s", (extension, sample) => {
    expect(contentMatchesExtension(extension, sample)).toBe(true);
  });

  it("accepts MP4 and MOV for each other: one container family", () => {
    expect(contentMatchesExtension("mov", SAMPLES.mp4)).toBe(true);
    expect(contentMatchesExtension("mp4", SAMPLES.mov)).toBe(true);
  });

  it("refuses a .pdf that contains HTML", () => {
    expect(contentMatchesExtension("pdf", utf8("<html><body><script>alert(1)</script></body></html>"))).toBe(
      false,
    );
  });

  it("refuses a .png whose bytes are a ZIP", () => {
    const zip = bytes(
      "PK",
      [0x03, 0x04, 0x14, 0, 0, 0, 0x08, 0, 0x21, 0x00],
      "word/document.xml",
      [0, 0, 0xff, 0x13],
    );
    expect(contentMatchesExtension("png", zip)).toBe(false);
  });

  it("refuses a .csv that is binary", () => {
    expect(
      contentMatchesExtension(
        "csv",
        Uint8Array.from({ length: 512 }, (_, i) => (i * 37) % 256),
      ),
    ).toBe(false);
    expect(contentMatchesExtension("csv", SAMPLES.png)).toBe(false);
  });

  it("refuses a .csv that is HTML, and UTF-16 text", () => {
    expect(contentMatchesExtension("csv", utf8("<html><img src=x onerror=alert(1)></html>"))).toBe(false);
    expect(contentMatchesExtension("csv", Uint8Array.from(Buffer.from("\ufeffa,b\n1,2\n", "utf16le")))).toBe(
      false,
    );
  });

  it("refuses a type under another type's extension", () => {
    expect(contentMatchesExtension("jpg", SAMPLES.png)).toBe(false);
    expect(contentMatchesExtension("webp", SAMPLES.avi)).toBe(false);
    expect(contentMatchesExtension("pdf", SAMPLES.csv)).toBe(false);
    expect(contentMatchesExtension("webm", SAMPLES.mp4)).toBe(false);
  });
});

describe("decodeTextFile", () => {
  it("decodes UTF-8 and drops its byte-order mark", () => {
    expect(decodeTextFile(utf8("\ufeffNombre;Teléfono"))).toEqual({
      text: "Nombre;Teléfono",
      encoding: "utf-8",
    });
  });

  it("falls back to Windows-1252, as Excel on Windows saves CSV", () => {
    const excelExport = bytes("Pol", [0xed], "tica;Descripci", [0xf3], "n\r\nA;", [0x80], "5");
    expect(decodeTextFile(excelExport)).toEqual({
      text: "Política;Descripción\r\nA;€5",
      encoding: "windows-1252",
    });
  });

  it("refuses control bytes and bytes Windows-1252 leaves unassigned", () => {
    expect(decodeTextFile(bytes("a,b", [0x00], "c"))).toBeNull();
    expect(decodeTextFile(bytes("a,b", [0x1b], "c"))).toBeNull();
    expect(decodeTextFile(bytes("a,b", [0x81], "c"))).toBeNull();
  });
});
