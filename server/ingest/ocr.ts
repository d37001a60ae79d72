import "server-only";

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { createWorker, OEM, PSM, type Worker } from "tesseract.js";

/**
 * Text read from images (photos, scans) by Tesseract, offline: tesseract.js runs the engine on a
 * worker thread of its own (never on the request thread), with the Spanish and English models of the
 * @tesseract.js-data packages installed by npm, so nothing is downloaded at run time.
 *
 * Page segmentation: the page is read in PSM 4 ("a single column of text of variable sizes", set with
 * tessedit_pageseg_mode). tesseract.js's default, PSM 6 ("one uniform block"), assumes one text size
 * and drops a page's large title and the cells of its tables (~35 % character error rate on the
 * bench's real manual); PSM 3 (automatic) splits a page into blocks of its own and lost words on the
 * cover and the contents pages (mean 3.6 % over 10 pages); PSM 4 read the body pages with almost no
 * error (figures in bench/RESULTS.md).
 *
 * Orientation: a page is read as it is; when the reading is poor (not confident, or not mostly words)
 * it is read again from a denoised copy (see recognize), and if still poor the four orientations are
 * compared on a smaller copy in PSM 6; the one with the best confidence, if turned, is read again in
 * PSM 4 (the LSTM models carry no orientation detector; the legacy OSD model is not in the npm
 * packages). The comparison stays in PSM 6 because in PSM 3 or 4 it failed: a page turned a quarter
 * came back empty and unturned (tests/integration/documents/ocr-engine.test.ts); in one uniform block
 * every orientation yields a reading whose confidence can be compared.
 * Small tilts (a phone photo) are straightened by Tesseract itself (rotateAuto).
 */

/**
 * A reading is taken as upright at this confidence with at least this share of words. Neither alone
 * tells: an upside-down page reads as mirrored "words" (~75 % of the text) at ~55 % confidence, a page
 * of dot leaders reads correctly at ~57 % with few whole words.
 */
const UPRIGHT_CONFIDENCE = 75;
const UPRIGHT_WORDINESS = 0.5;
/** Other orientations are compared on a copy this wide at most (a sideways reading is slow). */
const PROBE_MAX_SIDE = 1400;

/** Page segmentation of the reading, and of the orientation comparison (see above). */
const READING_MODE = PSM.SINGLE_COLUMN;
const ORIENTATION_MODE = PSM.SINGLE_BLOCK;

/** A page with fewer letters than this, or a lower confidence, has no usable text. */
export const OCR_MIN_LETTERS = 10;
export const OCR_MIN_CONFIDENCE = 45;
/** Images are read at least this wide (small ones are enlarged: Tesseract wants ~20 px letters). */
const MIN_WIDTH = 1200;
/** And at most this many pixels a side: larger adds time and memory, not accuracy. */
const MAX_SIDE = 4000;

// The "best_int" models: the accurate LSTM networks, quantised (2 MB each, gzipped).
const MODEL_VARIANT = "4.0.0_best_int";
const LANGUAGES = ["spa", "eng"] as const;

export type Rotation = 0 | 90 | 180 | 270;

export interface OcrResult {
  text: string;
  /** Mean word confidence, 0–100. */
  confidence: number;
  /** Clockwise turn that made the page readable. */
  rotation: Rotation;
}

let modelDirectory: string | null = null;

/**
 * tesseract.js reads every language from one directory: this process's own, linking the packages'
 * files (resolved from the project's root, like the PDF worker, so bundling cannot move them).
 */
function modelsPath(): string {
  if (modelDirectory && fs.existsSync(modelDirectory)) return modelDirectory;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "asistente-tessdata-"));
  for (const language of LANGUAGES) {
    const file = `${language}.traineddata.gz`;
    const source = path.join(
      process.cwd(),
      "node_modules",
      "@tesseract.js-data",
      language,
      MODEL_VARIANT,
      file,
    );
    if (!fs.existsSync(source)) throw new Error(`OCR model missing: ${source} (npm install)`);
    fs.symlinkSync(source, path.join(directory, file));
  }
  modelDirectory = directory;
  return directory;
}

const letterCount = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

// A word: two letters or more, with the punctuation that may close it.
const WORD = /^[¿¡("«]*\p{L}[\p{L}'’-]*\p{L}[.,;:!?)"»]*$/u;

/** The share of the reading's characters that are in words (what a page the right way up is made of). */
export function wordiness(text: string): number {
  const tokens = text.split(/\s+/).filter(Boolean);
  const total = tokens.reduce((sum, token) => sum + token.length, 0);
  const inWords = tokens.filter((token) => WORD.test(token)).reduce((sum, token) => sum + token.length, 0);
  return total === 0 ? 0 : inWords / total;
}

const isUpright = (result: Pick<OcrResult, "text" | "confidence">) =>
  result.confidence >= UPRIGHT_CONFIDENCE && wordiness(result.text) >= UPRIGHT_WORDINESS;

export const hasUsableText = (result: Pick<OcrResult, "text" | "confidence">) =>
  letterCount(result.text) >= OCR_MIN_LETTERS && result.confidence >= OCR_MIN_CONFIDENCE;

/**
 * A grey PNG of the image's first frame, sized for reading and turned by `rotation`; with `denoise`,
 * speckle removed (median of 3 × 3), contrast stretched and cut to black on white at mid-grey.
 */
export async function prepareImage(
  bytes: Uint8Array,
  rotation: Rotation = 0,
  maxSide = MAX_SIDE,
  { denoise = false } = {},
): Promise<Buffer> {
  const image = sharp(bytes, { pages: 1, limitInputPixels: 8192 * 8192 });
  const { width = 0, height = 0 } = await image.metadata();
  // sharp turns the image before resizing it, so a quarter turn swaps the sides being sized.
  const [wide, high] = rotation === 90 || rotation === 270 ? [height, width] : [width, height];
  const scale = Math.min(Math.max(1, MIN_WIDTH / Math.max(1, wide)), maxSide / Math.max(1, wide, high));
  const grey = image
    .rotate(rotation)
    .resize(Math.round(wide * scale), Math.round(high * scale))
    .flatten({ background: "#ffffff" })
    .grayscale();
  return (denoise ? grey.median(3).normalise().threshold(128) : grey).png().toBuffer();
}

/** One Tesseract worker thread with both languages loaded; close it when done. */
export class OcrEngine {
  private constructor(private readonly worker: Worker) {}

  static async open(): Promise<OcrEngine> {
    const worker = await createWorker([...LANGUAGES], OEM.LSTM_ONLY, {
      langPath: modelsPath(),
      gzip: true,
      cacheMethod: "none",
    });
    // Images carry no reliable resolution: read as 300 dpi (otherwise Tesseract warns on every page).
    await worker.setParameters({ user_defined_dpi: "300" } as Record<string, string>);
    return new OcrEngine(worker);
  }

  private async read(png: Buffer, mode: PSM): Promise<{ text: string; confidence: number }> {
    await this.worker.setParameters({ tessedit_pageseg_mode: mode });
    const { data } = await this.worker.recognize(png, { rotateAuto: true }, { text: true });
    return { text: normalizeOcrText(data.text), confidence: Math.round(data.confidence) };
  }

  /**
   * Reads an image (its first frame); when the reading is poor, reads a denoised copy, then tries the
   * other orientations.
   */
  async recognize(bytes: Uint8Array): Promise<OcrResult> {
    let first: OcrResult = { ...(await this.read(await prepareImage(bytes), READING_MODE)), rotation: 0 };
    if (isUpright(first)) return first;
    // A noisy photo's speckle turns a contents page's dot leaders into "letters" (81 % error on the
    // bench's degraded contents page, 18 % denoised). Only poor readings are read again this way:
    // on a good one, binarising loses detail (0.3 → 3.1 % on the bench's degraded cover).
    const png = await prepareImage(bytes, 0, MAX_SIDE, { denoise: true });
    const denoised: OcrResult = { ...(await this.read(png, READING_MODE)), rotation: 0 };
    if (denoised.confidence > first.confidence) first = denoised;
    if (isUpright(first)) return first;
    // The four orientations compared on a smaller copy; the winner, if turned, is read again in full.
    let probe: { rotation: Rotation; confidence: number } = { rotation: 0, confidence: -1 };
    for (const rotation of [0, 180, 90, 270] as const) {
      const probePng = await prepareImage(bytes, rotation, PROBE_MAX_SIDE);
      const { confidence } = await this.read(probePng, ORIENTATION_MODE);
      if (confidence > probe.confidence) probe = { rotation, confidence };
      if (rotation !== 0 && confidence >= UPRIGHT_CONFIDENCE) break;
    }
    if (probe.rotation === 0) return first;
    const turned: OcrResult = {
      ...(await this.read(await prepareImage(bytes, probe.rotation), READING_MODE)),
      rotation: probe.rotation,
    };
    return turned.confidence > first.confidence ? turned : first;
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}

/**
 * Lines trimmed, runs of spaces collapsed, paragraphs (blank lines) kept; a lone "|" (a table's rule,
 * read as a character) dropped.
 */
export function normalizeOcrText(text: string): string {
  return text
    .replace(/(^|[^\S\n])\|(?=[^\S\n]|$)/gm, "$1")
    .replace(/[^\S\n]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
