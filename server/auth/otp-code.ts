import "server-only";
import crypto from "node:crypto";
import { authSecret } from "@/server/config";

/** Six digits from the CSPRNG (≈20 bits, ASVS 2.7.6), zero-padded. */
export function generateLoginCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, "0");
}

/**
 * What is stored instead of the code: an HMAC keyed by the app secret and bound to the e-mail, so a
 * leaked table neither reveals codes nor lets one address's code be tried for another.
 */
export function hashLoginCode(email: string, code: string): string {
  return crypto.createHmac("sha256", authSecret()).update(`${email}:${code}`).digest("hex");
}

export function loginCodeMatches(storedHash: string, email: string, code: string): boolean {
  const expected = Buffer.from(storedHash, "hex");
  const actual = Buffer.from(hashLoginCode(email, code), "hex");
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}
