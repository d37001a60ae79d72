import fs from "node:fs";
import path from "node:path";
import { POST as authPost } from "@/app/api/auth/route";
import { SESSION_COOKIE, issueSessionToken } from "@/server/auth/token";
import { config } from "@/server/config";
import { settleBackgroundEmails } from "@/server/email";
import type { OutboxEntry } from "@/server/email/outbox";
import { findUserByEmail } from "@/server/services/users";

/**
 * Helpers for tests that need a signed-in caller or the sign-in API. `sessionTokenFor` skips the OTP
 * flow (and its rate limits), so suites other than auth's can sign in as many times as they like.
 */
export async function sessionTokenFor(email: string): Promise<string> {
  const user = await findUserByEmail(email);
  if (!user) throw new Error(`no user ${email} in the test database`);
  return issueSessionToken(user);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const sessionCookie = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });

/** A JSON request as a browser or API client would send it. */
export function jsonRequest(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  method = "POST",
) {
  return new Request(new URL(url, "http://localhost"), {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/** POST /api/auth through the real route handler. */
export async function postAuth(body: unknown, headers: Record<string, string> = {}) {
  const response = await authPost(jsonRequest("/api/auth", body, headers), undefined);
  return { response, status: response.status, body: await response.json() };
}

/** Every message in the dev outbox addressed to `to`, oldest first (waits for background sends). */
export async function outboxFor(to: string): Promise<OutboxEntry[]> {
  await settleBackgroundEmails();
  const dir = config().email.outboxDir;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as OutboxEntry)
    .filter((entry) => entry.to === to);
}

/** The code of the newest sign-in e-mail sent to `to`. */
export async function latestLoginCode(to: string): Promise<string> {
  const latest = (await outboxFor(to)).at(-1);
  const code = latest?.text.match(/^\d{6}$/m)?.[0];
  if (!code) throw new Error(`no sign-in code was sent to ${to}`);
  return code;
}
