import "server-only";
import type { CallerContext } from "@/lib/auth/session-user";
import type { InteractionsQuery, ReportFilter } from "@/lib/validation/reports";
import type { InteractionReport, ReportedInteraction } from "@/lib/reports/types";
import { now } from "@/server/clock";
import { getDb, type Prisma } from "@/server/db";
import { AppError } from "@/server/errors";
import { recordAuditEvent } from "./audit";

/**
 * The interactions report (spec §2, §7) and its knowledge gaps (issue 11): questions the assistant
 * declined, and answers rated not helpful, until an admin closes them with a knowledge block.
 */

const openGap = { gapAddressedAt: null } satisfies Prisma.InteractionWhereInput;

const FILTERS: Record<ReportFilter, Prisma.InteractionWhereInput> = {
  all: {},
  unanswered: { answered: false, ...openGap },
  negative: { rating: "negative", ...openGap },
};

export async function interactionReport(
  organizationId: string,
  { page, limit, filter, assistant_id }: InteractionsQuery,
): Promise<InteractionReport> {
  const db = await getDb();
  const scoped = (where: Prisma.InteractionWhereInput) => ({ where: { organizationId, ...where } });
  // The assistant filter (issue 23 point 5) narrows the list, not the organisation-wide counters.
  const listed = (where: Prisma.InteractionWhereInput) =>
    scoped(assistant_id ? { ...where, assistantId: assistant_id } : where);
  const [rows, total, all, positive, negative, unansweredGaps, negativeGaps] = await Promise.all([
    db.interaction.findMany({
      ...listed(FILTERS[filter]),
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * limit,
      take: limit,
      select: {
        id: true,
        createdAt: true,
        question: true,
        answer: true,
        rating: true,
        userId: true,
        assistantId: true,
        assistantName: true,
        answered: true,
        gapAddressedAt: true,
      },
    }),
    db.interaction.count(listed(FILTERS[filter])),
    db.interaction.count(scoped({})),
    db.interaction.count(scoped({ rating: "positive" })),
    db.interaction.count(scoped({ rating: "negative" })),
    db.interaction.count(scoped(FILTERS.unanswered)),
    db.interaction.count(scoped(FILTERS.negative)),
  ]);
  const people = await usersById(
    organizationId,
    rows.map((row) => row.userId),
  );
  const interactions: ReportedInteraction[] = rows.map((row) => ({
    interaction_id: row.id,
    timestamp: row.createdAt.toISOString(),
    user_question: row.question,
    bot_response: row.answer,
    user_rating: row.rating,
    user_id: row.userId,
    user_name: people.get(row.userId)?.name ?? null,
    user_email: people.get(row.userId)?.email ?? null,
    assistant_id: row.assistantId,
    assistant_name: row.assistantName,
    answered: row.answered,
    gap_addressed: row.gapAddressedAt !== null,
  }));
  return {
    interactions,
    total,
    counts: { total: all, positive, negative },
    gaps: { unanswered: unansweredGaps, negative: negativeGaps },
  };
}

/**
 * The name and e-mail of the organisation's users who asked (issue 24 point 8: the export names people,
 * not ids). Interactions keep no foreign key to the user, so a deleted user is simply absent; the
 * organisation filter keeps another tenant's user from ever being named.
 */
async function usersById(organizationId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { name: string; email: string }>();
  const db = await getDb();
  const users = await db.user.findMany({
    where: { organizationId, id: { in: [...new Set(ids)] } },
    select: { id: true, name: true, email: true },
  });
  return new Map(users.map((user) => [user.id, user]));
}

/** The admin closed this gap (a knowledge block now covers the question): it leaves the gap lists. */
export async function markGapAddressed(
  admin: CallerContext & { ip: string | null },
  interactionId: string,
): Promise<void> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const { count } = await tx.interaction.updateMany({
      where: { id: interactionId, organizationId: admin.organizationId },
      data: { gapAddressedAt: now() },
    });
    if (count === 0) throw new AppError("NOT_FOUND", "interactionNotFound");
    await recordAuditEvent(tx, {
      action: "interaction.gap_addressed",
      actorId: admin.user.id,
      organizationId: admin.organizationId,
      target: { type: "interaction", id: interactionId },
      ip: admin.ip,
    });
  });
}
