import fs from "node:fs";
import path from "node:path";

type Messages = Record<string, Record<string, string>>;

/** The app's own translations, so tests find elements by the text a person reads. */
export function messages(locale: "es" | "en"): Messages {
  return JSON.parse(fs.readFileSync(path.resolve("messages", `${locale}.json`), "utf8")) as Messages;
}

/**
 * One message by its dotted path ("Training.documents.status.processed"), with simple {name}
 * placeholders filled in (enough for the texts the tests look for).
 */
export function text(locale: "es" | "en", key: string, values: Record<string, string> = {}): string {
  const found = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages(locale));
  if (typeof found !== "string") throw new Error(`no message ${key} in ${locale}`);
  return found.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}
