import {
  SUGGESTED_QUESTIONS_MAX,
  ZAssistantRequest,
  type AssistantDto,
  type AssistantRequest,
  type AssistantTone,
} from "@/lib/validation/assistants";

/** What the assistant dialog edits: the request's fields as the form holds them. */
export type AssistantDraft = {
  name: string;
  description: string;
  greeting: string;
  customPrompt: string;
  tone: AssistantTone;
  /** Always SUGGESTED_QUESTIONS_MAX fields; empty ones are not sent. */
  questions: string[];
  allContent: boolean;
  collectionIds: string[];
  openToAll: boolean;
  memberIds: string[];
  makeDefault: boolean;
};

export function draftOf(assistant: AssistantDto | null): AssistantDraft {
  const questions = assistant?.suggested_questions ?? [];
  return {
    name: assistant?.name ?? "",
    description: assistant?.description ?? "",
    greeting: assistant?.greeting ?? "",
    customPrompt: assistant?.custom_prompt ?? "",
    tone: assistant?.tone ?? "friendly",
    questions: Array.from({ length: SUGGESTED_QUESTIONS_MAX }, (_, index) => questions[index] ?? ""),
    allContent: !assistant || assistant.collection_ids === null,
    collectionIds: assistant?.collection_ids ?? [],
    openToAll: !assistant || assistant.member_ids === null,
    memberIds: assistant?.member_ids ?? [],
    makeDefault: false,
  };
}

/** A choice the form cannot send: "only these" with none chosen would make a mute or closed assistant. */
export type DraftProblem = "collectionsRequired" | "membersRequired";

export function draftProblem(draft: AssistantDraft): DraftProblem | null {
  if (!draft.allContent && draft.collectionIds.length === 0) return "collectionsRequired";
  if (!draft.openToAll && draft.memberIds.length === 0) return "membersRequired";
  return null;
}

/**
 * The POST/PUT body, checked with the server's own schema; an issue is an "Errors" message key. The
 * default assistant stays open to every member (the server refuses otherwise), so its access is not sent.
 */
export function requestOf(
  draft: AssistantDraft,
  isDefault: boolean,
): { request: AssistantRequest } | { issue: string } {
  const parsed = ZAssistantRequest.safeParse({
    name: draft.name,
    description: draft.description,
    greeting: draft.greeting,
    custom_prompt: draft.customPrompt,
    tone: draft.tone,
    suggested_questions: draft.questions.map((question) => question.trim()).filter(Boolean),
    collection_ids: draft.allContent ? null : draft.collectionIds,
    ...(!isDefault && !draft.makeDefault && { member_ids: draft.openToAll ? null : draft.memberIds }),
    ...(draft.makeDefault && { is_default: true }),
  });
  return parsed.success
    ? { request: parsed.data }
    : { issue: parsed.error.issues[0]?.message ?? "assistantBodyInvalid" };
}
