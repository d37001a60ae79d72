import "server-only";
import { MAX_DOCUMENTS_PER_ORG, type StorageUsageDto } from "@/lib/validation/documents";
import { config } from "@/server/config";
import { getDb, type Prisma } from "@/server/db";
import { AppError } from "@/server/errors";
import {
  hitWithin,
  peek,
  remaining,
  type RateLimit,
  type RateLimitDecision,
} from "@/server/services/rate-limit";

/**
 * What an organisation may upload (issue 24): files an hour (UPLOADS_PER_ORG_PER_HOUR, default 100,
 * shared by all its admins) and bytes kept (STORAGE_QUOTA_PER_ORG_MB, default 1 GB: the sum of its
 * documents' stored sizes). Only accepted files count: every validation refusal happens before
 * `spendUploadAllowance`, and a refusal inside it rolls the hit back with the rest of the transaction.
 */

const HOUR_MS = 60 * 60 * 1000;
const BYTES_PER_MB = 1024 * 1024;

type DocumentReader = Pick<Prisma.TransactionClient, "document">;

const hourlyAllowance = (organizationId: string): RateLimit => ({
  key: `uploads:${organizationId}`,
  limit: config().uploads.perOrganizationPerHour,
  windowMs: HOUR_MS,
});

async function storedBytes(db: DocumentReader, organizationId: string): Promise<number> {
  const { _sum } = await db.document.aggregate({ where: { organizationId }, _sum: { sizeBytes: true } });
  return _sum.sizeBytes ?? 0;
}

/** Megabytes with one decimal, rounded `up` or down, for messages. */
function megabytes(bytes: number, direction: "up" | "down"): number {
  const round = direction === "up" ? Math.ceil : Math.floor;
  return round((Math.max(0, bytes) / BYTES_PER_MB) * 10) / 10;
}

async function refuseIfNoRoom(db: DocumentReader, organizationId: string, sizeBytes: number): Promise<void> {
  if ((await db.document.count({ where: { organizationId } })) >= MAX_DOCUMENTS_PER_ORG) {
    throw new AppError("CONFLICT", "documentLimitReached", { values: { limit: MAX_DOCUMENTS_PER_ORG } });
  }
  const quota = config().uploads.storageQuotaBytes;
  const used = await storedBytes(db, organizationId);
  if (used + sizeBytes > quota) {
    throw new AppError("PAYLOAD_TOO_LARGE", "storageQuotaExceeded", {
      values: {
        size: megabytes(sizeBytes, "up"),
        free: megabytes(quota - used, "down"),
        quota: megabytes(quota, "down"),
      },
    });
  }
}

function refuseOverAllowance(decision: RateLimitDecision): void {
  if (decision.allowed) return;
  throw new AppError("RATE_LIMITED", "uploadLimitReached", {
    values: {
      limit: config().uploads.perOrganizationPerHour,
      minutes: Math.max(1, Math.ceil(decision.retryAfterSeconds / 60)),
    },
    retryAfterSeconds: decision.retryAfterSeconds,
  });
}

/**
 * An early refusal, before the costly steps (re-encoding an image, writing the file): no lock and
 * nothing counted. `spendUploadAllowance` decides for good, with the size actually stored.
 */
export async function checkUploadFits(organizationId: string, sizeBytes: number): Promise<void> {
  const db = await getDb();
  await refuseIfNoRoom(db, organizationId, sizeBytes);
  refuseOverAllowance(await peek([hourlyAllowance(organizationId)]));
}

/**
 * Call inside the transaction that inserts the document. The lock on the organisation's documents,
 * held until that transaction ends, serialises its concurrent uploads: each sees the sizes of the ones
 * committed before it, so together they cannot pass the quota, the row cap or the hourly allowance.
 */
export async function spendUploadAllowance(
  tx: Prisma.TransactionClient,
  organizationId: string,
  sizeBytes: number,
): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`documents:${organizationId}`}))`;
  await refuseIfNoRoom(tx, organizationId, sizeBytes);
  refuseOverAllowance(await hitWithin(tx, [hourlyAllowance(organizationId)]));
}

/** GET /api/documents/usage: the quota bar and the files left this hour on the training screen. */
export async function storageUsage(organizationId: string): Promise<StorageUsageDto> {
  const db = await getDb();
  const allowance = hourlyAllowance(organizationId);
  const [usedBytes, uploadsLeft] = await Promise.all([storedBytes(db, organizationId), remaining(allowance)]);
  return {
    used_bytes: usedBytes,
    quota_bytes: config().uploads.storageQuotaBytes,
    uploads_per_hour: allowance.limit,
    uploads_left_this_hour: uploadsLeft,
  };
}
