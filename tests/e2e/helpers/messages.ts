import fs from "node:fs";
import path from "node:path";

type Messages = Record<string, Record<string, string>>;

/** The app's own translations, so tests find elements by the text a person reads. */
export function messages(locale: "es" | "en"): Messages {
  return JSON.parse(fs.readFileSync(path.resolve("messages", `${locale}.json`), "utf8")) as Messages;
}
