import { CHAT_STREAM_MEDIA_TYPE, ZChatRequest } from "@/lib/validation/chat";
import { requireAsker } from "@/server/auth/guards";
import { accepts } from "@/server/http/media-type";
import { ndjsonResponse } from "@/server/http/ndjson";
import { json, readJson, route } from "@/server/http/respond";
import { requestLocale } from "@/server/i18n";
import { askAssistant } from "@/server/services/chat/ask";
import { chatStreamEvents } from "@/server/services/chat/stream";

/** A chat message is at most 4,000 characters; even fully escaped it fits well within this. */
const MAX_BODY_BYTES = 64_000;

/**
 * POST /api/chat {message, conversation_id?, assistant_id?} (spec §7; issue 23: the default assistant
 * when absent, 403 for one the member may not use). JSON by default: {response, interaction_id,
 * sources, conversation_id, answered, topics}: `topics` are a decline's closest covered topics. With `Accept: application/x-ndjson` the answer streams as
 * ChatStreamEvent lines. Either way a client that disconnects aborts generation. A superadmin's support
 * session asks in a test mode: answered as for the member, stored nowhere (interaction_id null, and
 * conversation_id null outside the member's stored conversations), audited.
 */
export const POST = route(async (request) => {
  const { support, ...member } = await requireAsker(request);
  const { message, conversation_id, assistant_id } = await readJson(request, ZChatRequest, {
    maxBytes: MAX_BODY_BYTES,
  });
  const locale = requestLocale(request);
  const streamClosed = new AbortController();
  const reply = await askAssistant({
    member,
    support,
    message,
    conversationId: conversation_id,
    assistantId: assistant_id,
    locale,
    signal: AbortSignal.any([request.signal, streamClosed.signal]),
  });

  if (accepts(request, CHAT_STREAM_MEDIA_TYPE)) {
    return ndjsonResponse(chatStreamEvents(reply, locale), { onCancel: () => streamClosed.abort() });
  }
  const answer = await reply.answer;
  return json({
    response: answer.response,
    interaction_id: answer.interactionId,
    sources: answer.sources,
    conversation_id: answer.conversationId,
    assistant_id: answer.assistantId,
    answered: answer.answered,
    topics: answer.topics,
  });
});
