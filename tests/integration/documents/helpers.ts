import fs from "node:fs";
import path from "node:path";
import * as documentRoute from "@/app/api/documents/[id]/route";
import { GET as getFileRoute } from "@/app/api/documents/[id]/file/route";
import * as processRoute from "@/app/api/documents/[id]/process/route";
import * as reprocessRoute from "@/app/api/documents/[id]/reprocess/route";
import * as textRoute from "@/app/api/documents/[id]/text/route";
import * as documentsRoute from "@/app/api/documents/route";
import { config } from "@/server/config";
import { call, readApiResult, type ApiResult } from "@/tests/helpers/api";
import { bearer, sessionTokenFor } from "@/tests/helpers/auth";
import { OTHER_ORGANIZATION, createSecondOrganization } from "@/tests/helpers/organizations";

/**
 * Callers and requests for the documents API suites. The demo seed provides the Demo organisation's
 * admin and member; `createSecondOrganization` (tests/helpers/organizations.ts) adds "Otra".
 */
export const DEMO_ADMIN = "admin@example.com";
export const DEMO_MEMBER = "member@example.com";
export const SUPERADMIN = "superadmin@example.com";
export const OTHER_ADMIN = OTHER_ORGANIZATION.admin;
export { createSecondOrganization };

/** Headers of a signed-in API client (bearer), answering in English unless told otherwise. */
export async function as(email: string | null, locale = "en"): Promise<Record<string, string>> {
  return { "accept-language": locale, ...(email ? bearer(await sessionTokenFor(email)) : {}) };
}

const url = (pathname: string) => new URL(pathname, "http://localhost");
const context = (id: string) => ({ params: Promise.resolve({ id }) });

export type { ApiResult };

export async function uploadMultipart(
  headers: Record<string, string>,
  file: { name: string; bytes: Uint8Array; type?: string },
  description: string | null = "Manual de devoluciones",
): Promise<ApiResult> {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "" }));
  if (description !== null) form.set("description", description);
  // Multipart, not JSON: the one request built by hand.
  const response = await documentsRoute.POST(
    new Request(url("/api/documents"), { method: "POST", headers, body: form }),
    undefined,
  );
  return readApiResult(response);
}

export function uploadJson(
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Promise<ApiResult> {
  return call(documentsRoute, "POST", "/api/documents", { headers, body });
}

export const dataUrl = (bytes: Uint8Array, type = "application/octet-stream") =>
  `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;

export function listDocuments(headers: Record<string, string>): Promise<ApiResult> {
  return call(documentsRoute, "GET", "/api/documents", { headers });
}

export function getDocument(headers: Record<string, string>, id: string): Promise<ApiResult> {
  return call(documentRoute, "GET", `/api/documents/${id}`, { headers, params: { id } });
}

export function deleteDocument(headers: Record<string, string>, id: string): Promise<ApiResult> {
  return call(documentRoute, "DELETE", `/api/documents/${id}`, { headers, params: { id } });
}

export function processDocument(headers: Record<string, string>, id: string): Promise<ApiResult> {
  return call(processRoute, "POST", `/api/documents/${id}/process`, { headers, params: { id } });
}

export function reprocessDocument(headers: Record<string, string>, id: string): Promise<ApiResult> {
  return call(reprocessRoute, "POST", `/api/documents/${id}/reprocess`, { headers, params: { id } });
}

/** GET /api/documents/{id}/text, with `?page=` when given. */
export function getDocumentText(
  headers: Record<string, string>,
  id: string,
  page?: number | string,
): Promise<ApiResult> {
  const query: Record<string, string> = page === undefined ? {} : { page: String(page) };
  return call(textRoute, "GET", `/api/documents/${id}/text`, { headers, params: { id }, query });
}

/** The raw file response (its body is the file, or JSON for an error). */
export function getFile(headers: Record<string, string>, id: string): Promise<Response> {
  return getFileRoute(new Request(url(`/api/documents/${id}/file`), { headers }), context(id));
}

/** Every file under $DATA_DIR/uploads, as paths relative to it. */
export function storedFiles(): string[] {
  const root = config().uploads.dir;
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((entry) => fs.statSync(path.join(root, entry)).isFile())
    .sort();
}

/** A minimal valid file of each kind the tests upload. */
export const PNG_BYTES = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);
export const CSV_BYTES = Buffer.from(
  "Producto;Precio;Garantía\nImpresora láser;4500;12 meses\nTóner negro;890;3 meses\n",
);

/** "%PDF-" and then padding: enough for the type check, which is all an upload test needs. */
export function pdfOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(Buffer.from("%PDF-1.7\n"));
  return bytes;
}

/** A small real PDF with Spanish text on two pages. */
export async function textPdfBytes(): Promise<Uint8Array> {
  const { spanishProsePages, textPdf } = await import("@/tests/helpers/pdf-fixtures");
  return textPdf(spanishProsePages(2, 10));
}
