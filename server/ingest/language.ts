import "server-only";

/** Postgres text-search configurations a chunk can be indexed with (DESIGN §7). */
export type TextSearchLanguage = "spanish" | "english" | "simple";

// Frequent function words of each language. Words common to both ("a", "no", "me", "he") are left
// out because they say nothing about which one a text is in.
const SPANISH_STOP_WORDS = new Set(
  (
    "de la que el en y los del se las por un para con una su al lo como más pero sus le ya o este sí " +
    "porque esta entre cuando muy sin sobre también hasta hay donde quien desde todo nos durante todos " +
    "uno les ni contra otros ese eso ante ellos e esto antes algunos qué unos yo otro otras otra él " +
    "tanto esa estos mucho quienes nada muchos cual poco ella estar estas algunas algo nosotros es son " +
    "está están ser puede pueden debe deben cada tiene tienen fue hacer así usted ustedes cómo cuándo"
  ).split(" "),
);
const ENGLISH_STOP_WORDS = new Set(
  (
    "the of and to in is that for it with as was on be at by this are from or an have not but which " +
    "they you we can will if their all has there been would what when your our more do does these " +
    "those should must may its into than other how about also any each only after before were she " +
    "his her them who where why us"
  ).split(" "),
);

// Spanish letters English text does not use; a word carrying one hints at Spanish.
const SPANISH_LETTERS = /[áéíóúñü]/;

// Below this share of stop words the text is not prose in either language (codes, SKUs, tables of
// numbers, names), and the language-neutral "simple" configuration indexes it better.
const MIN_STOP_WORD_RATIO = 0.08;
// Enough words to decide; long documents would otherwise be scanned in full for no gain.
const SAMPLE_WORDS = 2_000;

/** A cheap guess, good enough to choose the text-search configuration of a chunk. */
export function detectLanguage(text: string): TextSearchLanguage {
  const words = (text.toLowerCase().match(/\p{L}+/gu) ?? []).slice(0, SAMPLE_WORDS);
  if (words.length === 0) return "simple";
  let spanish = 0;
  let english = 0;
  for (const word of words) {
    if (SPANISH_STOP_WORDS.has(word)) spanish++;
    else if (ENGLISH_STOP_WORDS.has(word)) english++;
    else if (SPANISH_LETTERS.test(word)) spanish += 0.5;
  }
  if (Math.max(spanish, english) / words.length < MIN_STOP_WORD_RATIO) return "simple";
  // Ties go to Spanish, the product's first language.
  return spanish >= english ? "spanish" : "english";
}
