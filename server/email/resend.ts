import "server-only";
import { Resend } from "resend";
import type { EmailMessage } from "./message";

let client: { key: string; resend: Resend } | null = null;

/** Delivers through Resend. Failures are thrown with Resend's reason (never the message body). */
export async function sendWithResend(message: EmailMessage, apiKey: string, from: string): Promise<void> {
  if (client?.key !== apiKey) client = { key: apiKey, resend: new Resend(apiKey) };
  const { error } = await client.resend.emails.send({ from, ...message });
  if (error) throw new Error(`Resend refused the message: ${error.name}: ${error.message}`);
}
