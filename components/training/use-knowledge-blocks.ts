"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import type { KnowledgeBlockDto, KnowledgeBlockInput } from "@/lib/validation/knowledge";

/** Spec §3 "Knowledge block"; `content` is HTML the server sanitised on write and on read. */
export type KnowledgeBlock = KnowledgeBlockDto;

const ENDPOINT = "/api/knowledge_blocks";
/** Spec §9: knowledge blocks fetched, up to 50. */
const LIST_LIMIT = 50;

export const knowledgeBlockKeys = {
  all: ["knowledge-blocks"] as const,
  list: () => [...knowledgeBlockKeys.all, "list", LIST_LIMIT] as const,
};

type Updated = Partial<KnowledgeBlock>;

export function useKnowledgeBlocks({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: knowledgeBlockKeys.list(),
    queryFn: async () =>
      (await apiRequest<{ data: KnowledgeBlock[] }>(`${ENDPOINT}?limit=${LIST_LIMIT}`)).data ?? [],
    enabled,
  });
}

/** Applies a change to the cached list at once, then refetches it in the background (the server's
 * sanitised content replaces what was typed). */
function useBlockCache() {
  const queryClient = useQueryClient();
  return (update: (blocks: KnowledgeBlock[]) => KnowledgeBlock[]) => {
    queryClient.setQueryData<KnowledgeBlock[]>(knowledgeBlockKeys.list(), (blocks) =>
      blocks ? update(blocks) : blocks,
    );
    void queryClient.invalidateQueries({ queryKey: knowledgeBlockKeys.all });
  };
}

function patchBlock(id: string, fields: Partial<KnowledgeBlock>) {
  return (blocks: KnowledgeBlock[]) =>
    blocks.map((block) => (block.id === id ? { ...block, ...fields } : block));
}

export function useCreateKnowledgeBlock() {
  const change = useBlockCache();
  return useMutation({
    mutationFn: async (input: KnowledgeBlockInput) =>
      (await apiRequest<{ data: KnowledgeBlock }>(ENDPOINT, { method: "POST", json: input })).data,
    onSuccess: (block) => {
      // Spec §4: new blocks are placed at the top of the list.
      change((blocks) => [block, ...blocks.filter((other) => other.id !== block.id)]);
    },
  });
}

export function useUpdateKnowledgeBlock() {
  const change = useBlockCache();
  return useMutation({
    mutationFn: async ({ id, title, content }: KnowledgeBlockInput & { id: string }) =>
      (
        await apiRequest<{ data?: Updated }>(ENDPOINT, {
          method: "PUT",
          json: { action: "update_knowledge_block", kb_id: id, title, content },
        })
      ).data,
    onSuccess: (data, { id, title }) =>
      change(patchBlock(id, { title, ...(data?.updated_at && { updated_at: data.updated_at }) })),
  });
}

export function useToggleKnowledgeBlock() {
  const change = useBlockCache();
  return useMutation({
    mutationFn: async ({ id, isActive }: { id: string; isActive: boolean }) =>
      (
        await apiRequest<{ data?: Updated }>(ENDPOINT, {
          method: "PUT",
          json: { action: "toggle_active_status", kb_id: id, is_active: isActive },
        })
      ).data,
    onSuccess: (data, { id, isActive }) =>
      change(
        patchBlock(id, { is_active: isActive, ...(data?.updated_at && { updated_at: data.updated_at }) }),
      ),
  });
}

export function useDeleteKnowledgeBlock() {
  const change = useBlockCache();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<unknown>(`${ENDPOINT}?id=${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: (_data, id) => change((blocks) => blocks.filter((block) => block.id !== id)),
  });
}
