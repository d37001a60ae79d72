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
import { clientKey, hitAll, type RateLimit, type RateLimitRule } from "@/server/services/rate-limit";
import { isOrganizationSuspended } from "@/server/services/organizations/directory";
import {
  hasSignedInFrom,
  recordFailedSignIn,
  recordSuccessfulSignIn,
} from "@/server/services/sign-in-events";
import { findUserByEmail, findUserById } from "@/server/services/users";
import { generateLoginCode, hashLoginCode, loginCodeMatches } from "./otp-code";

/** The sign-in code rules of DESIGN §5 (numbers from research/anchors-security-perf.md §1.1). */
export const LOGIN_CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_WRONG_GUESSES = 5;
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A client the account signed in from this recently is the owner's: the per-account ceiling spares it. */
export const KNOWN_CLIENT_WINDOW_MS = 30 * DAY;

/**
 * The sign-in limits (README, Security). A stranger's requests never use up the owner's allowance:
 * - every limit that refuses is keyed by the client, or by the (client, account) pair, so only the
 *   client that went too far gets 429;
 * - a code belongs to the client that asked for it: another client's requests do not replace it and
 *   its wrong guesses do not burn it (server/services/login-codes.ts), so guessing an account's code
 *   means asking for one, which e-mails the owner;
 * - the per-account ceiling (codes for clients the account has not signed in from within 30 days)
 *   bounds guessing spread over many addresses to 20 codes × 5 guesses = 100 a day (NIST 800-63B
 *   §5.2.2), and never applies to a client the owner already signs in from.
 */
export const SIGN_IN_LIMITS = {
  sendPerClientAndAccount: [
    { limit: 1, windowMs: MINUTE },
    { limit: 10, windowMs: HOUR },
  ],
  sendPerClient: [{ limit: 20, windowMs: HOUR }],
  sendPerAccountFromNewClients: [
    { limit: 5, windowMs: 15 * MINUTE },
    { limit: 20, windowMs: DAY },
  ],
  verifyPerClientAndAccount: [{ limit: 10, windowMs: 15 * MINUTE }],
  verifyPerClient: [{ limit: 30, windowMs: 5 * MINUTE }],
};

/** Rate-limit keys carry a digest, not the address: the table then holds no list of e-mails tried. */
const emailDigest = (email: string) => crypto.createHash("sha256").update(email).digest("hex").slice(0, 32);

const keyed = (key: string, rules: RateLimitRule[]): RateLimit[] => rules.map((rule) => ({ key, ...rule }));

function sendLimits(email: string, client: string, knownClient: boolean): RateLimit[] {
  const account = emailDigest(email);
  const ownLimits = keyed(
    `otp-send:client-account:${client}:${account}`,
    SIGN_IN_LIMITS.sendPerClientAndAccount,
  );
  if (knownClient) return ownLimits;
  return [
    ...ownLimits,
    ...keyed(`otp-send:client:${client}`, SIGN_IN_LIMITS.sendPerClient),
    ...keyed(`otp-send:account:${account}`, SIGN_IN_LIMITS.sendPerAccountFromNewClients),
  ];
}

const verifyLimits = (email: string, client: string): RateLimit[] => [
  ...keyed(
    `otp-verify:client-account:${client}:${emailDigest(email)}`,
    SIGN_IN_LIMITS.verifyPerClientAndAccount,
  ),
  ...keyed(`otp-verify:client:${client}`, SIGN_IN_LIMITS.verifyPerClient),
];

/**
 * Sends a sign-in code if the address belongs to an active user. Unknown and inactive addresses go
 * through the same limits, store a code nobody receives (the same database work, so the response time
 * does not tell them apart) and get the same (void) result; the e-mail leaves in the background.
 */
export async function requestLoginCode(input: { email: string; ip: string; locale: Locale }): Promise<void> {
  const email = normalizeEmail(input.email);
  const client = clientKey(input.ip);
  const user = await findUserByEmail(email);
  const createdAt = now();
  const knownClient = await hasSignedInFrom(
    user?.id ?? null,
    input.ip,
    new Date(createdAt.getTime() - KNOWN_CLIENT_WINDOW_MS),
  );
  const limit = await hitAll(sendLimits(email, client, knownClient));
  if (!limit.allowed) {
    throw new AppError("RATE_LIMITED", "tooManyCodeRequests", {
      values: { seconds: limit.retryAfterSeconds },
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  }
  const code = generateLoginCode();
  await replaceLoginCode({
    email,
    client,
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
  const client = clientKey(input.ip);
  const limit = await hitAll(verifyLimits(email, client));
  if (!limit.allowed) {
    throw new AppError("RATE_LIMITED", "tooManyAttempts", {
      values: { seconds: limit.retryAfterSeconds },
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  }
  const user = await findUserByEmail(email);
  if (!(await codeAccepted(email, client, input.code, now())) || user?.status !== "active") {
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

/**
 * Whether the code is the one this client asked for (its newest live one for the address); a right
 * code is consumed, a wrong one counted against that code only.
 */
async function codeAccepted(email: string, client: string, code: string, at: Date): Promise<boolean> {
  const attempt = await reserveVerificationAttempt(email, client, at, MAX_WRONG_GUESSES);
  if (!attempt) return false;
  if (!loginCodeMatches(attempt.codeHash, email, code.trim())) {
    if (attempt.attemptsUsed >= MAX_WRONG_GUESSES) await burnLoginCode(attempt.id, at);
    return false;
  }
  return consumeLoginCode(attempt.id, at);
}

const invalidCode = () => new AppError("UNAUTHORIZED", "codeInvalid");
