"use client";

import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { apiRequest, uploadWithProgress } from "@/lib/api/client";
import type { DocumentTextDto } from "@/lib/validation/document-text";
import type { DocumentDto, StorageUsageDto } from "@/lib/validation/documents";

/** Spec §3 "Document": the API's own type (lib/validation/documents.ts). */
export type DocumentRecord = DocumentDto;

const ENDPOINT = "/api/documents";
/** Spec §9: document polling every 2 seconds. */
export const DOCUMENT_POLL_MS = 2000;

export const documentKeys = {
  all: ["documents"] as const,
  list: () => [...documentKeys.all, "list"] as const,
  detail: (id: string) => [...documentKeys.all, "detail", id] as const,
  /** Labels come translated from the server, so the language is part of the key. */
  text: (id: string, page?: number, locale?: string) =>
    [...documentKeys.all, "text", id, ...(page === undefined ? [] : [page, locale])] as const,
  usage: () => [...documentKeys.all, "usage"] as const,
};

const documentUrl = (id: string) => `${ENDPOINT}/${encodeURIComponent(id)}`;

function useDocumentCache() {
  const queryClient = useQueryClient();
  return (update: (documents: DocumentRecord[]) => DocumentRecord[]) =>
    queryClient.setQueryData<DocumentRecord[]>(documentKeys.list(), (documents) =>
      documents ? update(documents) : documents,
    );
}

const replaceDocument = (next: DocumentRecord) => (documents: DocumentRecord[]) =>
  documents.map((document) => (document.document_id === next.document_id ? next : document));

/**
 * The organisation's documents. Each document in "processing" is polled on its own every 2 seconds
 * (spec §4) until it is processed or failed; every answer is written into the list.
 */
export function useDocuments() {
  const change = useDocumentCache();
  const list = useQuery({
    queryKey: documentKeys.list(),
    queryFn: async () => (await apiRequest<{ documents: DocumentRecord[] }>(ENDPOINT)).documents ?? [],
  });
  const processingIds = (list.data ?? [])
    .filter((document) => document.status === "processing")
    .map((document) => document.document_id);

  useQueries({
    queries: processingIds.map((id) => ({
      queryKey: documentKeys.detail(id),
      queryFn: async () => {
        const { document } = await apiRequest<{ document: DocumentRecord }>(documentUrl(id));
        change(replaceDocument(document));
        return document;
      },
      refetchInterval: (query: { state: { data?: DocumentRecord } }) =>
        !query.state.data || query.state.data.status === "processing" ? DOCUMENT_POLL_MS : false,
      staleTime: DOCUMENT_POLL_MS,
      retry: false,
    })),
  });
  return list;
}

/** Sends one file with its description; `onProgress` gets whole percentages of the bytes sent. */
export async function uploadDocumentFile(
  file: File,
  description: string,
  onProgress: (percent: number) => void,
): Promise<DocumentRecord> {
  const form = new FormData();
  form.append("file", file);
  form.append("description", description);
  return (await uploadWithProgress<{ document: DocumentRecord }>(ENDPOINT, form, onProgress)).document;
}

/** Puts a just-uploaded document at the top of the list and refreshes the list and the storage used. */
export function useDocumentUploaded() {
  const queryClient = useQueryClient();
  const change = useDocumentCache();
  return (document: DocumentRecord) => {
    change((documents) => [document, ...documents.filter((d) => d.document_id !== document.document_id)]);
    void queryClient.invalidateQueries({ queryKey: documentKeys.list() });
    void queryClient.invalidateQueries({ queryKey: documentKeys.usage() });
  };
}

/**
 * The organisation's storage used against its quota, and the files left this hour (issue 24). Shown
 * above the table; refreshed after every upload, refusal and deletion.
 */
export function useStorageUsage() {
  return useQuery({
    queryKey: documentKeys.usage(),
    queryFn: async () => (await apiRequest<{ usage: StorageUsageDto }>(`${ENDPOINT}/usage`)).usage,
  });
}

export function useProcessDocument() {
  const change = useDocumentCache();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(`${documentUrl(id)}/process`, { method: "POST" }),
    // Spec §4: processing an uploaded PDF sets it to processing locally, which starts the polling.
    onSuccess: (_data, id) =>
      change((documents) =>
        documents.map((document) =>
          document.document_id === id ? { ...document, status: "processing" } : document,
        ),
      ),
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  const change = useDocumentCache();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(documentUrl(id), { method: "DELETE" }),
    onSuccess: (_data, id) => {
      change((documents) => documents.filter((document) => document.document_id !== id));
      void queryClient.invalidateQueries({ queryKey: documentKeys.list() });
      void queryClient.invalidateQueries({ queryKey: documentKeys.usage() });
    },
  });
}

/**
 * Re-processing (issue 22 point 4): the answer is the document in "processing", written into the list
 * so its polling starts; the extracted text it had is gone from the cache with it.
 */
export function useReprocessDocument() {
  const queryClient = useQueryClient();
  const change = useDocumentCache();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiRequest<{ document: DocumentRecord }>(`${documentUrl(id)}/reprocess`, { method: "POST" }))
        .document,
    onSuccess: (document) => {
      // The poll of its first processing is cached as "processed" and would not poll again.
      queryClient.removeQueries({ queryKey: documentKeys.detail(document.document_id) });
      change(replaceDocument(document));
      queryClient.removeQueries({ queryKey: documentKeys.text(document.document_id) });
    },
  });
}

/** One page (1-based) of a processed document's extracted text; the last page stays shown while the next loads. */
export function useExtractedText(id: string, page: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: documentKeys.text(id, page, locale),
    queryFn: async () =>
      (await apiRequest<{ text: DocumentTextDto }>(`${documentUrl(id)}/text?page=${page}`)).text,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
