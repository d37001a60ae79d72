"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import type { SynonymDto, SynonymRequest } from "@/lib/validation/synonyms";

const ENDPOINT = "/api/synonyms";
const synonymKeys = { list: ["synonyms", "list"] as const };

export function useSynonyms() {
  return useQuery({
    queryKey: synonymKeys.list,
    queryFn: async () => (await apiRequest<{ data: SynonymDto[] }>(ENDPOINT)).data ?? [],
  });
}

/** Saving a word that exists merges into its row, so the list is reloaded rather than patched. */
function useReloadSynonyms() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: synonymKeys.list });
}

export function useSaveSynonym() {
  const reload = useReloadSynonyms();
  return useMutation({
    mutationFn: async (input: SynonymRequest) =>
      (await apiRequest<{ data: SynonymDto }>(ENDPOINT, { method: "POST", json: input })).data,
    onSuccess: reload,
  });
}

export function useDeleteSynonym() {
  const reload = useReloadSynonyms();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<unknown>(`${ENDPOINT}?id=${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: reload,
  });
}
