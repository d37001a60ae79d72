import "server-only";
import path from "node:path";
import { Worker } from "node:worker_threads";

/**
 * Pages of a PDF as images, for reading by OCR the pages that have no text layer (scans). pdf.js
 * draws them on @napi-rs/canvas on a worker thread of its own (server/ingest/pdf-render-worker.mjs),
 * one page at a time on request, so a 100-page scan never holds more than one rendered page.
 */

/** 200 dpi: what OCR reads best at for body text (PDF units are 1/72 inch). */
export const OCR_RENDER_DPI = 200;
/** Bounds the worker's heap: a page at 200 dpi is ~4 MP (16 MB of pixels). */
const WORKER_MEMORY_MB = 512;
/** One page, however complex, is never rendered for longer than this. */
const PAGE_TIMEOUT_MS = 60_000;

const WORKER_FILE = path.join(process.cwd(), "server", "ingest", "pdf-render-worker.mjs");

type RenderMessage =
  { ready: true; pages: number } | { failure: string; page?: number } | { page: number; png: Uint8Array };

export class PdfPageRenderer {
  private constructor(
    private readonly worker: Worker,
    readonly pages: number,
  ) {}

  static open(bytes: Uint8Array): Promise<PdfPageRenderer> {
    const worker = new Worker(WORKER_FILE, {
      workerData: { bytes: bytes.slice() },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_MEMORY_MB },
    });
    return new Promise((resolve, reject) => {
      worker.once("message", (message: RenderMessage) => {
        if ("ready" in message) resolve(new PdfPageRenderer(worker, message.pages));
        else {
          void worker.terminate();
          reject(
            new Error(
              `PDF could not be opened for rendering: ${"failure" in message ? message.failure : ""}`,
            ),
          );
        }
      });
      worker.once("error", reject);
    });
  }

  /** Page `page` (1-based) as a PNG at `dpi`. */
  render(page: number, dpi = OCR_RENDER_DPI): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`rendering page ${page} timed out`));
      }, PAGE_TIMEOUT_MS);
      const onMessage = (message: RenderMessage) => {
        if (!("page" in message) || message.page !== page) return;
        cleanup();
        if ("png" in message) resolve(message.png);
        else reject(new Error(`page ${page} could not be rendered: ${message.failure}`));
      };
      const onError = (error: Error) => {
        cleanup();
        reject(error);
      };
      const cleanup = () => {
        clearTimeout(timer);
        this.worker.off("message", onMessage);
        this.worker.off("error", onError);
      };
      this.worker.on("message", onMessage);
      this.worker.once("error", onError);
      this.worker.postMessage({ page, scale: dpi / 72 });
    });
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}
