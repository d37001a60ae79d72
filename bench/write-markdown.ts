import fs from "node:fs";
import * as prettier from "prettier";

/**
 * Writes a generated Markdown report as the repository's Prettier style has it, so that a fresh
 * `npm run bench` or `npm run eval` result can be committed as it is and `format:check` still passes.
 */
export async function writeMarkdown(file: string, markdown: string): Promise<void> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(markdown, { ...options, filepath: file }));
}
