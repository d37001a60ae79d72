import "server-only";
import {
  DEMO_REQUEST_STATUSES,
  type DemoRequestDto,
  type DemoRequestList,
  type DemoRequestListQuery,
  type DemoRequestStatus,
  type SettableDemoRequestStatus,
} from "@/lib/validation/demo-requests";
import { getDb, type DemoRequest, type Prisma } from "@/server/db";
import { AppError } from "@/server/errors";
import { recordAuditEvent } from "@/server/services/audit";

/** Demo requests for the super-admin screen (spec §2, §7). Requests belong to no organisation. */

function toDto(row: DemoRequest): DemoRequestDto {
  return {
    request_id: row.id,
    full_name: row.fullName,
    work_email: row.workEmail,
    company_name: row.companyName,
    role: row.role,
    phone: row.phone,
    agreed_to_subscribe: row.agreedToSubscribe,
    status: row.status,
    locale: row.locale,
    organization_id: row.organizationId,
    created_at: row.createdAt.toISOString(),
  };
}

/** One page, newest first, plus the per-status counts for the stat cards. */
export async function listDemoRequests({
  page,
  limit,
  status,
}: DemoRequestListQuery): Promise<DemoRequestList> {
  const db = await getDb();
  const where: Prisma.DemoRequestWhereInput = status === "all" ? {} : { status };
  const [rows, filteredCount, grouped] = await Promise.all([
    db.demoRequest.findMany({
      where,
      // The id breaks ties between requests of the same millisecond, so pages never overlap.
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * limit,
      take: limit,
    }),
    db.demoRequest.count({ where }),
    db.demoRequest.groupBy({ by: ["status"], _count: { _all: true } }),
  ]);
  const byStatus = Object.fromEntries(DEMO_REQUEST_STATUSES.map((name) => [name, 0])) as Record<
    DemoRequestStatus,
    number
  >;
  for (const group of grouped) byStatus[group.status] = group._count._all;
  return {
    success: true,
    demo_requests: rows.map(toDto),
    pagination: {
      total_count: filteredCount,
      total_pages: Math.ceil(filteredCount / limit),
      per_page: limit,
      current_page: page,
    },
    counts: { total: Object.values(byStatus).reduce((sum, count) => sum + count, 0), ...byStatus },
  };
}

/**
 * Any status may follow any other (spec §4), except that a converted request stays converted (409):
 * it is a customer now. The change and its audit event commit together.
 */
export async function setDemoRequestStatus({
  requestId,
  status,
  actorId,
  ip,
}: {
  requestId: string;
  status: SettableDemoRequestStatus;
  actorId: string;
  ip: string;
}): Promise<DemoRequestDto> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    // Locked like a conversion locks it: a status change racing a conversion never undoes it.
    const [current] = await tx.$queryRaw<{ status: DemoRequestStatus }[]>`
      SELECT status::text AS status FROM "DemoRequest" WHERE id = ${requestId} FOR UPDATE`;
    if (!current) throw new AppError("NOT_FOUND", "demoRequestNotFound");
    if (current.status === "converted") throw new AppError("CONFLICT", "demoRequestAlreadyConverted");
    const updated = await tx.demoRequest.update({ where: { id: requestId }, data: { status } });
    await recordAuditEvent(tx, {
      action: "demo_request.status_changed",
      actorId,
      organizationId: null,
      target: { type: "demo_request", id: requestId },
      metadata: { from: current.status, to: status },
      ip,
    });
    return toDto(updated);
  });
}
