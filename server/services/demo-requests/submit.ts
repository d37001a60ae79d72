import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import type { DemoRequestInput } from "@/lib/validation/demo-requests";
import { getDb } from "@/server/db";
import { sendEmailInBackground } from "@/server/email";
import { demoConfirmationEmail, demoNotificationEmail } from "@/server/email/templates/demo-request";
import { AppError } from "@/server/errors";
import { hit } from "@/server/services/rate-limit";

/** Spec §9 leaves spam control open: five requests an hour from one address is plenty for people. */
export const DEMO_REQUESTS_PER_IP_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

/** Refuses a sixth request within the hour from the same address (429 with Retry-After). */
export async function assertDemoRequestAllowed(ip: string): Promise<void> {
  const decision = await hit(`demo-request:ip:${ip}`, {
    limit: DEMO_REQUESTS_PER_IP_PER_HOUR,
    windowMs: HOUR_MS,
  });
  if (!decision.allowed) {
    throw new AppError("RATE_LIMITED", "demoRequestRateLimited", {
      retryAfterSeconds: decision.retryAfterSeconds,
    });
  }
}

/**
 * Stores a demo request as pending, then e-mails the team and the visitor. The e-mails go out in the
 * background after the row is committed, so a failing mail server never loses a request (failures
 * are logged). A honeypot hit is answered like a success but neither stored nor mailed, so the bot
 * learns nothing.
 */
export async function submitDemoRequest(
  { isBot, ...request }: DemoRequestInput,
  locale: Locale,
): Promise<void> {
  if (isBot) return;
  const db = await getDb();
  await db.demoRequest.create({ data: { ...request, locale } });
  sendEmailInBackground(demoConfirmationEmail(request, locale));
  const superadmins = await db.user.findMany({
    where: { role: "superadmin", status: "active" },
    select: { email: true },
  });
  for (const { email } of superadmins) sendEmailInBackground(demoNotificationEmail(request, locale, email));
}
