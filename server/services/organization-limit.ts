import "server-only";
import type { Prisma } from "@/server/db";
import { AppError } from "@/server/errors";

/**
 * Refuses a new row past an organisation's cap (50 knowledge blocks or Q&A pairs: what the
 * panels list). Call it inside the transaction that writes the row: the advisory lock, held until that
 * transaction ends, serialises writers of the same scope, so two concurrent creations cannot both take
 * the last slot.
 */
export async function ensureBelowOrganizationLimit(
  tx: Prisma.TransactionClient,
  {
    scope,
    limit,
    count,
    message,
  }: { scope: string; limit: number; count: () => Promise<number>; message: string },
): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${scope}))`;
  if ((await count()) >= limit) throw new AppError("CONFLICT", message);
}
