import type { Rating } from "@/lib/validation/chat";

/** One interaction of GET /api/reports/interactions (spec §3), plus what the knowledge gaps need. */
export type ReportedInteraction = {
  interaction_id: string;
  timestamp: string;
  user_question: string;
  bot_response: string;
  user_rating: Rating | null;
  user_id: string;
  /**
   * Who asked, as the admin knows them (an id means nothing to an owner): name and e-mail now; null
   * once the user was deleted (their interactions stay) or for an id not of this organisation.
   */
  user_name: string | null;
  user_email: string | null;
  /** The assistant asked (issue 23), by its name when asked; null for interactions stored before. */
  assistant_id: string | null;
  assistant_name: string | null;
  /** False when the assistant declined for lack of information. */
  answered: boolean;
  /** An admin closed this gap with a knowledge block. */
  gap_addressed: boolean;
};

export type InteractionReport = {
  interactions: ReportedInteraction[];
  /** How many interactions match the filter (pagination). */
  total: number;
  /** The report's three counters, over every interaction of the organisation. */
  counts: { total: number; positive: number; negative: number };
  /** Open knowledge gaps: declined questions and answers rated not helpful, not yet addressed. */
  gaps: { unanswered: number; negative: number };
};
