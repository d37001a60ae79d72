import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import type { DemoRequestInput } from "@/lib/validation/demo-requests";
import { getDb } from "@/server/db";
import { sendEmailInBackground } from "@/server/email";
import { demoConfirmationEmail, demoNotificationEmail } from "@/server/email/templates/demo-request";
import { AppError, isAppError } from "@/server/errors";
import { clientKey, hit } from "@/server/services/rate-limit";

/**
 * Spec §9 leaves spam control open. Two allowances per client, so a visitor who fixes a typo is never
 * refused: requests that pass validation (five an hour is plenty for people), and malformed ones, which
 * store and send nothing, with their own larger allowance.
 */
export const DEMO_REQUESTS_PER_IP_PER_HOUR = 5;
export const MALFORMED_DEMO_REQUESTS_PER_IP_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

async function ensureWithinAllowance(key: string, limit: number): Promise<void> {
  const decision = await hit(key, { limit, windowMs: HOUR_MS });
  if (!decision.allowed) {
    throw new AppError("RATE_LIMITED", "demoRequestRateLimited", {
      retryAfterSeconds: decision.retryAfterSeconds,
    });
  }
}

/**
 * For a request the form's rules refused (`error`, thrown while reading it): counts it against the
 * client's allowance of malformed requests and rethrows it, or answers 429 past that allowance.
 * Never touches the allowance of valid requests.
 */
export async function refuseMalformedDemoRequest(ip: string, error: unknown): Promise<never> {
  if (isAppError(error))
    await ensureWithinAllowance(
      `demo-request:malformed:ip:${clientKey(ip)}`,
      MALFORMED_DEMO_REQUESTS_PER_IP_PER_HOUR,
    );
  throw error;
}

/**
 * Counts a valid request against the client's allowance (429 with Retry-After past it), stores it as
 * pending, then e-mails the team and the visitor. The e-mails go out in the
 * background after the row is committed, so a failing mail server never loses a request (failures
 * are logged). A honeypot hit is answered like a success but neither stored nor mailed, so the bot
 * learns nothing.
 */
export async function submitDemoRequest(
  { isBot, ...request }: DemoRequestInput,
  { ip, locale }: { ip: string; locale: Locale },
): Promise<void> {
  await ensureWithinAllowance(`demo-request:ip:${clientKey(ip)}`, DEMO_REQUESTS_PER_IP_PER_HOUR);
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
