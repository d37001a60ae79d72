import { z } from "zod";
import { CUSTOM_PROMPT_MAX_CHARS } from "@/lib/validation/config";

/**
 * Assistants (issue 23): several roles or personalities over one organisation's content. Shared by
 * the configuration screen's assistants card, the chat's picker and /api/assistants. Issue messages
 * are keys of the "Errors" namespace.
 */
export const ASSISTANTS_MAX = 10;
export const ASSISTANT_NAME_MAX = 60;
export const ASSISTANT_DESCRIPTION_MAX = 160;
export const ASSISTANT_GREETING_MAX = 300;
export const SUGGESTED_QUESTIONS_MAX = 3;
export const SUGGESTED_QUESTION_MAX_CHARS = 200;
export const ASSISTANT_TONES = ["friendly", "formal"] as const;
export type AssistantTone = (typeof ASSISTANT_TONES)[number];

const name = z
  .string({ error: "assistantNameRequired" })
  .trim()
  .min(1, "assistantNameRequired")
  .max(ASSISTANT_NAME_MAX, "assistantNameTooLong");
const description = z
  .string({ error: "assistantBodyInvalid" })
  .trim()
  .max(ASSISTANT_DESCRIPTION_MAX, "assistantDescriptionTooLong");
/** Empty: the chat's standard greeting. */
const greeting = z
  .string({ error: "assistantBodyInvalid" })
  .trim()
  .max(ASSISTANT_GREETING_MAX, "assistantGreetingTooLong");
/** The configuration screen's prompt rules (spec §9): at most 500 characters; empty clears it. */
const customPrompt = z
  .string({ error: "assistantBodyInvalid" })
  .trim()
  .max(CUSTOM_PROMPT_MAX_CHARS, "customPromptTooLong");
const suggestedQuestions = z
  .array(
    z
      .string({ error: "assistantBodyInvalid" })
      .trim()
      .min(1, "suggestedQuestionEmpty")
      .max(SUGGESTED_QUESTION_MAX_CHARS, "suggestedQuestionTooLong"),
    { error: "assistantBodyInvalid" },
  )
  .max(SUGGESTED_QUESTIONS_MAX, "suggestedQuestionsTooMany");
const ids = z.array(z.string().min(1).max(100), { error: "assistantBodyInvalid" }).max(1_000);

const fields = {
  name,
  description: description.optional(),
  greeting: greeting.optional(),
  custom_prompt: customPrompt.optional(),
  tone: z.enum(ASSISTANT_TONES, { error: "assistantToneInvalid" }).optional(),
  suggested_questions: suggestedQuestions.optional(),
  /** null or absent: everything; a list: only these collections. */
  collection_ids: ids.nullable().optional(),
  /** null or absent: every member; a list: only these members (admins may always use it). */
  member_ids: ids.nullable().optional(),
  is_default: z.literal(true, { error: "assistantBodyInvalid" }).optional(),
};

/** POST /api/assistants. */
export const ZAssistantRequest = z.strictObject(fields, { error: "assistantBodyInvalid" });
export type AssistantRequest = z.infer<typeof ZAssistantRequest>;

/** PUT /api/assistants {id, …changes} or {order: [ids]} (the list's new order, every assistant once). */
export const ZAssistantChangeRequest = z.union(
  [
    z.strictObject({ id: z.string().min(1).max(100), ...fields, name: name.optional() }),
    z.strictObject({ order: ids.min(1, "assistantBodyInvalid") }),
  ],
  { error: "assistantBodyInvalid" },
);
export type AssistantChangeRequest = z.infer<typeof ZAssistantChangeRequest>;

/** An assistant as its organisation's admins manage it. */
export type AssistantDto = {
  id: string;
  name: string;
  description: string;
  profile_image_url: string | null;
  greeting: string | null;
  custom_prompt: string | null;
  tone: AssistantTone;
  suggested_questions: string[];
  /** null: everything. */
  collection_ids: string[] | null;
  /** null: open to every member. */
  member_ids: string[] | null;
  is_default: boolean;
  position: number;
};

/** An assistant as the chat's picker shows it to a member who may use it. */
export type ChatAssistantDto = Pick<
  AssistantDto,
  "id" | "name" | "description" | "profile_image_url" | "greeting" | "suggested_questions" | "is_default"
>;
