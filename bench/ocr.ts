/**
 * OCR and text-format budgets (issue 22 points 1 and 6), in one process as the app runs them:
 *
 * - character error rate of Tesseract on Spanish pages rendered at 200 dpi from a real PDF (the
 *   pyme corpus's safety manual when eval/.cache has it, else generated prose), compared with the
 *   PDF's own text layer; and on a degraded copy of each page (tilted 3°, noise, JPEG quality 60);
 * - OCR pages per second with the CPU count, and GET latency (p50/p95) of a small HTTP server in the
 *   same process, called every 50 ms while OCR runs: what the event loop is held for;
 * - the process's peak memory (RSS, worker threads included) while a scanned PDF of
 *   BENCH_OCR_SCAN_PAGES pages (default 100) is read page by page as document processing does;
 * - text formats: Word sections of ~500 words converted and chunked per second.
 *
 * `npm run bench:ocr` runs it alone; `npm run bench:ingest` runs it after the ingestion bench.
 * BENCH_OCR_PAGES (default 10) pages are measured for the error rates.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { chunkText } from "@/server/ingest/chunk";
import { docxToSections } from "@/server/ingest/docx";
import { OcrEngine } from "@/server/ingest/ocr";
import { extractPdfPages } from "@/server/ingest/pdf";
import { PdfPageRenderer } from "@/server/ingest/pdf-render";
import { withOcrPages } from "@/server/services/documents/extraction";
import { docxFile } from "@/tests/helpers/office-fixtures";
import { spanishProsePages, textPdf } from "@/tests/helpers/pdf-fixtures";
import { characterErrorRate, degrade } from "@/tests/helpers/scan-fixtures";

/**
 * The error rate of the characters, not of the reading order: a table's cells come out of a PDF's
 * text layer in drawing order ("911Emergencias") and out of OCR row by row, which a plain edit
 * distance counts as errors. Words are compared sorted (and split where the layer glued them).
 */
const sortedWords = (text: string) =>
  text
    .replace(/(\p{N})(\p{L})/gu, "$1 $2")
    .split(/\s+/)
    .filter(Boolean)
    .sort()
    .join(" ");
const orderFreeErrorRate = (reference: string, read: string) =>
  characterErrorRate(sortedWords(reference), sortedWords(read));

const REAL_PDF = path.join(process.cwd(), "eval/.cache/pyme/MAN-SH-006 Manual de seguridad e higiene.pdf");

type Latency = { count: number; p50: number; p95: number; max: number };

function percentiles(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return { count: sorted.length, p50: at(50), p95: at(95), max: sorted.at(-1) ?? 0 };
}

/** Calls a trivial HTTP endpoint of this process every 50 ms until stopped: the event loop's delay. */
async function probeLatency(): Promise<{ stop: () => Promise<Latency> }> {
  const server = http.createServer((_request, response) => response.end("ok"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  const samples: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`http://127.0.0.1:${port}/health`).then((response) => response.text());
      samples.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      server.close();
      return percentiles(samples);
    },
  };
}

function peakMemory(): { stop: () => number } {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 200);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage().rss);
    },
  };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

export async function measureOcr({
  pages = Number(process.env.BENCH_OCR_PAGES ?? 10),
  scanPages = Number(process.env.BENCH_OCR_SCAN_PAGES ?? 100),
} = {}) {
  const source = fs.existsSync(REAL_PDF)
    ? new Uint8Array(fs.readFileSync(REAL_PDF))
    : await textPdf(spanishProsePages(pages));
  const layer = await extractPdfPages(source);
  const measured = layer.filter((page) => page.text.replace(/\s/g, "").length >= 200).slice(0, pages);

  const renderer = await PdfPageRenderer.open(source);
  const engine = await OcrEngine.open();
  const clean: number[] = [];
  const degraded: number[] = [];
  const readingOrder: number[] = [];
  const renderedPages: Buffer[] = [];
  const probe = await probeLatency();
  const started = performance.now();
  try {
    for (const page of measured) {
      const png = Buffer.from(await renderer.render(page.page));
      renderedPages.push(png);
      const text = (await engine.recognize(png)).text;
      clean.push(orderFreeErrorRate(page.text, text));
      readingOrder.push(characterErrorRate(page.text, text));
    }
  } finally {
    await renderer.close();
  }
  const cleanSeconds = (performance.now() - started) / 1000;
  const latency = await probe.stop();
  for (const [index, png] of renderedPages.entries()) {
    degraded.push(
      orderFreeErrorRate(measured[index].text, (await engine.recognize(await degrade(png))).text),
    );
  }
  await engine.close();

  // A scan of scanPages pages (the rendered pages repeated as JPEG images), read as processing does.
  const scan = await PDFDocument.create();
  const jpegs = await Promise.all(renderedPages.map((png) => sharp(png).jpeg({ quality: 80 }).toBuffer()));
  for (let i = 0; i < scanPages; i++) {
    const image = await scan.embedJpg(jpegs[i % jpegs.length]);
    scan.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  }
  const scanBytes = await scan.save();
  const memory = peakMemory();
  const scanStarted = performance.now();
  let last = 0;
  const read = await withOcrPages(scanBytes, await extractPdfPages(scanBytes), (page) => (last = page));
  const scanSeconds = (performance.now() - scanStarted) / 1000;
  const peakRssMb = memory.stop() / (1024 * 1024);

  // Text formats: a Word file of 100 sections of ~500 words, converted and chunked.
  const prose = spanishProsePages(100, 40).map((lines) => lines.join(" "));
  const docx = await docxFile(
    prose.flatMap((text, i) => [{ heading: `Sección ${i + 1}` }, { paragraph: text }]),
  );
  const textStarted = performance.now();
  const sections = await docxToSections(docx);
  chunkText(sections);
  const textSeconds = (performance.now() - textStarted) / 1000;
  const words = prose.join(" ").split(/\s+/).length;

  return {
    cpus: os.cpus().length,
    source: fs.existsSync(REAL_PDF) ? path.basename(REAL_PDF) : "generated Spanish prose",
    pages: measured.length,
    cerClean: { mean: mean(clean), max: Math.max(...clean) },
    cerDegraded: { mean: mean(degraded), max: Math.max(...degraded) },
    cerReadingOrder: mean(readingOrder),
    ocrPagesPerSecond: measured.length / cleanSeconds,
    latencyDuringOcr: latency,
    scan: {
      pages: scanPages,
      readByOcr: read.read.read,
      lastReported: last,
      seconds: scanSeconds,
      peakRssMb,
    },
    text: { sections: sections.length, words, sectionsPerSecond: sections.length / textSeconds },
  };
}

export function describeOcr(r: Awaited<ReturnType<typeof measureOcr>>): string[] {
  const pct = (value: number) => `${(value * 100).toFixed(2)} %`;
  return [
    `OCR (${r.cpus} CPUs), ${r.pages} pages of ${r.source} rendered at 200 dpi:`,
    `  character error rate (words compared sorted): mean ${pct(r.cerClean.mean)}, worst page ${pct(r.cerClean.max)} (budget ≤ 3 %); in reading order ${pct(r.cerReadingOrder)}`,
    `  degraded copy (3° tilt, noise, JPEG 60): mean ${pct(r.cerDegraded.mean)}, worst page ${pct(r.cerDegraded.max)} (budget ≤ 8 %)`,
    `  ${r.ocrPagesPerSecond.toFixed(2)} pages/s (render + OCR, one page at a time)`,
    `  GET latency in the same process during OCR: p50 ${r.latencyDuringOcr.p50.toFixed(1)} ms, p95 ${r.latencyDuringOcr.p95.toFixed(1)} ms, max ${r.latencyDuringOcr.max.toFixed(1)} ms over ${r.latencyDuringOcr.count} calls (budget p95 ≤ 100 ms)`,
    `${r.scan.pages}-page scan read as processing does: ${r.scan.readByOcr} pages read, ${r.scan.seconds.toFixed(0)} s, peak RSS ${r.scan.peakRssMb.toFixed(0)} MB (budget < 1.5 GB)`,
    `Text formats: Word file of ${r.text.sections} sections (${r.text.words} words) converted and chunked at ${r.text.sectionsPerSecond.toFixed(0)} sections/s (budget ≥ 50)`,
  ];
}

if (process.argv[1]?.endsWith("ocr.ts"))
  measureOcr().then(
    (result) => {
      for (const line of describeOcr(result)) console.log(line);
      process.exit(0);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
