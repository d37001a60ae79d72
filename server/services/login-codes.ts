import "server-only";
import { getDb } from "@/server/db";

/**
 * Storage of one-time sign-in codes (only their HMAC). The rules live in server/auth/otp.ts; every
 * state change here is a single conditional UPDATE so concurrent requests cannot both win.
 */
export type ActiveLoginCode = { id: string; codeHash: string };

/** Stores a new code for the e-mail and voids every earlier one in the same transaction. */
export async function replaceLoginCode(input: {
  email: string;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
}) {
  const db = await getDb();
  await db.$transaction([
    db.loginCode.updateMany({
      where: { email: input.email, consumedAt: null },
      data: { consumedAt: input.createdAt },
    }),
    db.loginCode.create({ data: input }),
  ]);
}

/** The newest code that is unused, unexpired and not burnt, if any. */
export async function findActiveLoginCode(
  email: string,
  at: Date,
  maxAttempts: number,
): Promise<ActiveLoginCode | null> {
  const db = await getDb();
  return db.loginCode.findFirst({
    where: { email, consumedAt: null, expiresAt: { gt: at }, attempts: { lt: maxAttempts } },
    orderBy: { createdAt: "desc" },
    select: { id: true, codeHash: true },
  });
}

/** Marks the code used. True for exactly one caller even when several verify it at once. */
export async function consumeLoginCode(id: string, at: Date, maxAttempts: number): Promise<boolean> {
  const db = await getDb();
  const { count } = await db.loginCode.updateMany({
    where: { id, consumedAt: null, expiresAt: { gt: at }, attempts: { lt: maxAttempts } },
    data: { consumedAt: at },
  });
  return count === 1;
}

/** Counts a wrong guess; the guess that reaches the limit burns the code. */
export async function recordWrongGuess(id: string, at: Date, maxAttempts: number): Promise<void> {
  const db = await getDb();
  await db.loginCode.updateMany({
    where: { id, consumedAt: null, attempts: { lt: maxAttempts } },
    data: { attempts: { increment: 1 } },
  });
  await db.loginCode.updateMany({
    where: { id, consumedAt: null, attempts: { gte: maxAttempts } },
    data: { consumedAt: at },
  });
}
