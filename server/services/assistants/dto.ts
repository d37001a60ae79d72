import "server-only";
import type { AssistantDto, ChatAssistantDto } from "@/lib/validation/assistants";
import type { Assistant } from "@/server/db";

export type AssistantWithScope = Assistant & {
  collections: { collectionId: string }[];
  members: { userId: string }[];
};

/** What reading an assistant for its DTO includes. */
export const ASSISTANT_SCOPE = {
  collections: { select: { collectionId: true } },
  members: { select: { userId: true } },
} as const;

export function toAssistantDto(assistant: AssistantWithScope): AssistantDto {
  return {
    ...toChatAssistantDto(assistant),
    custom_prompt: assistant.customPrompt,
    tone: assistant.tone,
    collection_ids: assistant.allContent ? null : assistant.collections.map((c) => c.collectionId).sort(),
    member_ids: assistant.openToAll ? null : assistant.members.map((m) => m.userId).sort(),
    position: assistant.position,
  };
}

export function toChatAssistantDto(assistant: Assistant): ChatAssistantDto {
  return {
    id: assistant.id,
    name: assistant.name,
    description: assistant.description,
    profile_image_url: assistant.profileImageUrl,
    greeting: assistant.greeting,
    suggested_questions: assistant.suggestedQuestions,
    is_default: assistant.isDefault,
  };
}
