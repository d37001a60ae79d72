import "server-only";
import crypto from "node:crypto";
import type { Locale } from "@/lib/i18n/locales";
import type { SessionUser } from "@/lib/auth/session-user";
import { normalizeEmail } from "@/lib/validation/auth";
import { now } from "@/server/clock";
import { sendEmailInBackground } from "@/server/email";
import { loginCodeEmail } from "@/server/email/templates/login-code";
import { AppError } from "@/server/errors";
import {
  burnLoginCode,
  consumeLoginCode,
  replaceLoginCode,
  reserveVerificationAttempt,
} from "@/server/services/login-codes";
import { hitAll, type RateLimit } from "@/server/services/rate-limit";
import { isOrganizationSuspended } from "@/server/services/organizations/directory";
import { recordFailedSignIn, recordSuccessfulSignIn } from "@/server/services/sign-in-events";
import { findUserByEmail, findUserById } from "@/server/services/users";
import { generateLoginCode, hashLoginCode, loginCodeMatches } from "./otp-code";

/** The sign-in code rules of DESIGN §5 (numbers from research/anchors-security-perf.md §1.1). */
export const LOGIN_CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_WRONG_GUESSES = 5;
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Rate-limit keys carry a digest, not the address: the table then holds no list of e-mails tried. */
const emailDigest = (email: string) => crypto.createHash("sha256").update(email).digest("hex").slice(0, 32);

function sendLimits(email: string, ip: string): RateLimit[] {
  const perEmail = `otp-send:email:${emailDigest(email)}`;
  return [
    { key: perEmail, limit: 1, windowMs: MINUTE },
    { key: perEmail, limit: 5, windowMs: HOUR },
    { key: `otp-send:ip:${ip}`, limit: 20, windowMs: HOUR },
  ];
}

// The per-e-mail cap bounds guessing even when the client can vary its apparent IP address.
const verifyLimits = (email: string, ip: string): RateLimit[] => [
  { key: `otp-verify:ip:${ip}`, limit: 30, windowMs: 5 * MINUTE },
  { key: `otp-verify:email:${emailDigest(email)}`, limit: 10, windowMs: 15 * MINUTE },
];

/**
 * Sends a sign-in code if the address belongs to an active user. Unknown and inactive addresses go
 * through the same limits, store a code nobody receives (the same database work, so the response time
 * does not tell them apart) and get the same (void) result; the e-mail leaves in the background.
 */
export async function requestLoginCode(input: { email: string; ip: string; locale: Locale }): Promise<void> {
  const email = normalizeEmail(input.email);
  const limit = await hitAll(sendLimits(email, input.ip));
  if (!limit.allowed) {
    throw new AppError("RATE_LIMITED", "tooManyCodeRequests", {
      values: { seconds: limit.retryAfterSeconds },
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  }
  const user = await findUserByEmail(email);
  const code = generateLoginCode();
  const createdAt = now();
  await replaceLoginCode({
    email,
    codeHash: hashLoginCode(email, code),
    createdAt,
    expiresAt: new Date(createdAt.getTime() + LOGIN_CODE_TTL_MS),
  });
  // Verification re-checks the user, so a code stored for an unknown address never signs anyone in.
  if (user?.status === "active")
    sendEmailInBackground(loginCodeEmail({ to: email, code, locale: input.locale }));
}

/**
 * Checks a code and signs the user in. Every failure (no code, wrong, expired, used, burnt, user
 * gone or inactive) is the same 401 so the answer reveals nothing about the address.
 */
export async function verifyLoginCode(input: {
  email: string;
  code: string;
  ip: string;
}): Promise<SessionUser> {
  const email = normalizeEmail(input.email);
  const limit = await hitAll(verifyLimits(email, input.ip));
  if (!limit.allowed) {
    throw new AppError("RATE_LIMITED", "tooManyAttempts", {
      values: { seconds: limit.retryAfterSeconds },
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  }
  const user = await findUserByEmail(email);
  if (!(await codeAccepted(email, input.code, now())) || user?.status !== "active") {
    await recordFailedSignIn({ email, user, reason: "invalid_code", ip: input.ip });
    throw invalidCode();
  }
  // Said only to whoever holds a valid code: the address's owner learns why, nobody else does.
  if (
    user.role !== "superadmin" &&
    user.organizationId &&
    (await isOrganizationSuspended(user.organizationId))
  ) {
    await recordFailedSignIn({ email, user, reason: "organization_suspended", ip: input.ip });
    throw new AppError("FORBIDDEN", "organizationSuspended");
  }
  await recordSuccessfulSignIn(user, input.ip);
  return (await findUserById(user.id)) ?? user;
}

/** Whether the code is the address's current one; a right code is consumed, a wrong one counted. */
async function codeAccepted(email: string, code: string, at: Date): Promise<boolean> {
  const attempt = await reserveVerificationAttempt(email, at, MAX_WRONG_GUESSES);
  if (!attempt) return false;
  if (!loginCodeMatches(attempt.codeHash, email, code.trim())) {
    if (attempt.attemptsUsed >= MAX_WRONG_GUESSES) await burnLoginCode(attempt.id, at);
    return false;
  }
  return consumeLoginCode(attempt.id, at);
}

const invalidCode = () => new AppError("UNAUTHORIZED", "codeInvalid");
