"use client";

import { CloudUpload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useMemo, useRef, useState, type DragEvent } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/ui/cn";
import { ALLOWED_EXTENSIONS, DESCRIPTION_MAX } from "@/lib/validation/documents";
import { CharacterCounter } from "./character-counter";
import { NoticeBanner } from "./notice-banner";
import { Textarea } from "./textarea";
import { UploadQueueList, useUploadStatus } from "./upload-queue-list";
import { useDocuments } from "./use-documents";
import { useErrorText } from "./use-error-text";
import { useUploadQueue, type UploadItem } from "./use-upload-queue";

const ACCEPT = ALLOWED_EXTENSIONS.map((extension) => `.${extension}`).join(",");
/** Outcomes kept in the screen reader's log; older ones have long been read. */
const ANNOUNCEMENTS_KEPT = 20;

/**
 * Issue 24: pick or drop many files at once. Each joins a queue with its size and status; those the
 * browser can refuse (type, size, empty) are refused at once, the rest go up two at a time with one
 * description, each with its own progress, and a refusal never stops the others. Every outcome is
 * announced to screen readers. The area stays mounted while closed, so closing it never drops uploads.
 */
export function UploadArea({ open }: { open: boolean }) {
  const t = useTranslations("Training.documents");
  const errorText = useErrorText();
  const statusOf = useUploadStatus();
  const ids = { description: useId(), hint: useId() };
  const fileInput = useRef<HTMLInputElement>(null);
  const [description, setDescription] = useState("");
  const [dragging, setDragging] = useState(false);
  const [paused, setPaused] = useState<string | null>(null);
  const [announcements, setAnnouncements] = useState<{ id: number; text: string }[]>([]);
  const announced = useRef(0);
  const documents = useDocuments().data;
  const byId = useMemo(
    () => new Map((documents ?? []).map((document) => [document.document_id, document])),
    [documents],
  );

  function announce(item: UploadItem) {
    const { label } = statusOf(item, undefined);
    const values = { name: item.file.name, status: label, reason: item.reason ?? "" };
    const text = item.reason ? t("queue.announceReason", values) : t("queue.announce", values);
    const id = ++announced.current;
    setAnnouncements((previous) => [...previous.slice(1 - ANNOUNCEMENTS_KEPT), { id, text }]);
  }

  const queue = useUploadQueue({
    describeRefusal: (refusal) =>
      refusal === "unsupportedType" ? t(refusal, { formats: ALLOWED_EXTENSIONS.join(", ") }) : t(refusal),
    describeFailure: (error) =>
      errorText(error, { fallback: t("uploadError"), connection: t("uploadConnectionError") }),
    onSettled: announce,
    onPaused: setPaused,
  });
  const { items } = queue;
  const ready = items.filter((item) => item.state === "ready").length;
  const trimmed = description.trim();
  const descriptionValid = trimmed.length > 0 && trimmed.length <= DESCRIPTION_MAX;
  const finished = items.filter((item) => ["uploaded", "refused", "failed"].includes(item.state)).length;

  function add(files: FileList | null | undefined) {
    if (!files || files.length === 0) return;
    queue.add(Array.from(files));
    if (fileInput.current) fileInput.current.value = "";
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  }

  function submit() {
    if (ready === 0 || !descriptionValid) return;
    setPaused(null);
    queue.start(trimmed);
  }

  return (
    <div hidden={!open} className="space-y-4 border-b border-slate-100 px-4 py-4 sm:px-5">
      <input
        ref={fileInput}
        type="file"
        multiple
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => add(event.target.files)}
      />
      <button
        type="button"
        onClick={() => fileInput.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex w-full flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors",
          "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring focus-visible:ring-offset-2",
          dragging
            ? "border-brand bg-brand-soft"
            : "border-slate-300 bg-slate-50 hover:border-brand hover:bg-brand-soft/50",
        )}
      >
        <CloudUpload aria-hidden="true" className="size-7 text-brand-hover" />
        <span className="text-sm font-medium text-slate-800">{t("dropzone")}</span>
        <span className="text-xs text-slate-500">{t("dropzoneHint")}</span>
      </button>

      {paused && (
        <NoticeBanner
          tone="warning"
          message={t("queue.paused", { reason: paused })}
          onDismiss={() => setPaused(null)}
        />
      )}

      {items.length > 0 && (
        <div className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-xs text-slate-600">
              {t("queue.summary", {
                total: items.length,
                uploaded: items.filter((item) => item.state === "uploaded").length,
                refused: items.filter((item) => item.state === "refused").length,
              })}
            </p>
            {finished > 0 && (
              <Button size="sm" variant="ghost" onClick={queue.clearFinished}>
                {t("queue.clear")}
              </Button>
            )}
          </div>
          <UploadQueueList items={items} documents={byId} onRemove={queue.remove} onRetry={queue.retry} />
        </div>
      )}

      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between gap-3">
          <Label htmlFor={ids.description}>{t("description")}</Label>
          <CharacterCounter
            id={`${ids.description}-count`}
            count={description.length}
            max={DESCRIPTION_MAX}
          />
        </div>
        <Textarea
          id={ids.description}
          rows={2}
          value={description}
          placeholder={t("descriptionPlaceholder")}
          aria-describedby={`${ids.hint} ${ids.description}-count`}
          aria-invalid={description.length > DESCRIPTION_MAX || undefined}
          onChange={(event) => setDescription(event.target.value)}
        />
        <p id={ids.hint} className="text-xs text-slate-500">
          {t("descriptionHint")}
        </p>
      </div>

      <div className="flex justify-end">
        <Button onClick={submit} disabled={ready === 0 || !descriptionValid}>
          {queue.busy && <Spinner />}
          {t("upload")}
        </Button>
      </div>

      <div role="log" aria-live="polite" className="sr-only">
        {announcements.map((announcement) => (
          <p key={announcement.id}>{announcement.text}</p>
        ))}
      </div>
    </div>
  );
}
