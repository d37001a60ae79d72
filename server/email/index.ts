import "server-only";
import { config } from "@/server/config";
import { singleLine, withSingleLineHeaders } from "./headers";
import type { EmailMessage } from "./message";
import { writeToOutbox } from "./outbox";
import { sendWithResend } from "./resend";

export type { EmailMessage } from "./message";

/**
 * Sends one e-mail: through Resend when RESEND_API_KEY is set, else into the local outbox. Header
 * fields are put on one line first (headers.ts). The log line names the recipient and the file only:
 * subjects and bodies may carry a sign-in code.
 */
export async function sendEmail(unsafe: EmailMessage): Promise<void> {
  const message = withSingleLineHeaders(unsafe);
  const { resendApiKey, from, outboxDir } = config().email;
  if (resendApiKey) {
    await sendWithResend(message, resendApiKey, from);
    return;
  }
  const file = await writeToOutbox(message, outboxDir);
  console.info(`[email] outbox: ${file} → ${message.to}`);
}

const inFlight = new Set<Promise<void>>();

/**
 * Sends without making the caller wait, so a request's response time does not reveal whether an
 * e-mail went out (the sign-in code path must answer known and unknown addresses alike). Failures are
 * logged without the message content.
 */
export function sendEmailInBackground(message: EmailMessage): void {
  const delivery = sendEmail(message)
    .catch((error: unknown) => {
      console.error(
        `[email] delivery to ${singleLine(message.to)} failed:`,
        error instanceof Error ? error.message : error,
      );
    })
    .finally(() => inFlight.delete(delivery));
  inFlight.add(delivery);
}

/** Waits for background deliveries (tests, and graceful shutdown). */
export async function settleBackgroundEmails(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}
