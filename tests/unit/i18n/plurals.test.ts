import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

// Counts in both message files (issue 24): a number that a noun follows is written as an ICU plural,
// so one thing reads "1 pendiente" and never "1 pendientes".

type Locale = "es" | "en";
type Tree = { [key: string]: string | Tree };
const MESSAGES: Record<Locale, Tree> = { es: es as Tree, en: en as Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [[path, value] as [string, string]] : leaves(value, path);
  });
}

/** Every element of a message, plural and select branches and rich-text tags included, in order. */
function* walk(
  elements: MessageFormatElement[],
): Generator<[MessageFormatElement, MessageFormatElement | undefined]> {
  for (const [index, element] of elements.entries()) {
    yield [element, elements[index + 1]];
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) yield* walk(option.value);
    if (element.type === TYPE.tag) yield* walk(element.children);
  }
}

const ast = (text: string) => parse(text, { ignoreTag: false });

/** Argument names that hold how many of something there are. */
const COUNT_NAMES = new Set([
  ...["count", "n", "total", "limit", "max", "rows", "pages", "attempts"],
  ...["seconds", "minutes", "hours", "days", "pending", "contacted", "closed", "converted"],
  ...["positive", "rated"],
]);
// …and any name some message already uses as a plural's selector.
for (const locale of ["es", "en"] as const)
  for (const [, text] of leaves(MESSAGES[locale]))
    for (const [element] of walk(ast(text))) if (element.type === TYPE.plural) COUNT_NAMES.add(element.value);

/**
 * Words after a number that never change with it: units and prepositions ("{count} de {max}"), and
 * English adjectives and participles ("2 pending", "1 active").
 */
const INVARIANT_WORDS: Record<Locale, Set<string>> = {
  es: new Set(["de", "a", "x", "por", "px", "kb", "mb", "gb", "ms"]),
  en: new Set([
    ...["of", "to", "x", "per", "px", "kb", "mb", "gb", "ms"],
    ...["active", "pending", "processed", "positive", "negative", "rated", "contacted", "closed"],
    "converted",
  ]),
};

/** "key: {name} word" for each count printed without a plural form before a word that would agree with it. */
function countsWithoutPlural(locale: Locale): string[] {
  const found: string[] = [];
  for (const [key, text] of leaves(MESSAGES[locale])) {
    for (const [element, next] of walk(ast(text))) {
      if (element.type !== TYPE.argument && element.type !== TYPE.number) continue;
      if (!COUNT_NAMES.has(element.value) && element.type !== TYPE.number) continue;
      const word = next?.type === TYPE.literal ? /^\s+(\p{L}+)/u.exec(next.value)?.[1] : undefined;
      if (word && !INVARIANT_WORDS[locale].has(word.toLowerCase()))
        found.push(`${key}: {${element.value}} ${word}`);
    }
  }
  return found;
}

/** Plurals without a "one" or an "other" form (both languages need both). */
function incompletePlurals(locale: Locale): string[] {
  return leaves(MESSAGES[locale]).flatMap(([key, text]) =>
    [...walk(ast(text))]
      .map(([element]) => element)
      .filter((element) => element.type === TYPE.plural)
      .filter((element) => !("one" in element.options) || !("other" in element.options))
      .map((element) => `${key}: {${element.value}}`),
  );
}

describe("plural forms", () => {
  it.each(["es", "en"] as const)("every count before a noun is an ICU plural (%s)", (locale) => {
    expect(countsWithoutPlural(locale)).toEqual([]);
  });

  it.each(["es", "en"] as const)("every plural has its one and other forms (%s)", (locale) => {
    expect(incompletePlurals(locale)).toEqual([]);
  });

  const render = (locale: Locale, key: string, values: Record<string, number>) =>
    (
      createTranslator({ locale, messages: MESSAGES[locale] }) as unknown as (
        key: string,
        values: Record<string, number>,
      ) => string
    )(key, values);

  it.each([
    ["es", [0, 1, 2], ["0 pendientes", "1 pendiente", "2 pendientes"]],
    ["en", [0, 1, 2], ["0 pending", "1 pending", "2 pending"]],
  ] as const)("renders 0, 1 and 2 pending documents in %s", (locale, counts, expected) => {
    expect(counts.map((count) => render(locale, "Training.documents.footer.pending", { count }))).toEqual(
      expected,
    );
  });

  it.each([
    [
      "es",
      [
        "Mostrando 0 a 0 de 0 resultados",
        "Mostrando 1 a 1 de 1 resultado",
        "Mostrando 1 a 2 de 2 resultados",
      ],
    ],
    ["en", ["Showing 0 to 0 of 0 results", "Showing 1 to 1 of 1 result", "Showing 1 to 2 of 2 results"]],
  ] as const)("renders 0, 1 and 2 demo requests in %s", (locale, expected) => {
    const shown = [0, 1, 2].map((total) =>
      render(locale, "DemoRequests.screen.showing", { from: Math.min(1, total), to: total, total }),
    );
    expect(shown).toEqual(expected);
  });

  it.each([
    [
      "es",
      "0 pendientes · 1 contactada · 2 cerradas · 1 convertida",
      "1 pendiente · 2 contactadas · 0 cerradas · 3 convertidas",
    ],
    [
      "en",
      "0 pending · 1 contacted · 2 closed · 1 converted",
      "1 pending · 2 contacted · 0 closed · 3 converted",
    ],
  ] as const)("renders the demo request figures of the analytics in %s", (locale, first, second) => {
    const figures = (pending: number, contacted: number, closed: number, converted: number) =>
      render(locale, "Analytics.figures.demoDetail", { pending, contacted, closed, converted });
    expect(figures(0, 1, 2, 1)).toBe(first);
    expect(figures(1, 2, 0, 3)).toBe(second);
  });
});
