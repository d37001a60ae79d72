import fs from "node:fs";
import path from "node:path";
import { E2E_DATA_DIR } from "../env";

type OutboxMessage = { to: string; subject: string; text: string; html: string; createdAt: string };

/**
 * Waits for the newest login e-mail to `email` written after `since` in the dev outbox and returns
 * the 6-digit code it carries: the same path a person follows on a machine without Resend.
 */
export async function readLoginCode(email: string, since: Date, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, "outbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((name) => name.endsWith(".json"))
          .map((name) => JSON.parse(fs.readFileSync(path.join(outbox, name), "utf8")) as OutboxMessage)
          .filter((m) => m.to === email && new Date(m.createdAt) >= since)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      : [];
    const code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no login code for ${email} in ${outbox}`);
}
