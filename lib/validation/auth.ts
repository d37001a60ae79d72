import { z } from "zod";

/**
 * Sign-in input rules (spec §5 "Login"), shared by the login screen and POST /api/auth. Messages are
 * keys of the "Errors" namespace so client and server show the same translated text.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mails are compared trimmed and lower-cased everywhere (codes, users, rate limits). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const ZEmail = z
  .string({ error: "emailRequired" })
  .transform(normalizeEmail)
  .pipe(z.string().min(1, "emailRequired").max(254, "emailInvalid").regex(EMAIL_PATTERN, "emailInvalid"));

export const ZLoginCode = z
  .string({ error: "codeInvalidFormat" })
  .trim()
  .regex(/^\d{6}$/, "codeInvalidFormat");

const ZSessionToken = z.string({ error: "tokenInvalid" }).min(1, "tokenInvalid").max(4096, "tokenInvalid");

export const ZCodeRequest = z.object({ email: ZEmail });
export const ZSignInRequest = z.object({ email: ZEmail, code: ZLoginCode });
export const ZTokenRequest = z.object({ token: ZSessionToken });

export type AuthRequest =
  | ({ kind: "send-code" } & z.infer<typeof ZCodeRequest>)
  | ({ kind: "sign-in" } & z.infer<typeof ZSignInRequest>)
  | ({ kind: "verify-token" } & z.infer<typeof ZTokenRequest>);

/**
 * POST /api/auth takes one of three bodies (spec §7): {email}, {email, code} or {token}. The shape of
 * the body picks the branch first, so a bad field reports its own message (a plain z.union would only
 * say "invalid input").
 */
export const ZAuthRequest = z
  .record(z.string(), z.unknown(), { error: "invalidInput" })
  .transform((body, ctx): AuthRequest => {
    const branch =
      "token" in body && !("email" in body)
        ? { kind: "verify-token" as const, result: ZTokenRequest.safeParse(body) }
        : "code" in body
          ? { kind: "sign-in" as const, result: ZSignInRequest.safeParse(body) }
          : { kind: "send-code" as const, result: ZCodeRequest.safeParse(body) };
    if (!branch.result.success) {
      for (const issue of branch.result.error.issues) {
        ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
      }
      return z.NEVER;
    }
    return { kind: branch.kind, ...branch.result.data } as AuthRequest;
  });
