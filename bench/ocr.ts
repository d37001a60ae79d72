/**
 * OCR and text-format budgets (issue 22 points 1 and 6), in one process as the app runs them:
 *
 * - character error rate of Tesseract on Spanish pages of a real PDF (the pyme corpus's safety manual,
 *   written in groff and built by eval/corpora/pyme into eval/.cache/pyme when missing) rendered at
 *   200 dpi by poppler's pdftoppm, as a scanner would, compared with the PDF's own text layer; and on
 *   a degraded copy of each page (tilted 3°, noise, JPEG quality 60: a phone photo);
 * - OCR pages per second with the CPU count, and GET latency (p50/p95) of a small HTTP server in the
 *   same process, called every 50 ms while OCR runs: what the event loop is held for;
 * - the process's peak memory (RSS, worker threads included) while a scanned PDF of
 *   BENCH_OCR_SCAN_PAGES pages (default 100) is read page by page as document processing does;
 * - text formats: Word sections of ~500 words converted and chunked per second.
 *
 * `npm run bench:ocr` runs it alone; `npm run bench:ingest` runs it after the ingestion bench. It
 * writes its figures into bench/RESULTS.md ("OCR and text formats") and exits 1 when a budget is
 * broken. BENCH_OCR_PAGES (default 10) pages are measured for the error rates.
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
import { withOcrPages } from "@/server/services/documents/extraction";
import { docxFile } from "@/tests/helpers/office-fixtures";
import { spanishProsePages } from "@/tests/helpers/pdf-fixtures";
import { characterErrorRate, degrade, renderPdfPage } from "@/tests/helpers/scan-fixtures";
import { DOCUMENTS, OUT_DIR, corpus as pymeCorpus } from "../eval/corpora/pyme";
import { writeMarkdown } from "./write-markdown";

/**
 * The error rate of the characters, not of the reading order: a table's cells come out of a PDF's
 * text layer in drawing order ("911Emergencias") and out of OCR row by row, which a plain edit
 * distance counts as errors. Words are compared sorted (and split where the layer glued them).
 */
const sortedWords = (text: string) =>
  withoutRules(text)
    .replace(/(\p{N})(\p{L})/gu, "$1 $2")
    .split(/\s+/)
    .filter(Boolean)
    .sort()
    .join(" ");
const orderFreeErrorRate = (reference: string, read: string) =>
  characterErrorRate(sortedWords(reference), sortedWords(read));

/**
 * Leader dots of a table of contents ("Montacargas ........ 5") and the underscore rules of a form's
 * blanks are drawn with characters in the PDF's text layer, but they are layout, not text: OCR rightly
 * sees a rule (or reads dots as a few letters, which still count as errors). Runs of two or more are
 * removed from both texts before comparing; the raw figure is reported too (cerRaw).
 */
const withoutRules = (text: string) => text.replace(/(?:[ \t]*[._·…]){2,}/g, " ");
const rawErrorRate = (reference: string, read: string) =>
  characterErrorRate(rawSortedWords(reference), rawSortedWords(read));
const rawSortedWords = (text: string) => text.split(/\s+/).filter(Boolean).sort().join(" ");

const REAL_PDF_NAME = "MAN-SH-006 Manual de seguridad e higiene.pdf";

/** The real PDF, built with groff by the pyme corpus when its cache does not have it yet. */
async function realPdf(): Promise<Uint8Array> {
  if (!DOCUMENTS.some((document) => document.file === REAL_PDF_NAME))
    throw new Error(`bench:ocr: the pyme corpus no longer has ${REAL_PDF_NAME}`);
  const file = path.join(OUT_DIR, REAL_PDF_NAME);
  if (!fs.existsSync(file)) await pymeCorpus.build();
  return new Uint8Array(fs.readFileSync(file));
}

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
  const source = await realPdf();
  const layer = await extractPdfPages(source);
  const measured = layer.filter((page) => page.text.replace(/\s/g, "").length >= 200).slice(0, pages);

  // Rendered first, by pdftoppm (another program, as a scanner is), so the timing below is OCR's.
  const renderedPages: Buffer[] = [];
  for (const page of measured) renderedPages.push(await renderPdfPage(source, { page: page.page, dpi: 200 }));
  const engine = await OcrEngine.open();
  const clean: number[] = [];
  const degraded: number[] = [];
  const readingOrder: number[] = [];
  const raw: number[] = [];
  const probe = await probeLatency();
  const started = performance.now();
  for (const [index, png] of renderedPages.entries()) {
    const text = (await engine.recognize(png)).text;
    clean.push(orderFreeErrorRate(measured[index].text, text));
    readingOrder.push(characterErrorRate(measured[index].text, text));
    raw.push(rawErrorRate(measured[index].text, text));
    console.info(`[bench:ocr] page ${measured[index].page}: ${(clean.at(-1)! * 100).toFixed(1)} %`);
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
  const read = await withOcrPages(scanBytes, await extractPdfPages(scanBytes), (page) => {
    last = page;
    if (page % 10 === 0)
      console.info(
        `[bench:ocr] scan page ${page} of ${scanPages}, RSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`,
      );
  });
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
    source: REAL_PDF_NAME,
    pages: measured.length,
    cerClean: { mean: mean(clean), max: Math.max(...clean) },
    cerDegraded: { mean: mean(degraded), max: Math.max(...degraded) },
    cerReadingOrder: mean(readingOrder),
    cerRaw: { mean: mean(raw), perPage: raw },
    cerPerPage: clean,
    ocrPagesPerSecond: measured.length / cleanSeconds,
    latencyDuringOcr: latency,
    scan: {
      pages: scanPages,
      pagesPerSecond: scanPages / scanSeconds,
      readByOcr: read.read.read,
      lastReported: last,
      seconds: scanSeconds,
      peakRssMb,
    },
    text: { sections: sections.length, words, sectionsPerSecond: sections.length / textSeconds },
  };
}

type OcrFigures = Awaited<ReturnType<typeof measureOcr>>;

const pct = (value: number) => `${(value * 100).toFixed(2)} %`;

/** Issue 22 points 1 and 6: each budget, the figure it is judged on, and whether it holds. */
export function ocrBudgets(r: OcrFigures) {
  return [
    {
      measure: `Character error rate, ${r.pages} Spanish pages of «${r.source}» rendered at 200 dpi (pdftoppm), mean (worst page)`,
      result: `**${pct(r.cerClean.mean)}** (${pct(r.cerClean.max)})`,
      budget: "≤ 3 %",
      pass: r.cerClean.mean <= 0.03,
    },
    {
      measure:
        "Character error rate, the same pages degraded (3° tilt, noise, JPEG quality 60), mean (worst page)",
      result: `**${pct(r.cerDegraded.mean)}** (${pct(r.cerDegraded.max)})`,
      budget: "≤ 8 %",
      pass: r.cerDegraded.mean <= 0.08,
    },
    {
      measure: `Peak RSS while a ${r.scan.pages}-page scan is read as processing does (render + OCR, page by page)`,
      result: `**${r.scan.peakRssMb.toFixed(0)} MB**`,
      budget: "< 1.5 GB",
      pass: r.scan.peakRssMb < 1536,
    },
    {
      measure: "GET latency in the same process while OCR runs, p95 (max)",
      result: `**${r.latencyDuringOcr.p95.toFixed(1)} ms** (${r.latencyDuringOcr.max.toFixed(1)} ms, ${r.latencyDuringOcr.count} calls)`,
      budget: "≤ 100 ms",
      pass: r.latencyDuringOcr.p95 <= 100,
    },
    {
      measure: `Text formats: Word file of ${r.text.sections} sections of ~500 words, converted and chunked`,
      result: `**${r.text.sectionsPerSecond.toFixed(0)} sections/s**`,
      budget: "≥ 50 /s",
      pass: r.text.sectionsPerSecond >= 50,
    },
  ];
}

export function describeOcr(r: OcrFigures): string[] {
  return [
    `OCR (${r.cpus} CPUs), ${r.pages} pages of ${r.source} rendered at 200 dpi by pdftoppm:`,
    `  character error rate (words compared sorted): mean ${pct(r.cerClean.mean)}, worst page ${pct(r.cerClean.max)} (budget ≤ 3 %); in reading order ${pct(r.cerReadingOrder)}`,
    `  degraded copy (3° tilt, noise, JPEG 60): mean ${pct(r.cerDegraded.mean)}, worst page ${pct(r.cerDegraded.max)} (budget ≤ 8 %)`,
    `  ${r.ocrPagesPerSecond.toFixed(2)} pages/s (OCR of the rendered page, one page at a time, one worker)`,
    `  GET latency in the same process during OCR: p50 ${r.latencyDuringOcr.p50.toFixed(1)} ms, p95 ${r.latencyDuringOcr.p95.toFixed(1)} ms, max ${r.latencyDuringOcr.max.toFixed(1)} ms over ${r.latencyDuringOcr.count} calls (budget p95 ≤ 100 ms)`,
    `${r.scan.pages}-page scan read as processing does: ${r.scan.readByOcr} pages read, ${r.scan.seconds.toFixed(0)} s (${r.scan.pagesPerSecond.toFixed(2)} pages/s, render + OCR), peak RSS ${r.scan.peakRssMb.toFixed(0)} MB (budget < 1.5 GB)`,
    `Text formats: Word file of ${r.text.sections} sections (${r.text.words} words) converted and chunked at ${r.text.sectionsPerSecond.toFixed(0)} sections/s (budget ≥ 50)`,
  ];
}

const RESULTS_FILE = path.join(__dirname, "RESULTS.md");
const SECTION = "## OCR and text formats (issue 22)";

/** Replaces (or adds, before the part `npm run bench` regenerates) this bench's section of bench/RESULTS.md. */
async function writeResults(r: OcrFigures): Promise<void> {
  const load = os.loadavg().map((value) => value.toFixed(2));
  const rows = ocrBudgets(r).map(
    (row) => `| ${row.measure} | ${row.result} | ${row.budget} | ${row.pass ? "PASS" : "FAIL"} |`,
  );
  const section = [
    SECTION,
    "",
    `\`npm run bench:ocr\` (also the end of \`npm run bench:ingest\`) rewrites this section. Last run: ${new Date().toISOString()}, ${r.cpus} CPUs (${os.cpus()[0]?.model.trim() ?? "unknown"}), Node ${process.version}, load average ${load.join(" / ")} when it ended (the machine is shared).`,
    "",
    "| Measure | Result | Budget | |",
    "| --- | --- | --- | --- |",
    ...rows,
    "",
    `- OCR throughput: **${r.ocrPagesPerSecond.toFixed(2)} pages/s** on ${r.cpus} CPUs (one Tesseract worker, one page at a time, the page already rendered); the ${r.scan.pages}-page scan, rendered and read as document processing does: ${r.scan.pagesPerSecond.toFixed(2)} pages/s (${r.scan.seconds.toFixed(0)} s).`,
    `- Character error rate in reading order (plain edit distance, no word sorting): ${pct(r.cerReadingOrder)}. The budget is judged with the words compared sorted, because a table's cells come out of the PDF's text layer in drawing order and out of OCR row by row.`,
    `- Per page (clean, budget measure): ${r.cerPerPage.map(pct).join(", ")}. Without removing leader dots and underscore rules from both texts (layout drawn with characters, bench/ocr.ts \`withoutRules\`): mean ${pct(r.cerRaw.mean)}; per page ${r.cerRaw.perPage.map(pct).join(", ")}.`,
    `- GET latency while OCR runs: p50 ${r.latencyDuringOcr.p50.toFixed(1)} ms, p95 ${r.latencyDuringOcr.p95.toFixed(1)} ms.`,
    "",
  ].join("\n");
  const current = fs.readFileSync(RESULTS_FILE, "utf8");
  const start = current.indexOf(SECTION);
  let next: string;
  if (start >= 0) {
    const end = current.indexOf("\n## ", start + SECTION.length);
    next = current.slice(0, start) + section + (end >= 0 ? current.slice(end + 1) : "");
  } else {
    // Before what `npm run bench` regenerates (its marker, then "Latest run"), which it would wipe.
    const marker = current.indexOf("<!-- generated by npm run bench");
    const latest = marker >= 0 ? marker : current.indexOf("## Latest run");
    next =
      latest >= 0
        ? current.slice(0, latest) + section + "\n" + current.slice(latest)
        : `${current}\n${section}`;
  }
  await writeMarkdown(RESULTS_FILE, next);
}

if (process.argv[1]?.endsWith("ocr.ts"))
  measureOcr()
    .then(async (result) => {
      for (const line of describeOcr(result)) console.log(line);
      await writeResults(result);
      const broken = ocrBudgets(result).filter((row) => !row.pass);
      for (const row of broken)
        console.error(`BUDGET BROKEN: ${row.measure}: ${row.result} (budget ${row.budget})`);
      process.exit(broken.length > 0 ? 1 : 0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
