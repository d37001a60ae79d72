import { z } from "zod";

/** The periods the analytics screen offers (GET /api/analytics?range=…). */
export const ANALYTICS_RANGES = ["7d", "30d", "90d"] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const RANGE_DAYS: Record<AnalyticsRange, number> = { "7d": 7, "30d": 30, "90d": 90 };
/** Organisations listed in the activity ranking. */
export const TOP_ORGANIZATIONS = 10;
/** Assistants listed in the per-assistant breakdown (issue 23 point 5), busiest first. */
export const TOP_ASSISTANTS = 20;

export const ZAnalyticsQuery = z.object({
  range: z.enum(ANALYTICS_RANGES, { error: "analyticsRangeInvalid" }).default("30d"),
});

/** One day of the chart: interactions by rating (days on DEFAULT_TIME_ZONE's clock). */
export type DailyInteractions = { date: string; positive: number; negative: number; unrated: number };

export type AnalyticsReport = {
  range: AnalyticsRange;
  /** The period: from the start of its first day (DEFAULT_TIME_ZONE) to now. */
  from: string;
  to: string;
  organizations: number;
  active_users: number;
  interactions: number;
  answered: number;
  /** answered / interactions; null when there were none. */
  answered_rate: number | null;
  positive: number;
  negative: number;
  /** positive / rated; null when nothing was rated. */
  satisfaction: number | null;
  documents_processed: number;
  demo_requests: { pending: number; contacted: number; closed: number; converted: number };
  daily: DailyInteractions[];
  top_organizations: { id: string; name: string; interactions: number; active_users: number }[];
  /** The period's interactions split by the assistant asked, busiest first (issue 23 point 5). */
  assistants: AssistantActivity[];
};

export type AssistantActivity = {
  organization_id: string;
  organization_name: string;
  /** null: interactions stored before assistants existed. */
  assistant_id: string | null;
  /** Its current name, else the name it had when last asked (deleted since); null as above. */
  assistant_name: string | null;
  interactions: number;
  answered: number;
  positive: number;
  negative: number;
};
