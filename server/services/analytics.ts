import "server-only";
import {
  RANGE_DAYS,
  TOP_ASSISTANTS,
  TOP_ORGANIZATIONS,
  type AnalyticsRange,
  type AssistantActivity,
  type AnalyticsReport,
  type DailyInteractions,
} from "@/lib/validation/analytics";
import { addCalendarDays, DEFAULT_TIME_ZONE, formatSortableDate, startOfDayIn } from "@/lib/dates/format";
import type { DemoRequestStatus } from "@/lib/validation/demo-requests";
import { now } from "@/server/clock";
import { getDb, Prisma } from "@/server/db";

/**
 * Service-wide figures for the super-admin analytics screen. Every figure is one aggregate query over
 * an index: Interaction(createdAt), Document(status, updatedAt), DemoRequest(status, createdAt); no
 * rows are loaded to be counted in JavaScript. The figures span every organisation, so days are
 * counted on the platform's clock, DEFAULT_TIME_ZONE (Mexico City), as the screen says (issue 24
 * point 8: one clock per screen, the same as the other cross-organisation lists).
 */

const ZONE = DEFAULT_TIME_ZONE;

/** A UTC instant as the columns store it (timestamp without time zone), whatever the session's zone. */
const utcTimestamp = (date: Date) => Prisma.sql`${date.toISOString().replace("Z", "")}::timestamp`;

/** The range's days on the zone's clock, today included, and the instant the first one starts. */
function periodOf(range: AnalyticsRange, at: Date) {
  const days = RANGE_DAYS[range];
  const first = addCalendarDays(formatSortableDate(at, ZONE), -(days - 1));
  const dates = Array.from({ length: days }, (_, index) => addCalendarDays(first, index));
  return { from: startOfDayIn(first, ZONE), to: at, dates };
}

type InteractionTotals = {
  interactions: number;
  answered: number;
  positive: number;
  negative: number;
  active_users: number;
};

export async function analyticsReport(range: AnalyticsRange): Promise<AnalyticsReport> {
  const db = await getDb();
  const { from, to, dates } = periodOf(range, now());
  const inPeriod = Prisma.sql`"createdAt" >= ${utcTimestamp(from)} AND "createdAt" <= ${utcTimestamp(to)}`;

  const [organizations, [totals], daily, demoRequests, documentsProcessed, top, assistants] =
    await Promise.all([
      db.organization.count(),
      db.$queryRaw<InteractionTotals[]>`
      SELECT count(*)::int AS interactions,
             count(*) FILTER (WHERE answered)::int AS answered,
             count(*) FILTER (WHERE rating = 'positive')::int AS positive,
             count(*) FILTER (WHERE rating = 'negative')::int AS negative,
             count(DISTINCT "userId")::int AS active_users
        FROM "Interaction" WHERE ${inPeriod}`,
      db.$queryRaw<DailyInteractions[]>`
      SELECT to_char(("createdAt" AT TIME ZONE 'UTC') AT TIME ZONE ${ZONE}::text, 'YYYY-MM-DD') AS date,
             count(*) FILTER (WHERE rating = 'positive')::int AS positive,
             count(*) FILTER (WHERE rating = 'negative')::int AS negative,
             count(*) FILTER (WHERE rating IS NULL)::int AS unrated
        FROM "Interaction" WHERE ${inPeriod}
       GROUP BY 1`,
      db.demoRequest.groupBy({
        by: ["status"],
        where: { createdAt: { gte: from, lte: to } },
        _count: { _all: true },
      }),
      db.document.count({ where: { status: "processed", updatedAt: { gte: from, lte: to } } }),
      db.$queryRaw<AnalyticsReport["top_organizations"]>`
      SELECT o.id, o.name, activity.interactions, activity.active_users
        FROM (SELECT "organizationId", count(*)::int AS interactions, count(DISTINCT "userId")::int AS active_users
                FROM "Interaction" WHERE ${inPeriod}
               GROUP BY "organizationId") activity
        JOIN "Organization" o ON o.id = activity."organizationId"
       ORDER BY activity.interactions DESC, o.name ASC
       LIMIT ${TOP_ORGANIZATIONS}`,
      // Interaction.assistantId has no foreign key (a deleted assistant's rows stay): its stored name stands in.
      db.$queryRaw<AssistantActivity[]>`
      SELECT o.id AS organization_id, o.name AS organization_name, activity.assistant_id,
             coalesce(a.name, activity.stored_name) AS assistant_name,
             activity.interactions, activity.answered, activity.positive, activity.negative
        FROM (SELECT "organizationId", "assistantId" AS assistant_id, max("assistantName") AS stored_name,
                     count(*)::int AS interactions,
                     count(*) FILTER (WHERE answered)::int AS answered,
                     count(*) FILTER (WHERE rating = 'positive')::int AS positive,
                     count(*) FILTER (WHERE rating = 'negative')::int AS negative
                FROM "Interaction" WHERE ${inPeriod}
               GROUP BY "organizationId", "assistantId") activity
        JOIN "Organization" o ON o.id = activity."organizationId"
        LEFT JOIN "Assistant" a ON a.id = activity.assistant_id
       ORDER BY activity.interactions DESC, o.name ASC, assistant_name ASC NULLS LAST
       LIMIT ${TOP_ASSISTANTS}`,
    ]);

  const byDate = new Map(daily.map((day) => [day.date, day]));
  const demoCount = (status: DemoRequestStatus) =>
    demoRequests.find((group) => group.status === status)?._count._all ?? 0;
  const rated = totals.positive + totals.negative;
  return {
    range,
    from: from.toISOString(),
    to: to.toISOString(),
    organizations,
    active_users: totals.active_users,
    interactions: totals.interactions,
    answered: totals.answered,
    answered_rate: totals.interactions ? totals.answered / totals.interactions : null,
    positive: totals.positive,
    negative: totals.negative,
    satisfaction: rated ? totals.positive / rated : null,
    documents_processed: documentsProcessed,
    demo_requests: {
      pending: demoCount("pending"),
      contacted: demoCount("contacted"),
      closed: demoCount("closed"),
      converted: demoCount("converted"),
    },
    daily: dates.map((date) => byDate.get(date) ?? { date, positive: 0, negative: 0, unrated: 0 }),
    top_organizations: top,
    assistants,
  };
}
