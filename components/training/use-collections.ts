"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import type { CollectionDto, CollectionItemKind } from "@/lib/validation/collections";

const ENDPOINT = "/api/collections";

export const collectionKeys = { all: ["collections"] as const };

/** The organisation's collections with what each holds (issue 23 point 2). */
export function useCollections() {
  return useQuery({
    queryKey: collectionKeys.all,
    queryFn: async () => (await apiRequest<{ data: CollectionDto[] }>(ENDPOINT)).data ?? [],
  });
}

function useCollectionChange<T, R>(request: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}

export const useCreateCollection = () =>
  useCollectionChange(
    async (name: string) =>
      (await apiRequest<{ data: CollectionDto }>(ENDPOINT, { method: "POST", json: { name } })).data,
  );

export const useRenameCollection = () =>
  useCollectionChange((input: { id: string; name: string }) =>
    apiRequest<unknown>(ENDPOINT, { method: "PUT", json: input }),
  );

export const useDeleteCollection = () =>
  useCollectionChange((id: string) =>
    apiRequest<unknown>(`${ENDPOINT}?id=${encodeURIComponent(id)}`, { method: "DELETE" }),
  );

export type CollectionItemsChange = {
  kind: CollectionItemKind;
  ids: string[];
  add: string[];
  remove: string[];
};

/** Puts one item or a selection into collections and takes it out of others. */
export const useChangeCollectionItems = () =>
  useCollectionChange((change: CollectionItemsChange) =>
    apiRequest<unknown>(`${ENDPOINT}/items`, { method: "PUT", json: change }),
  );

/** The names of the collections an item is in, for its chips (never the ids). */
export function collectionsOf(collections: CollectionDto[], kind: CollectionItemKind, id: string) {
  return collections.filter((collection) =>
    collection.items.some((item) => item.kind === kind && item.id === id),
  );
}
