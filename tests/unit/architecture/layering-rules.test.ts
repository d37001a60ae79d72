import { spawn } from "node:child_process";
import path from "node:path";

/**
 * The layering rules of eslint.config.mjs (CODE_STYLE.md, "Layering") fire where they should and stay
 * quiet where imports are allowed. `npm run lint` proves the tree obeys them; this proves they exist,
 * so a config edit cannot silently switch one off. ESLint runs as a child process because its config
 * loader imports an ES module, which Jest's module system does not run.
 */

const ESLINT = path.join(process.cwd(), "node_modules", "eslint", "bin", "eslint.js");

type Finding = { ruleId: string | null; message: string };

/** ESLint's findings for `code` as if it were the file at `filePath` (nothing is written). */
function lintAs(filePath: string, code: string): Promise<Finding[]> {
  return new Promise((resolve, reject) => {
    // import/no-cycle resolves the file on disk, which these imaginary files are not.
    const args = [
      "--format",
      "json",
      "--rule",
      "import/no-cycle: off",
      "--stdin",
      "--stdin-filename",
      filePath,
    ];
    const child = spawn(process.execPath, [ESLINT, ...args]);
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", () => {
      try {
        const [result] = JSON.parse(stdout) as { messages: Finding[] }[];
        resolve(result?.messages ?? []);
      } catch (error) {
        reject(new Error(`ESLint gave no report: ${stderr.slice(0, 2000)}`, { cause: error }));
      }
    });
    child.stdin.end(code);
  });
}

const restricted = (findings: Finding[]) => findings.filter((f) => f.ruleId === "no-restricted-imports");

describe("layering rules (eslint.config.mjs)", () => {
  jest.setTimeout(60_000);

  it.each([
    ["server/services/example.ts", 'import { json } from "@/server/http/respond";\nexport const x = json;\n'],
    [
      "server/services/example.ts",
      'import { requireMember } from "@/server/auth/guards";\nexport const x = requireMember;\n',
    ],
    [
      "components/example.tsx",
      'import { listDocuments } from "@/server/services/documents/library";\nexport const x = listDocuments;\n',
    ],
    ["lib/example.ts", 'import { AppError } from "@/server/errors";\nexport const x = AppError;\n'],
    [
      "server/db/example.ts",
      'import { listDocuments } from "@/server/services/documents/library";\nexport const x = listDocuments;\n',
    ],
    ["app/example/page.tsx", 'import { db } from "@/server/db";\nexport const x = db;\n'],
  ])("refuses the import in %s", async (filePath, code) => {
    expect(restricted(await lintAs(filePath, code))).toHaveLength(1);
  });

  it.each([
    [
      "server/services/example.ts",
      'import { AppError } from "@/server/errors";\nexport const x = AppError;\n',
    ],
    [
      "server/services/example.ts",
      'import { parseInput } from "@/server/validation";\nexport const x = parseInput;\n',
    ],
    [
      "app/example/route.ts",
      'import { listDocuments } from "@/server/services/documents/library";\nexport const x = listDocuments;\n',
    ],
    [
      "components/example.tsx",
      'import { ZQaPair } from "@/lib/validation/qa-pairs";\nexport const x = ZQaPair;\n',
    ],
  ])("allows the import in %s", async (filePath, code) => {
    expect(restricted(await lintAs(filePath, code))).toEqual([]);
  });
});
