import {
  ALLOWED_EXTENSIONS,
  DESCRIPTION_MAX,
  MAX_DOCUMENTS_PER_ORG,
  MAX_DOCUMENT_BYTES,
  ZDocumentUploadMeta,
  categoryForExtension,
  extensionOf,
  formatFileSize,
  isAllowedExtension,
  toFileSizeMb,
} from "@/lib/validation/documents";

const issueMessages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("document constants (spec §9)", () => {
  it("match the spec", () => {
    expect(ALLOWED_EXTENSIONS).toEqual([
      "pdf",
      "jpg",
      "jpeg",
      "png",
      "gif",
      "webp",
      "mp4",
      "mov",
      "avi",
      "webm",
      "mp3",
      "m4a",
      "wav",
      "ogg",
      "csv",
      // Issue 22: Word, Excel, OpenDocument spreadsheets, PowerPoint, text, Markdown and web pages.
      "docx",
      "xlsx",
      "ods",
      "pptx",
      "txt",
      "md",
      "html",
      "htm",
    ]);
    expect(MAX_DOCUMENT_BYTES).toBe(26_214_400);
    expect(DESCRIPTION_MAX).toBe(500);
    // Issue 24: a row ceiling far above a first day's onboarding; the hourly allowance and the storage
    // quota are per organisation and configured on the server (tests/unit/config/uploads.test.ts).
    expect(MAX_DOCUMENTS_PER_ORG).toBe(1000);
  });
});

describe("categoryForExtension", () => {
  it.each([
    ["pdf", "document"],
    ["jpg", "image"],
    ["jpeg", "image"],
    ["png", "image"],
    ["gif", "image"],
    ["webp", "image"],
    ["mp4", "video"],
    ["mov", "video"],
    ["avi", "video"],
    ["webm", "video"],
    ["mp3", "audio"],
    ["m4a", "audio"],
    ["wav", "audio"],
    ["ogg", "audio"],
    ["csv", "spreadsheet"],
    ["docx", "document"],
    ["xlsx", "spreadsheet"],
    ["ods", "spreadsheet"],
    ["pptx", "document"],
    ["txt", "document"],
    ["md", "document"],
    ["html", "document"],
  ] as const)("%s is a %s", (extension, category) => expect(categoryForExtension(extension)).toBe(category));
});

describe("extensionOf", () => {
  it.each([
    ["Informe.PDF", "pdf"],
    ["foto.final.jpeg", "jpeg"],
    ["sin-extension", ""],
    ["termina.", ""],
    [".pdf", ""],
    ["C:\\Users\\ana\\lista.csv", "csv"],
    ["carpeta.v2/archivo", ""],
  ])("%s → %j", (filename, extension) => expect(extensionOf(filename)).toBe(extension));

  it("only allows the spec's extensions", () => {
    expect(isAllowedExtension("pdf")).toBe(true);
    expect(isAllowedExtension("PDF")).toBe(false);
    expect(isAllowedExtension("svg")).toBe(false);
    expect(isAllowedExtension("")).toBe(false);
  });
});

describe("formatFileSize", () => {
  it("shows KB under 1 MB and MB with one decimal from 1 MB", () => {
    expect(formatFileSize(0, "en")).toBe("0 KB");
    expect(formatFileSize(512 * 1024, "en")).toBe("512 KB");
    expect(formatFileSize(1023 * 1024, "en")).toBe("1,023 KB");
    expect(formatFileSize(1024 * 1024, "en")).toBe("1.0 MB");
    expect(formatFileSize(2.56 * 1024 * 1024, "en")).toBe("2.6 MB");
    expect(formatFileSize(MAX_DOCUMENT_BYTES, "en")).toBe("25.0 MB");
  });

  it("never shows a file that has bytes as 0 KB: anything under 1 KB rounds up to 1 KB", () => {
    for (const bytes of [1, 200, 1000, 1023, 1024, 1535]) {
      expect([bytes, formatFileSize(bytes, "en"), formatFileSize(bytes, "es")]).toEqual([
        bytes,
        "1 KB",
        "1 KB",
      ]);
    }
    expect(formatFileSize(1536, "en")).toBe("2 KB");
    expect(formatFileSize(10 * 1024 + 100, "es")).toBe("10 KB");
  });

  it("reads a size that rounds to 1,024 KB as 1.0 MB, never as 1,024 KB", () => {
    expect(formatFileSize(1024 * 1024 - 1, "en")).toBe("1.0 MB");
    expect(formatFileSize(1024 * 1024 - 400, "es")).toBe("1,0 MB");
  });

  it("uses the locale's separators", () => {
    expect(formatFileSize(2.5 * 1024 * 1024, "es")).toBe("2,5 MB");
    expect(formatFileSize(2.5 * 1024 * 1024, "es-ES")).toBe("2,5 MB");
    expect(formatFileSize(2.5 * 1024 * 1024, "es-MX")).toBe("2.5 MB");
    expect(formatFileSize(1023 * 1024, "es")).toBe("1023 KB");
  });

  it("gives the API's file_size_mb with two decimals", () => {
    expect(toFileSizeMb(1024 * 1024)).toBe(1);
    expect(toFileSizeMb(1_500_000)).toBe(1.43);
  });
});

describe("ZDocumentUploadMeta", () => {
  const valid = { filename: "politica.pdf", description: "  Política de devoluciones  " };

  it("accepts valid metadata and trims the description", () => {
    expect(ZDocumentUploadMeta.parse(valid)).toEqual({
      filename: "politica.pdf",
      description: "Política de devoluciones",
    });
  });

  it("refuses extensions outside the list", () => {
    for (const filename of ["script.exe", "imagen.svg", "macro.docm", "libro.xls", "sin-extension"]) {
      expect(issueMessages(ZDocumentUploadMeta.safeParse({ ...valid, filename }))).toEqual([
        "documentTypeUnsupported",
      ]);
    }
  });

  it("refuses control characters and bidirectional overrides in the name", () => {
    for (const filename of ["a\u0000.pdf", "factura\u202Efdp.exe.pdf", "linea\n.pdf"]) {
      expect(issueMessages(ZDocumentUploadMeta.safeParse({ ...valid, filename }))).toContain(
        "documentFilenameInvalid",
      );
    }
  });

  it("requires a name of at most 255 characters", () => {
    expect(issueMessages(ZDocumentUploadMeta.safeParse({ ...valid, filename: "  " }))).toContain(
      "documentFilenameRequired",
    );
    expect(
      issueMessages(ZDocumentUploadMeta.safeParse({ ...valid, filename: `${"a".repeat(252)}.pdf` })),
    ).toEqual(["documentFilenameTooLong"]);
  });

  it("requires a description of at most 500 characters", () => {
    expect(issueMessages(ZDocumentUploadMeta.safeParse({ ...valid, description: "   " }))).toEqual([
      "documentDescriptionRequired",
    ]);
    expect(ZDocumentUploadMeta.safeParse({ ...valid, description: "d".repeat(500) }).success).toBe(true);
    expect(issueMessages(ZDocumentUploadMeta.safeParse({ ...valid, description: "d".repeat(501) }))).toEqual([
      "documentDescriptionTooLong",
    ]);
  });
});
