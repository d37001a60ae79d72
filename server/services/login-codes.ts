import "server-only";
import { getDb, Prisma } from "@/server/db";

/**
 * Storage of one-time sign-in codes (only their HMAC). The rules live in server/auth/otp.ts; every
 * state change here is a single conditional UPDATE so concurrent requests cannot both win. A code
 * belongs to the e-mail and to the client that asked for it: each client of an address has its own
 * live code, which only that client's requests replace, use or burn.
 */

const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Stores a new code for the e-mail and client and voids that client's earlier ones in the same
 * transaction; the address's codes from more than a day ago are deleted on the way (they can never be
 * used again).
 */
export async function replaceLoginCode(input: {
  email: string;
  client: string;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
}) {
  const db = await getDb();
  await db.$transaction([
    db.loginCode.deleteMany({
      where: { email: input.email, createdAt: { lt: new Date(input.createdAt.getTime() - PRUNE_AFTER_MS) } },
    }),
    db.loginCode.updateMany({
      where: { email: input.email, client: input.client, consumedAt: null },
      data: { consumedAt: input.createdAt },
    }),
    db.loginCode.create({ data: input }),
  ]);
}

export type ReservedAttempt = { id: string; codeHash: string; attemptsUsed: number };

/**
 * Counts one verification attempt against the client's newest live code for the e-mail *before* it
 * is compared, so that however many guesses arrive at once, at most `maxAttempts` of them are ever
 * compared with it (the conditional increment is serialised by the row lock). Null when the client
 * has no live code for the address.
 */
export async function reserveVerificationAttempt(
  email: string,
  client: string,
  at: Date,
  maxAttempts: number,
): Promise<ReservedAttempt | null> {
  const db = await getDb();
  const live = { consumedAt: null, expiresAt: { gt: at }, attempts: { lt: maxAttempts } };
  const candidate = await db.loginCode.findFirst({
    where: { email, client, ...live },
    orderBy: { createdAt: "desc" },
    select: { id: true, codeHash: true },
  });
  if (!candidate) return null;
  try {
    // One UPDATE … RETURNING: the count each caller gets back is its own.
    const { attempts } = await db.loginCode.update({
      where: { id: candidate.id, ...live },
      data: { attempts: { increment: 1 } },
      select: { attempts: true },
    });
    return { ...candidate, attemptsUsed: attempts };
  } catch (error) {
    // P2025: the code stopped being live between the read and the update (used, burnt, replaced).
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025") return null;
    throw error;
  }
}

/** Marks the code used. True for exactly one caller even when several verify it at once. */
export async function consumeLoginCode(id: string, at: Date): Promise<boolean> {
  const db = await getDb();
  const { count } = await db.loginCode.updateMany({
    where: { id, consumedAt: null, expiresAt: { gt: at } },
    data: { consumedAt: at },
  });
  return count === 1;
}

/** Burns the code once its attempts are used up, so not even the right code opens it afterwards. */
export async function burnLoginCode(id: string, at: Date): Promise<void> {
  const db = await getDb();
  await db.loginCode.updateMany({ where: { id, consumedAt: null }, data: { consumedAt: at } });
}
