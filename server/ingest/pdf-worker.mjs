// Text extraction of one PDF with pdf.js, on a worker thread (server/ingest/pdf.ts starts one per
// document). Parsing a large PDF is seconds of synchronous work: on the request thread it held every
// other request (a chat answer, a status poll) for as long. Plain JavaScript so Jest, tsx scripts and
// `next start` load it as it is, like server/db/pglite-worker.mjs.
//
// In:  workerData = { bytes: Uint8Array, maxPages: number }
// Out: { pages: [{ page, text }] } messages of at most PAGES_PER_MESSAGE pages each (raw text,
//      normalised by the caller), then { done: true }; or { failure: "too-many-pages" | "encrypted" |
//      "corrupt", detail: string }. Pages go in small messages so that receiving them is many short
//      steps for the request thread, not one long one.
import { parentPort, workerData } from "node:worker_threads";
import { definePDFJSModule, getResolvedPDFJS } from "unpdf";
import { pageText } from "./pdf-page-text.mjs";

const PAGES_PER_MESSAGE = 100;

async function extract({ bytes, maxPages }) {
  await definePDFJSModule(() => import("unpdf/pdfjs"));
  const { getDocument } = await getResolvedPDFJS();
  const loadingTask = getDocument({
    data: bytes,
    verbosity: 0,
    useSystemFonts: false,
    disableFontFace: true,
  });
  try {
    const pdf = await loadingTask.promise;
    if (pdf.numPages > maxPages) return { failure: "too-many-pages", detail: `${pdf.numPages} pages` };
    let pages = [];
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber++) {
      const page = await pdf.getPage(pageNumber);
      const content = await page.getTextContent();
      const text = pageText(content.items);
      pages.push({ page: pageNumber, text });
      // Releases the page's parsed resources; a long document would otherwise keep them all.
      page.cleanup();
      if (pages.length === PAGES_PER_MESSAGE) {
        parentPort.postMessage({ pages });
        pages = [];
      }
    }
    if (pages.length > 0) parentPort.postMessage({ pages });
    return { done: true };
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    return {
      failure: name === "PasswordException" ? "encrypted" : "corrupt",
      detail: String(error?.message ?? error),
    };
  } finally {
    await loadingTask.destroy();
  }
}

parentPort.postMessage(await extract(workerData));
