import "server-only";
import crypto from "node:crypto";
import type { Locale } from "@/lib/i18n/locales";
import type { SessionUser } from "@/lib/auth/session-user";
import { normalizeEmail } from "@/lib/validation/auth";
import { now } from "@/server/clock";
import { sendEmailInBackground } from "@/server/email";
import { loginCodeEmail } from "@/server/email/templates/login-code";
import { AppError } from "@/server/http/app-error";
import {
  consumeLoginCode,
  findActiveLoginCode,
  recordWrongGuess,
  replaceLoginCode,
} from "@/server/services/login-codes";
import { hitAll, type RateLimit } from "@/server/services/rate-limit";
import { findUserByEmail, findUserById, recordLogin } from "@/server/services/users";
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

const verifyLimits = (ip: string): RateLimit[] => [
  { key: `otp-verify:ip:${ip}`, limit: 30, windowMs: 5 * MINUTE },
];

/**
 * Sends a sign-in code if the address belongs to an active user. Unknown and inactive addresses go
 * through the same limits and get the same (void) result; the e-mail leaves in the background so the
 * response time does not tell them apart either.
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
  if (user?.status !== "active") return;

  const code = generateLoginCode();
  const createdAt = now();
  await replaceLoginCode({
    email,
    codeHash: hashLoginCode(email, code),
    createdAt,
    expiresAt: new Date(createdAt.getTime() + LOGIN_CODE_TTL_MS),
  });
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
  const limit = await hitAll(verifyLimits(input.ip));
  if (!limit.allowed) {
    throw new AppError("RATE_LIMITED", "tooManyAttempts", {
      values: { seconds: limit.retryAfterSeconds },
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  }
  const at = now();
  const stored = await findActiveLoginCode(email, at, MAX_WRONG_GUESSES);
  if (!stored) throw invalidCode();
  if (!loginCodeMatches(stored.codeHash, email, input.code.trim())) {
    await recordWrongGuess(stored.id, at, MAX_WRONG_GUESSES);
    throw invalidCode();
  }
  if (!(await consumeLoginCode(stored.id, at, MAX_WRONG_GUESSES))) throw invalidCode();

  const user = await findUserByEmail(email);
  if (user?.status !== "active") throw invalidCode();
  await recordLogin(user.id);
  return (await findUserById(user.id)) ?? user;
}

const invalidCode = () => new AppError("UNAUTHORIZED", "codeInvalid");
