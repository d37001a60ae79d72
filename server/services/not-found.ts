import "server-only";
import { Prisma } from "@/server/db";
import { AppError } from "@/server/errors";

/**
 * For `.catch()` after an update or delete by `{id, organizationId}`: Prisma's "record not found"
 * (P2025) becomes a 404 with `messageKey`, whether the row does not exist or belongs to another
 * organisation; the caller cannot tell the two apart.
 */
export function notFoundAs(messageKey: string) {
  return (error: unknown): never => {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025") {
      throw new AppError("NOT_FOUND", messageKey);
    }
    throw error;
  };
}
