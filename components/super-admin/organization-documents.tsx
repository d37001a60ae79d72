"use client";

import { ExternalLink } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useDateFormat } from "@/components/providers/time-zone-provider";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { formatFileSize } from "@/lib/validation/documents";
import type { OrganizationDocument } from "@/lib/validation/organizations";

type ShownStatus = "uploaded" | "processing" | "completed" | "failed";

/** Spec §4: "processed" reads "completed" here, and any status but the three known ones reads failed. */
function shownStatus(status: string): ShownStatus {
  if (status === "processed") return "completed";
  return status === "uploaded" || status === "processing" ? status : "failed";
}

const TONES: Record<ShownStatus, BadgeTone> = {
  uploaded: "neutral",
  processing: "brand",
  completed: "success",
  failed: "danger",
};

/** Spec §2 organisation detail, documents list: file, size, status, View link, uploaded date, notes. */
export function OrganizationDocuments({ documents }: { documents: OrganizationDocument[] }) {
  const t = useTranslations("OrganizationDetail.documents");
  const { format } = useDateFormat();
  const locale = useLocale();

  if (documents.length === 0) return <p className="px-4 py-6 text-sm text-slate-600 sm:px-5">{t("empty")}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {documents.map((document) => {
        const status = shownStatus(document.status);
        return (
          <li key={document.document_id} className="px-4 py-3 sm:px-5">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="min-w-0 font-medium break-all text-slate-900">{document.filename}</span>
              <Badge tone={TONES[status]} data-status={status}>
                {t(`status.${status}`)}
              </Badge>
              <a
                href={document.file_url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-sm font-medium text-brand-hover hover:underline"
              >
                {t("view")}
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">{t("viewOf", { filename: document.filename })}</span>
              </a>
            </div>
            <p className="mt-1 text-xs text-slate-600">
              {formatFileSize(document.file_size_bytes, locale)} ·{" "}
              {t("uploaded", {
                date: format(document.created_at, "date"),
              })}
            </p>
            {document.notes && <p className="mt-1 text-sm text-slate-700">{document.notes}</p>}
          </li>
        );
      })}
    </ul>
  );
}
