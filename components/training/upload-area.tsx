"use client";

import { CloudUpload, FileCheck2, X } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api/client";
import { cn } from "@/lib/ui/cn";
import {
  ALLOWED_EXTENSIONS,
  DESCRIPTION_MAX,
  extensionOf,
  formatFileSize,
  isAllowedExtension,
  MAX_DOCUMENT_BYTES,
} from "@/lib/validation/documents";
import { CharacterCounter } from "./character-counter";
import { Textarea } from "./textarea";
import { useUploadDocument } from "./use-documents";
import { useErrorText } from "./use-error-text";

/** Spec §9: the form resets one second after a successful upload. */
export const UPLOAD_RESET_MS = 1000;
const ACCEPT = ALLOWED_EXTENSIONS.map((extension) => `.${extension}`).join(",");
const TOO_MANY_REQUESTS = 429;

/**
 * Spec §4 upload flow: pick or drop one file, validate it, describe it, upload with real progress,
 * then reset after a second. Failures go to the panel's banner; the hourly limit to its warning.
 */
export function UploadArea({
  onError,
  onRateLimited,
}: {
  onError: (message: string) => void;
  onRateLimited: () => void;
}) {
  const t = useTranslations("Training.documents");
  const locale = useLocale();
  const errorText = useErrorText();
  const ids = { input: useId(), description: useId(), fileError: useId() };
  const fileInput = useRef<HTMLInputElement>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [description, setDescription] = useState("");
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadDocument(setProgress);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  function choose(candidate: File | undefined) {
    if (!candidate || upload.isPending) return;
    if (!isAllowedExtension(extensionOf(candidate.name))) {
      setFile(null);
      setFileError(t("unsupportedType", { formats: ALLOWED_EXTENSIONS.join(", ") }));
    } else if (candidate.size > MAX_DOCUMENT_BYTES) {
      setFile(null);
      setFileError(t("tooLarge"));
    } else {
      setFile(candidate);
      setFileError(null);
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]); // one file at a time (spec §5)
  }

  function reset() {
    setFile(null);
    setDescription("");
    setProgress(null);
    if (fileInput.current) fileInput.current.value = "";
  }

  function submit() {
    if (!file || !descriptionValid || upload.isPending) return;
    setProgress(0);
    upload.mutate(
      { file, description: description.trim() },
      {
        onSuccess: () => {
          setProgress(100);
          toast.success(t("toasts.uploaded"));
          resetTimer.current = setTimeout(reset, UPLOAD_RESET_MS);
        },
        onError: (error) => {
          setProgress(null);
          if (error instanceof ApiError && error.status === TOO_MANY_REQUESTS) onRateLimited();
          else
            onError(errorText(error, { fallback: t("uploadError"), connection: t("uploadConnectionError") }));
        },
      },
    );
  }

  const trimmed = description.trim();
  const descriptionValid = trimmed.length > 0 && trimmed.length <= DESCRIPTION_MAX;
  const busy = upload.isPending || progress === 100;

  return (
    <div className="space-y-4 border-b border-slate-100 px-4 py-4 sm:px-5">
      <input
        ref={fileInput}
        id={ids.input}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => choose(event.target.files?.[0])}
      />
      <button
        type="button"
        disabled={busy}
        onClick={() => fileInput.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        aria-describedby={fileError ? ids.fileError : undefined}
        className={cn(
          "flex w-full flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors",
          dragging
            ? "border-brand bg-brand-soft"
            : "border-slate-300 bg-slate-50 hover:border-brand hover:bg-brand-soft/50",
          fileError && "border-red-300",
        )}
      >
        {file ? (
          <FileCheck2 aria-hidden="true" className="size-7 text-emerald-600" />
        ) : (
          <CloudUpload aria-hidden="true" className="size-7 text-brand-hover" />
        )}
        <span className="text-sm font-medium text-slate-800">
          {file ? t("selected", { name: file.name, size: formatFileSize(file.size, locale) }) : t("dropzone")}
        </span>
        <span className="text-xs text-slate-500">{file ? t("changeFile") : t("dropzoneHint")}</span>
      </button>
      {fileError && (
        <p id={ids.fileError} role="alert" className="flex items-start gap-1.5 text-sm text-red-600">
          <X aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {fileError}
        </p>
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
          disabled={busy}
          placeholder={t("descriptionPlaceholder")}
          aria-describedby={`${ids.description}-count`}
          aria-invalid={description.length > DESCRIPTION_MAX || undefined}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>

      {progress !== null && (
        <div className="space-y-1">
          <div className="flex justify-between text-xs text-slate-600">
            <span id={`${ids.input}-progress`}>{progress === 100 ? t("uploadDone") : t("uploading")}</span>
            <span className="tabular-nums">{progress}%</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={`${ids.input}-progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className={cn(
                "h-full rounded-full transition-[width] duration-200",
                progress === 100 ? "bg-emerald-500" : "bg-brand",
              )}
              style={{ width: `${progress}%` }}
            />
          </div>
        </div>
      )}

      <div className="flex justify-end">
        <Button onClick={submit} disabled={!file || !descriptionValid || busy}>
          {upload.isPending && <Spinner />}
          {t("upload")}
        </Button>
      </div>
    </div>
  );
}
