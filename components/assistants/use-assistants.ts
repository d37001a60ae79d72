"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import type { AssistantDto, AssistantRequest } from "@/lib/validation/assistants";

const ENDPOINT = "/api/assistants";

export const assistantKeys = { all: ["assistants"] as const };

/** The organisation's assistants in their order (issue 23 point 1), for its admins. */
export function useAssistants() {
  return useQuery({
    queryKey: assistantKeys.all,
    queryFn: async () => (await apiRequest<{ data: AssistantDto[] }>(ENDPOINT)).data ?? [],
  });
}

/** Every change is followed by a fresh list: the server decides the order and the default. */
function useAssistantChange<T, R>(request: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: assistantKeys.all }),
  });
}

export const useCreateAssistant = () =>
  useAssistantChange(
    async (input: AssistantRequest) =>
      (await apiRequest<{ data: AssistantDto }>(ENDPOINT, { method: "POST", json: input })).data,
  );

export const useUpdateAssistant = () =>
  useAssistantChange(
    async (input: Partial<AssistantRequest> & { id: string }) =>
      (await apiRequest<{ data: AssistantDto }>(ENDPOINT, { method: "PUT", json: input })).data,
  );

/** Shows the new order at once, so the moved row keeps the keyboard focus under the user's hand. */
export function useReorderAssistants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: string[]) => apiRequest<unknown>(ENDPOINT, { method: "PUT", json: { order } }),
    onMutate: (order) => {
      const before = queryClient.getQueryData<AssistantDto[]>(assistantKeys.all);
      if (before) {
        const byId = new Map(before.map((assistant) => [assistant.id, assistant]));
        queryClient.setQueryData(
          assistantKeys.all,
          order.map((id) => byId.get(id)).filter((assistant) => assistant !== undefined),
        );
      }
      return { before };
    },
    onError: (_error, _order, context) => queryClient.setQueryData(assistantKeys.all, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assistantKeys.all }),
  });
}

export const useDeleteAssistant = () =>
  useAssistantChange((id: string) =>
    apiRequest<unknown>(`${ENDPOINT}?id=${encodeURIComponent(id)}`, { method: "DELETE" }),
  );
