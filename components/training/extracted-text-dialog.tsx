"use client";

import { ChevronLeft, ChevronRight, FileText, RotateCcw, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { INPUT_FRAME } from "@/components/ui/control-styles";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { Spinner } from "@/components/ui/spinner";
import type { DocumentTextDto } from "@/lib/validation/document-text";
import { cn } from "@/lib/ui/cn";
import { PanelError } from "./panel-states";
import { useErrorText } from "./use-error-text";
import { useExtractedText, type DocumentRecord } from "./use-documents";

/** Keys that belong to the control that has the focus, not to page navigation. */
const OWN_ARROW_KEYS = new Set(["SELECT", "INPUT", "TEXTAREA"]);

/**
 * "See what the assistant read" (issue 22 point 4): a processed document's extracted text, one page
 * (PDF page, slide, sheet or section) at a time, to check an OCR result or a conversion. ← and → change
 * page from anywhere in the dialog but the page selector (whose own arrows choose a page too).
 */
export function ExtractedTextDialog({
  document,
  onClose,
  onReprocess,
}: {
  document: DocumentRecord;
  onClose: () => void;
  onReprocess: () => void;
}) {
  const t = useTranslations("Training.documents.text");
  const errorText = useErrorText();
  const titleId = useId();
  const descriptionId = useId();
  const selectId = useId();
  const body = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState(1);
  const text = useExtractedText(document.document_id, page);
  const total = text.data?.pages.length ?? 0;
  const shown = text.data?.page ?? null;

  // A new page starts at its top.
  useEffect(() => {
    body.current?.scrollTo?.({ top: 0 });
  }, [shown?.number]);

  const go = (next: number) => setPage((current) => (next >= 1 && next <= total ? next : current));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.target instanceof HTMLElement && OWN_ARROW_KEYS.has(event.target.tagName)) return;
    if (event.key === "ArrowLeft") go(page - 1);
    else if (event.key === "ArrowRight") go(page + 1);
    else return;
    event.preventDefault();
  }

  return (
    <DialogFrame
      titleId={titleId}
      descriptionId={descriptionId}
      onClose={onClose}
      closeOnBackdrop
      className="h-[min(44rem,100dvh)] sm:h-[min(44rem,90dvh)] sm:max-w-3xl"
    >
      <div className="flex min-h-0 flex-1 flex-col" onKeyDown={onKeyDown}>
        <header className="flex items-start gap-3 border-b border-slate-100 px-4 py-4 sm:px-6">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand-hover">
            <FileText aria-hidden="true" className="size-4" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {t("title")}
            </h2>
            <p id={descriptionId} className="mt-0.5 text-sm break-words text-slate-600">
              {t("description", { name: document.filename })}
            </p>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={t("close")}
            className="flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </header>

        {total > 1 && (
          <PageNavigation
            data={text.data!}
            page={page}
            selectId={selectId}
            pending={text.isFetching}
            onChange={go}
          />
        )}

        <div
          ref={body}
          role="region"
          aria-label={shown?.label ?? t("title")}
          aria-busy={text.isFetching}
          tabIndex={0}
          className="min-h-0 flex-1 overflow-y-auto px-4 py-4 focus-visible:ring-2 focus-visible:ring-brand-ring focus-visible:outline-none focus-visible:ring-inset sm:px-6"
        >
          {text.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
              <Spinner />
              {t("loading")}
            </p>
          ) : text.isError ? (
            <PanelError
              message={errorText(text.error, {
                fallback: t("loadError"),
                connection: t("loadConnectionError"),
              })}
              onRetry={() => void text.refetch()}
            />
          ) : !shown ? (
            <p className="py-8 text-center text-sm text-slate-600">{t("empty")}</p>
          ) : (
            <PageText page={shown} pages={total} />
          )}
        </div>

        <footer className="flex flex-col-reverse gap-2 border-t border-slate-100 bg-slate-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="hidden text-xs text-slate-500 sm:block">{total > 1 ? t("keyboardHint") : ""}</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="secondary" onClick={onReprocess}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t("reprocess")}
            </Button>
            <Button onClick={onClose}>{t("close")}</Button>
          </div>
        </footer>
      </div>
    </DialogFrame>
  );
}

/** Previous, a selector naming every page, next, and where the reader is ("3 de 12"). */
function PageNavigation({
  data,
  page,
  selectId,
  pending,
  onChange,
}: {
  data: DocumentTextDto;
  page: number;
  selectId: string;
  pending: boolean;
  onChange: (page: number) => void;
}) {
  const t = useTranslations("Training.documents.text");
  const total = data.pages.length;
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-100 px-4 py-3 sm:px-6">
      <Button
        variant="secondary"
        size="sm"
        className="h-11 sm:h-9"
        aria-label={t("previous")}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        <span aria-hidden="true" className="hidden sm:inline">
          {t("previous")}
        </span>
      </Button>
      <label htmlFor={selectId} className="sr-only">
        {t("pageSelect")}
      </label>
      <select
        id={selectId}
        value={page}
        onChange={(event) => onChange(Number(event.target.value))}
        className={cn(INPUT_FRAME, "h-11 min-w-0 flex-1 text-base sm:h-9 sm:text-sm")}
      >
        {data.pages.map((entry) => (
          <option key={entry.number} value={entry.number}>
            {entry.label}
          </option>
        ))}
      </select>
      <Button
        variant="secondary"
        size="sm"
        className="h-11 sm:h-9"
        aria-label={t("next")}
        disabled={page >= total}
        onClick={() => onChange(page + 1)}
      >
        <span aria-hidden="true" className="hidden sm:inline">
          {t("next")}
        </span>
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
      <span
        aria-live="polite"
        className="flex min-w-16 items-center gap-1.5 text-sm text-slate-600 tabular-nums"
      >
        {pending && <Spinner className="size-3.5" />}
        {t("position", { current: page, total })}
      </span>
    </div>
  );
}

/** A page's passages as the assistant indexed them, each under the heading it is filed under. */
function PageText({ page, pages }: { page: NonNullable<DocumentTextDto["page"]>; pages: number }) {
  const t = useTranslations("Training.documents.text");
  if (page.passages.length === 0) return <p className="text-sm text-slate-600">{t("emptyPage")}</p>;
  return (
    <div>
      {pages <= 1 && <h3 className="mb-3 text-sm font-semibold text-slate-900">{page.label}</h3>}
      <ol className="space-y-4">
        {page.passages.map((passage, index) => (
          <li key={index} className="rounded-lg border border-slate-100 bg-slate-50/60 p-3 sm:p-4">
            <p className="text-xs font-medium text-slate-500">
              {t("passage", { number: index + 1 })}
              {passage.heading && <span className="font-normal"> · {passage.heading}</span>}
            </p>
            <p className="mt-1.5 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
              {passage.text}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
