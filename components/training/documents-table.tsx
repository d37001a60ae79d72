"use client";

import { Eye, FileText, ImageIcon, Play, Sheet, Trash2, Video, type LucideIcon } from "lucide-react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { cn } from "@/lib/ui/cn";
import { formatFileSize, type DocumentCategory } from "@/lib/validation/documents";
import { displayStatus, DocumentStatusBadge } from "./document-status-badge";
import type { DocumentRecord } from "./use-documents";

const BYTES_PER_MB = 1024 * 1024;

const CATEGORY_ICONS: Record<DocumentCategory, LucideIcon> = {
  document: FileText,
  image: ImageIcon,
  video: Video,
  spreadsheet: Sheet,
};

const ACTION =
  "flex size-8 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900";

/** The API rounds sizes to 0.01 MB; a stored file is never empty, so it never reads "0 KB". */
function bytesOf(document: DocumentRecord): number {
  return Math.max(1, Math.round(document.file_size_mb * BYTES_PER_MB));
}

/**
 * Spec §4: only an uploaded PDF can be sent to processing by the user (the other formats read are
 * processed as they are uploaded).
 */
export function canProcess(document: DocumentRecord): boolean {
  return displayStatus(document.status) === "uploaded" && document.file_type.toLowerCase() === "pdf";
}

/**
 * Spec §2 documents table. On narrow screens it scrolls sideways with the file column pinned, so the
 * name stays visible next to whatever column is in view.
 */
export function DocumentsTable({
  documents,
  processingId,
  onProcess,
  onDelete,
}: {
  documents: DocumentRecord[];
  processingId: string | null;
  onProcess: (document: DocumentRecord) => void;
  onDelete: (document: DocumentRecord) => void;
}) {
  const t = useTranslations("Training.documents");
  const format = useFormatter();
  const locale = useLocale();
  // Status comes right after the name and the actions stay pinned right: both visible without scrolling.
  const headers = ["file", "status", "description", "size", "type", "date", "actions"] as const;

  return (
    <div
      role="region"
      aria-label={t("tableLabel")}
      tabIndex={0}
      className="overflow-x-auto focus-visible:ring-inset"
    >
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="bg-slate-50 text-xs font-medium text-slate-500">
          <tr>
            {headers.map((key, index) => (
              <th
                key={key}
                scope="col"
                className={cn(
                  "px-3 py-2 font-medium whitespace-nowrap",
                  index === 0 && "sticky left-0 z-10 bg-slate-50 pl-4 sm:pl-5",
                  key === "actions" && "sticky right-0 z-10 bg-slate-50 text-right",
                )}
              >
                {t(`columns.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {documents.map((document) => {
            const Icon = CATEGORY_ICONS[document.file_category] ?? FileText;
            const name = document.filename;
            return (
              <tr key={document.document_id} className="group hover:bg-slate-50/70">
                <th
                  scope="row"
                  className="sticky left-0 z-10 max-w-[12rem] bg-white px-3 py-2.5 pl-4 font-normal group-hover:bg-slate-50 sm:pl-5"
                >
                  <div className="flex items-center gap-2.5">
                    <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand-hover">
                      <Icon aria-hidden="true" className="size-4" />
                    </span>
                    <div className="min-w-0">
                      <p className="truncate font-medium text-slate-900" title={name}>
                        {name}
                      </p>
                      <p className="text-xs text-slate-500">{t(`categories.${document.file_category}`)}</p>
                    </div>
                  </div>
                </th>
                <td className="max-w-[16rem] px-3 py-2.5">
                  <DocumentStatusBadge
                    status={document.status}
                    updatingIndex={document.updating_index}
                    progress={document.progress}
                    storedOnly={document.file_category === "video"}
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
                </td>
                <td className="max-w-[12rem] px-3 py-2.5 text-slate-600">
                  <p className="truncate" title={document.description}>
                    {document.description}
                  </p>
                </td>
                <td className="px-3 py-2.5 whitespace-nowrap text-slate-600 tabular-nums">
                  {formatFileSize(bytesOf(document), locale)}
                </td>
                <td className="px-3 py-2.5 text-xs font-medium text-slate-600 uppercase">
                  {document.file_type}
                </td>
                <td className="px-3 py-2.5 whitespace-nowrap text-slate-600">
                  {format.dateTime(new Date(document.created_at), { dateStyle: "short", timeStyle: "short" })}
                </td>
                <td className="sticky right-0 z-10 bg-white px-2 py-2.5 pr-4 group-hover:bg-slate-50 sm:pr-5">
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
  const format = useFormatter();
  const totalMb = documents.reduce((sum, document) => sum + (document.file_size_mb || 0), 0);
  const statuses = documents.map((document) => displayStatus(document.status));
  const pending = statuses.filter((status) => status === "uploaded" || status === "processing").length;
  const processed = statuses.filter((status) => status === "processed").length;
  const total = format.number(totalMb, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  return (
    <footer className="flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 px-4 py-3 text-xs text-slate-600 sm:px-5">
      <span>{t("files", { count: documents.length })}</span>
      <span>{t("total", { size: total })}</span>
      <span>{t("pending", { count: pending })}</span>
      <span>{t("processed", { count: processed })}</span>
    </footer>
  );
}
