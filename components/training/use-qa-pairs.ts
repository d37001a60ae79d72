"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import type { QaPairDto, QaPairInput } from "@/lib/validation/knowledge";

export type QaPair = QaPairDto;

const ENDPOINT = "/api/qa";

export const qaPairKeys = {
  all: ["qa-pairs"] as const,
  list: () => [...qaPairKeys.all, "list"] as const,
};

export function useQaPairs() {
  return useQuery({
    queryKey: qaPairKeys.list(),
    queryFn: async () => (await apiRequest<{ data: QaPair[] }>(ENDPOINT)).data ?? [],
  });
}

function useQaCache() {
  const queryClient = useQueryClient();
  return (update: (pairs: QaPair[]) => QaPair[]) => {
    queryClient.setQueryData<QaPair[]>(qaPairKeys.list(), (pairs) => (pairs ? update(pairs) : pairs));
    void queryClient.invalidateQueries({ queryKey: qaPairKeys.all });
  };
}

export function useCreateQaPair() {
  const change = useQaCache();
  return useMutation({
    mutationFn: async (input: QaPairInput) =>
      (await apiRequest<{ data: QaPair }>(ENDPOINT, { method: "POST", json: input })).data,
    onSuccess: (pair) => change((pairs) => [pair, ...pairs.filter((other) => other.id !== pair.id)]),
  });
}

export type QaPairChange = { id: string } & Partial<QaPairInput> & { is_active?: boolean };

export function useUpdateQaPair() {
  const change = useQaCache();
  return useMutation({
    mutationFn: async (input: QaPairChange) =>
      (await apiRequest<{ data?: Partial<QaPair> }>(ENDPOINT, { method: "PUT", json: input })).data,
    onSuccess: (data, input) =>
      change((pairs) => pairs.map((pair) => (pair.id === input.id ? { ...pair, ...input, ...data } : pair))),
  });
}

export function useDeleteQaPair() {
  const change = useQaCache();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<unknown>(`${ENDPOINT}?id=${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: (_data, id) => change((pairs) => pairs.filter((pair) => pair.id !== id)),
  });
}
