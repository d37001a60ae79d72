"use client";

import {
  AudioLines,
  Eye,
  FileText,
  ImageIcon,
  Play,
  RotateCcw,
  ScrollText,
  Sheet,
  Trash2,
  Video,
  type LucideIcon,
} from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { LocalTime } from "@/components/ui/local-time";
import { cn } from "@/lib/ui/cn";
import { formatFileSize, isMediaCategory, type DocumentCategory } from "@/lib/validation/documents";
import { CollectionChips } from "./collection-chips";
import { CollectionsButton, SelectBox } from "./collection-row-controls";
import { displayStatus, DocumentStatusBadge } from "./document-status-badge";
import type { DocumentRecord } from "./use-documents";

const CATEGORY_ICONS: Record<DocumentCategory, LucideIcon> = {
  document: FileText,
  image: ImageIcon,
  video: Video,
  audio: AudioLines,
  spreadsheet: Sheet,
};

const ACTION =
  "flex size-8 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:pointer-events-none disabled:opacity-50";

/**
 * Spec §4: only an uploaded PDF can be sent to processing by the user (the other formats read are
 * processed as they are uploaded).
 */
export function canProcess(document: DocumentRecord): boolean {
  return displayStatus(document.status) === "uploaded" && document.file_type.toLowerCase() === "pdf";
}

/** Issue 22 point 4: a processed document's extracted text can be read back. */
export const canViewText = (document: DocumentRecord) => displayStatus(document.status) === "processed";

/**
 * Issue 22 point 4: a document that was read (processed) or could not be (failed) can be read again from
 * its stored file (a video or audio only ever reached those with a model server), and one already
 * processing is busy.
 */
export const canReprocess = (document: DocumentRecord) =>
  ["processed", "failed"].includes(displayStatus(document.status));

/*
 * Layout (issue 24 point 9): the table follows the width of its panel, not of the window (a container
 * query), because at 1280 px the panel is half the screen. Below 56rem each row is laid out as on a
 * phone: name and actions on top, then status and notes, then size · type · date, then the
 * description; the column headers stay for screen readers. From 56rem it is an ordinary table. The
 * same cells serve both (nothing is rendered twice); the explicit roles keep the table's semantics
 * when its rows are flex boxes.
 */
const ROW = "flex flex-wrap items-center gap-x-2 gap-y-1 px-4 py-3 sm:px-5 @4xl:table-row @4xl:p-0";
const CELL = "min-w-0 p-0 @4xl:table-cell @4xl:px-3 @4xl:py-2.5";
/** Under the file name in the narrow layout: indented past the file icon. */
const UNDER_NAME = "pl-[2.625rem] @4xl:pl-3";
/** Size, type and date sit on one line in the narrow layout, separated by dots. */
const META = "text-xs text-slate-600 @4xl:text-sm";
const DOT = "before:mr-2 before:text-slate-400 before:content-['·'] @4xl:before:content-none";

export function DocumentsTable({
  documents,
  processingId,
  reprocessingId,
  onProcess,
  onViewText,
  onReprocess,
  onDelete,
  isSelected,
  onSelect,
  onCollections,
}: {
  documents: DocumentRecord[];
  processingId: string | null;
  reprocessingId: string | null;
  onProcess: (document: DocumentRecord) => void;
  onViewText: (document: DocumentRecord) => void;
  onReprocess: (document: DocumentRecord) => void;
  onDelete: (document: DocumentRecord) => void;
  /** Issue 23: the bulk selection and each document's collections. */
  isSelected: (id: string) => boolean;
  onSelect: (document: DocumentRecord) => void;
  onCollections: (document: DocumentRecord) => void;
}) {
  const t = useTranslations("Training.documents");
  const locale = useLocale();
  const headers = ["file", "status", "description", "size", "type", "date", "actions"] as const;

  return (
    <div role="region" aria-label={t("tableLabel")} className="@container">
      <table role="table" className="block w-full text-left text-sm @4xl:table">
        <thead
          role="rowgroup"
          className="sr-only bg-slate-50 text-xs font-medium text-slate-500 @4xl:not-sr-only"
        >
          <tr role="row">
            {headers.map((key, index) => (
              <th
                key={key}
                role="columnheader"
                scope="col"
                className={cn(
                  "px-3 py-2 font-medium whitespace-nowrap",
                  index === 0 && "pl-5",
                  key === "actions" && "pr-5 text-right",
                )}
              >
                {t(`columns.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="block divide-y divide-slate-100 @4xl:table-row-group">
          {documents.map((document) => {
            const Icon = CATEGORY_ICONS[document.file_category] ?? FileText;
            const name = document.filename;
            return (
              <tr key={document.document_id} role="row" className={cn(ROW, "hover:bg-slate-50/70")}>
                <th scope="row" role="rowheader" className={cn(CELL, "min-w-0 flex-1 font-normal @4xl:pl-5")}>
                  {/* In the table, widths set on the content: a table cell's own width is only a hint. The
                      selection box shares the name's width, so the table still fits a 56rem panel. */}
                  <div className="flex items-center gap-2.5 @4xl:w-[11rem]">
                    <SelectBox
                      name={name}
                      checked={isSelected(document.document_id)}
                      onChange={() => onSelect(document)}
                    />
                    <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand-hover">
                      <Icon aria-hidden="true" className="size-4" />
                    </span>
                    <div className="min-w-0">
                      {/* Two lines on a phone, where the actions leave the name little room. */}
                      <p
                        className="line-clamp-2 font-medium [overflow-wrap:anywhere] text-slate-900 @4xl:line-clamp-none @4xl:truncate"
                        title={name}
                      >
                        {name}
                      </p>
                      <p className="text-xs text-slate-500">{t(`categories.${document.file_category}`)}</p>
                      <CollectionChips kind="document" id={document.document_id} />
                    </div>
                  </div>
                </th>
                <td role="cell" className={cn(CELL, UNDER_NAME, "order-1 basis-full")}>
                  <div className="@4xl:w-[8rem]">
                    <DocumentStatusBadge
                      status={document.status}
                      updatingIndex={document.updating_index}
                      progress={document.progress}
                      storedOnly={isMediaCategory(document.file_category)}
                    />
                    {document.notes && (
                      <p
                        className={cn(
                          "mt-1 text-xs break-words",
                          document.status === "failed" ? "text-red-700" : "text-slate-500",
                        )}
                      >
                        {document.notes}
                      </p>
                    )}
                  </div>
                </td>
                <td
                  role="cell"
                  // In the table the description takes what the other columns leave (width 100 %, no minimum).
                  className={cn(
                    CELL,
                    UNDER_NAME,
                    "order-3 basis-full text-slate-600 @4xl:w-full @4xl:max-w-0",
                  )}
                >
                  <p className="truncate text-xs @4xl:text-sm" title={document.description}>
                    {document.description}
                  </p>
                </td>
                <td
                  role="cell"
                  className={cn(CELL, META, UNDER_NAME, "order-2 whitespace-nowrap tabular-nums")}
                >
                  {formatFileSize(document.file_size_bytes, locale)}
                </td>
                <td role="cell" className={cn(CELL, META, DOT, "order-2 font-medium uppercase")}>
                  {document.file_type}
                </td>
                {/* In the table layout the time may go under the date: «11/26/26, 11:53 PM» on one
                    line left the row 3 px wider than a 1240 px screen's panel. */}
                <td
                  role="cell"
                  className={cn(CELL, META, DOT, "order-2 whitespace-nowrap @4xl:whitespace-normal")}
                >
                  <LocalTime value={document.created_at} style="shortDateTime" />
                </td>
                <td role="cell" className={cn(CELL, "shrink-0 @4xl:pr-5")}>
                  <div className="flex justify-end gap-0.5">
                    {canProcess(document) && (
                      <button
                        type="button"
                        className={cn(ACTION, "text-brand-hover hover:bg-brand-soft")}
                        aria-label={t("process", { name })}
                        title={t("process", { name })}
                        disabled={processingId === document.document_id}
                        onClick={() => onProcess(document)}
                      >
                        <Play aria-hidden="true" className="size-4" />
                      </button>
                    )}
                    {canViewText(document) && (
                      <button
                        type="button"
                        className={ACTION}
                        aria-label={t("viewText", { name })}
                        title={t("viewText", { name })}
                        aria-haspopup="dialog"
                        onClick={() => onViewText(document)}
                      >
                        <ScrollText aria-hidden="true" className="size-4" />
                      </button>
                    )}
                    {canReprocess(document) && (
                      <button
                        type="button"
                        className={ACTION}
                        aria-label={t("reprocess", { name })}
                        title={t("reprocess", { name })}
                        aria-haspopup="dialog"
                        disabled={reprocessingId === document.document_id}
                        onClick={() => onReprocess(document)}
                      >
                        <RotateCcw aria-hidden="true" className="size-4" />
                      </button>
                    )}
                    <CollectionsButton
                      name={name}
                      className={ACTION}
                      onClick={() => onCollections(document)}
                    />
                    <a
                      href={document.file_url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={ACTION}
                      aria-label={t("view", { name })}
                      title={t("view", { name })}
                    >
                      <Eye aria-hidden="true" className="size-4" />
                    </a>
                    <button
                      type="button"
                      className={cn(ACTION, "hover:bg-red-50 hover:text-red-600")}
                      aria-label={t("delete", { name })}
                      title={t("delete", { name })}
                      onClick={() => onDelete(document)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Spec §2 footer: file count, total MB, pending and processed counts. */
export function DocumentsFooter({ documents }: { documents: DocumentRecord[] }) {
  const t = useTranslations("Training.documents.footer");
  const locale = useLocale();
  const totalBytes = documents.reduce((sum, document) => sum + (document.file_size_bytes || 0), 0);
  const statuses = documents.map((document) => displayStatus(document.status));
  const pending = statuses.filter((status) => status === "uploaded" || status === "processing").length;
  const processed = statuses.filter((status) => status === "processed").length;
  const total = formatFileSize(totalBytes, locale);

  return (
    <footer className="flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 px-4 py-3 text-xs text-slate-600 sm:px-5">
      <span>{t("files", { count: documents.length })}</span>
      <span>{t("total", { size: total })}</span>
      <span>{t("pending", { count: pending })}</span>
      <span>{t("processed", { count: processed })}</span>
    </footer>
  );
}
