import "server-only";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { now } from "@/server/clock";
import type { EmailMessage } from "./message";

export type OutboxEntry = EmailMessage & { createdAt: string };

let sequence = 0;

/**
 * The development transport (DESIGN §8): one JSON file per message in the outbox directory. Names
 * start with the time and a per-process sequence so a plain sort lists messages in order; the file
 * is written under a temporary name and renamed, so a reader never sees half a message.
 */
export async function writeToOutbox(message: EmailMessage, dir: string): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const createdAt = now();
  sequence = (sequence + 1) % 1_000_000;
  const name = `${createdAt.getTime().toString().padStart(15, "0")}-${sequence.toString().padStart(6, "0")}-${crypto.randomBytes(3).toString("hex")}.json`;
  const entry: OutboxEntry = { ...message, createdAt: createdAt.toISOString() };
  const file = path.join(dir, name);
  await fs.writeFile(`${file}.tmp`, JSON.stringify(entry, null, 2), { mode: 0o600 });
  await fs.rename(`${file}.tmp`, file);
  return file;
}
