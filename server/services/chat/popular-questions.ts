import "server-only";
import { POPULAR_QUESTIONS_MAX } from "@/lib/validation/chat";
import crypto from "node:crypto";
import { QA_QUESTION_MAX } from "@/lib/validation/knowledge";
import { getDb } from "@/server/db";
import { foldAccents } from "@/server/ai/text";

/**
 * The chat's popular-question chips (spec §2, §3): the organisation's active Q&A questions, newest
 * first, then the questions its members ask most often and the assistant could answer. For one
 * assistant (issue 23) only its own: the Q&A pairs of its collections and the questions asked of it,
 * so an assistant limited to «RRHH» never hints at what lies outside it.
 */

export type PopularQuestion = { id: string; question: string };

export const POPULAR_QUESTIONS_DEFAULT = 5;

/**
 * Frequency is counted over this many recent answered interactions: "popular" means popular lately,
 * and the query stays bounded however long the organisation has been chatting.
 */
const RECENT_INTERACTIONS = 2_000;

/**
 * A question is shown to everyone only once this many different members asked it: one person's
 * question ("¿cuánto gana Ana?") is not published to the whole organisation.
 */
const MIN_DISTINCT_ASKERS = 2;

/** "¿Cuál es el HORARIO?" and "cual es el horario" are the same question. */
export function normaliseQuestion(question: string): string {
  return foldAccents(question)
    .replace(/\s+/g, " ")
    .replace(/^[\s¿¡]+/, "")
    .replace(/[\s?!.,;:…。]+$/, "")
    .trim();
}

/** A stable id for a question that is not a Q&A pair: the same text keeps the same chip key. */
const questionId = (normalised: string) =>
  `q_${crypto.createHash("sha256").update(normalised).digest("hex").slice(0, 16)}`;

/** The assistant whose chips these are; its collections, or undefined for all the content. */
export type PopularFor = { assistantId: string; collectionIds: string[] | undefined };

export async function popularQuestions(
  organizationId: string,
  limit: number = POPULAR_QUESTIONS_DEFAULT,
  assistant?: PopularFor,
): Promise<PopularQuestion[]> {
  const wanted = Math.min(Math.max(Math.floor(limit), 1), POPULAR_QUESTIONS_MAX);
  const db = await getDb();
  const inCollections = assistant?.collectionIds && {
    id: {
      in: (
        await db.collectionItem.findMany({
          where: { organizationId, sourceKind: "qa_pair", collectionId: { in: assistant.collectionIds } },
          select: { sourceId: true },
        })
      ).map((item) => item.sourceId),
    },
  };
  const pairs = await db.qaPair.findMany({
    where: { organizationId, isActive: true, ...inCollections },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: wanted,
    select: { id: true, question: true },
  });
  if (pairs.length >= wanted) return pairs;

  const asked = await db.interaction.findMany({
    where: { organizationId, answered: true, ...(assistant && { assistantId: assistant.assistantId }) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: RECENT_INTERACTIONS,
    select: { question: true, userId: true },
  });
  const taken = new Set(pairs.map((pair) => normaliseQuestion(pair.question)));
  return [...pairs, ...mostAsked(asked, taken).slice(0, wanted - pairs.length)];
}

type Asked = { question: string; userId: string };

/**
 * Most askers first; ties keep the more recently asked question first (the input is newest first).
 * Each question is shown in the wording most members used, the latest of equally common ones.
 */
function mostAsked(asked: Asked[], taken: Set<string>): PopularQuestion[] {
  const groups = new Map<string, { wordings: Map<string, number>; askers: Set<string> }>();
  for (const { question, userId } of asked) {
    if (question.length > QA_QUESTION_MAX) continue; // a pasted paragraph is not a chip
    const key = normaliseQuestion(question);
    if (!key || taken.has(key)) continue;
    const group = groups.get(key) ?? { wordings: new Map<string, number>(), askers: new Set<string>() };
    const wording = question.trim();
    group.wordings.set(wording, (group.wordings.get(wording) ?? 0) + 1);
    group.askers.add(userId);
    groups.set(key, group);
  }
  return [...groups.entries()]
    .filter(([, group]) => group.askers.size >= MIN_DISTINCT_ASKERS)
    .sort(([, a], [, b]) => b.askers.size - a.askers.size)
    .map(([key, group]) => ({ id: questionId(key), question: commonest(group.wordings) }));
}

function commonest(counts: Map<string, number>): string {
  let best = "";
  let bestCount = 0;
  for (const [text, count] of counts) {
    if (count > bestCount) [best, bestCount] = [text, count];
  }
  return best;
}
