import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const PRISMA = path.join(process.cwd(), "node_modules", ".bin", "prisma");

/** Runs the real Prisma CLI (through the offline schema-engine stand-in) against one database. */
export async function prismaCli(
  args: string[],
  databaseUrl: string,
): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await promisify(execFile)(PRISMA, args, {
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}
