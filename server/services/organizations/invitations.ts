import "server-only";
import { config } from "@/server/config";
import type { Prisma } from "@/server/db";
import { AppError } from "@/server/errors";
import { hitWithin } from "@/server/services/rate-limit";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every user an admin adds gets a welcome e-mail from the platform's sender, so an organisation may
 * add only so many a day (INVITATIONS_PER_ORG_PER_DAY, default 50): past it, 429 with Retry-After.
 * Call it inside the transaction that creates the user, so a refused address costs nothing.
 */
export async function spendInvitation(tx: Prisma.TransactionClient, organizationId: string): Promise<void> {
  const limit = config().invitations.perOrganizationPerDay;
  const allowance = await hitWithin(tx, [{ key: `invitations:${organizationId}`, limit, windowMs: DAY_MS }]);
  if (!allowance.allowed) {
    throw new AppError("RATE_LIMITED", "invitationLimitReached", {
      values: { limit },
      retryAfterSeconds: allowance.retryAfterSeconds,
    });
  }
}
