// Renders pages of one PDF to PNG images for OCR (server/ingest/pdf-render.ts starts one per
// document), with pdf.js and @napi-rs/canvas (prebuilt binaries from npm), on a worker thread of
// its own: rasterising a page is CPU work that would otherwise hold the request thread.
//
// In:  workerData = { bytes: Uint8Array }, then messages { page: number, scale: number }, one at a
//      time (the caller asks for the next page when it has read the previous one, so at most one
//      rendered page is held).
// Out: { ready: true, pages } once opened; then { page, png: Uint8Array } or { page, failure }.
//      { failure } when the file cannot be opened.
import { parentPort, workerData } from "node:worker_threads";
import { definePDFJSModule, getResolvedPDFJS, renderPageAsImage } from "unpdf";

// pdf.js calls ArrayBuffer#transferToFixedLength (Node 21+); on Node 20 a copy does the same for it.
if (!ArrayBuffer.prototype.transferToFixedLength) {
  ArrayBuffer.prototype.transferToFixedLength = function transferToFixedLength(length = this.byteLength) {
    const copy = new ArrayBuffer(length);
    new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
    return copy;
  };
}

await definePDFJSModule(() => import("unpdf/pdfjs"));
const { getDocument } = await getResolvedPDFJS();
const loadingTask = getDocument({ data: workerData.bytes, verbosity: 0, useSystemFonts: false });
let pdf;
try {
  pdf = await loadingTask.promise;
  parentPort.postMessage({ ready: true, pages: pdf.numPages });
} catch (error) {
  parentPort.postMessage({ failure: String(error?.message ?? error) });
}

parentPort.on("message", async ({ page, scale }) => {
  try {
    const png = await renderPageAsImage(pdf, page, { canvasImport: () => import("@napi-rs/canvas"), scale });
    // pdf.js keeps a rendered page's decoded images until told otherwise: ~11 MB a scanned page,
    // 1.5 GB over a 100-page scan (bench/ocr.ts) without this.
    (await pdf.getPage(page)).cleanup();
    parentPort.postMessage({ page, png: new Uint8Array(png) }, [png]);
  } catch (error) {
    parentPort.postMessage({ page, failure: String(error?.message ?? error) });
  }
});
