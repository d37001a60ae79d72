"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { ApiError } from "@/lib/api/client";
import { extensionOf, isAllowedExtension, MAX_DOCUMENT_BYTES } from "@/lib/validation/documents";
import { documentKeys, uploadDocumentFile, useDocumentUploaded, type DocumentRecord } from "./use-documents";

/** Files sent at once: enough to keep the line busy, few enough that each shows steady progress. */
export const UPLOAD_CONCURRENCY = 2;
const TOO_MANY_REQUESTS = 429;
/** Answers about the file itself (invalid, too large for the quota, wrong type): sending it again is no use. */
const REFUSALS = new Set([400, 409, 413, 415, 422]);

/**
 * ready: picked, waiting for the admin to press Upload; queued: waiting for a free slot; uploading;
 * uploaded (the server stored it); refused (validation, quota: the file itself cannot go, and it
 * counted against nothing); failed (the connection or the server: it may be retried).
 */
export type UploadState = "ready" | "queued" | "uploading" | "uploaded" | "refused" | "failed";

export type UploadItem = {
  key: string;
  file: File;
  state: UploadState;
  progress: number;
  description: string;
  /** Why it was refused or failed, in the reader's language. */
  reason: string | null;
  document: DocumentRecord | null;
};

/** Why the browser already knows a file cannot go (spec §5), or null. */
export type ClientRefusal = "unsupportedType" | "tooLarge" | "emptyFile";

export function clientRefusalOf(file: File): ClientRefusal | null {
  if (!isAllowedExtension(extensionOf(file.name))) return "unsupportedType";
  if (file.size > MAX_DOCUMENT_BYTES) return "tooLarge";
  if (file.size === 0) return "emptyFile";
  return null;
}

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

let nextKey = 0;

/**
 * A queue of files uploaded UPLOAD_CONCURRENCY at a time, each with its own progress and outcome; a
 * refused file never stops the others. When the organisation's hourly allowance runs out, the files
 * not yet stored go back to "ready" and `onPaused` gets the server's words (when it can resume).
 */
export function useUploadQueue({
  describeRefusal,
  describeFailure,
  onSettled,
  onPaused,
}: {
  describeRefusal: (refusal: ClientRefusal) => string;
  describeFailure: (error: unknown) => string;
  /** Each file that reached an outcome (stored, refused, failed), to be announced. */
  onSettled: (item: UploadItem) => void;
  onPaused: (reason: string) => void;
}) {
  const queryClient = useQueryClient();
  const uploaded = useDocumentUploaded();
  const [items, setItems] = useState<UploadItem[]>([]);
  // The queue as the upload callbacks last left it: they run outside rendering and must not act on
  // the state a stale closure saw.
  const current = useRef<UploadItem[]>([]);

  const commit = (next: UploadItem[]) => {
    current.current = next;
    setItems(next);
  };
  const patch = (key: string, change: Partial<UploadItem>) =>
    commit(current.current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  const settle = (key: string, change: Partial<UploadItem>) => {
    patch(key, change);
    const item = current.current.find((candidate) => candidate.key === key);
    if (item) onSettled(item);
  };

  function pump() {
    const free = UPLOAD_CONCURRENCY - current.current.filter((item) => item.state === "uploading").length;
    current.current
      .filter((item) => item.state === "queued")
      .slice(0, Math.max(0, free))
      .forEach((item) => void send(item));
  }

  async function send(item: UploadItem) {
    patch(item.key, { state: "uploading", progress: 0, reason: null });
    try {
      const document = await uploadDocumentFile(item.file, item.description, (progress) =>
        patch(item.key, { progress }),
      );
      settle(item.key, { state: "uploaded", progress: 100, document });
      uploaded(document);
    } catch (error) {
      const reason = describeFailure(error);
      if (error instanceof ApiError && error.status === TOO_MANY_REQUESTS) {
        // Nothing more can be stored this hour: keep every file that did not go for later.
        commit(
          current.current.map((other) =>
            other.key === item.key || other.state === "queued"
              ? { ...other, state: "ready", progress: 0, reason: null }
              : other,
          ),
        );
        onPaused(reason);
      } else {
        const refused = error instanceof ApiError && REFUSALS.has(error.status ?? 0);
        settle(item.key, { state: refused ? "refused" : "failed", progress: 0, reason });
      }
      // Refusals may concern the quota: the bar shows what is left.
      void queryClient.invalidateQueries({ queryKey: documentKeys.usage() });
    }
    pump();
  }

  /** Adds picked or dropped files; those the browser can already refuse are refused at once. */
  function add(files: Iterable<File>) {
    const fresh = [...files]
      .filter((file) => !current.current.some((item) => item.state === "ready" && sameFile(item.file, file)))
      .map((file): UploadItem => {
        const refusal = clientRefusalOf(file);
        return {
          key: `upload-${++nextKey}`,
          file,
          state: refusal ? "refused" : "ready",
          progress: 0,
          description: "",
          reason: refusal ? describeRefusal(refusal) : null,
          document: null,
        };
      });
    commit([...current.current, ...fresh]);
    fresh.filter((item) => item.state === "refused").forEach(onSettled);
  }

  /** Sends every ready file with this description. */
  function start(description: string) {
    commit(
      current.current.map((item) =>
        item.state === "ready" ? { ...item, state: "queued", description, reason: null } : item,
      ),
    );
    pump();
  }

  function retry(key: string) {
    patch(key, { state: "queued", reason: null });
    pump();
  }

  function remove(key: string) {
    commit(current.current.filter((item) => item.key !== key || item.state === "uploading"));
  }

  /** Drops everything finished (uploaded, refused, failed); waiting and uploading files stay. */
  function clearFinished() {
    commit(current.current.filter((item) => ["ready", "queued", "uploading"].includes(item.state)));
  }

  const busy = items.some((item) => item.state === "uploading" || item.state === "queued");
  useLeaveWarning(busy);

  return { items, busy, add, start, retry, remove, clearFinished };
}

/** The browser asks before leaving the page while files are still going up. */
function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [active]);
}
