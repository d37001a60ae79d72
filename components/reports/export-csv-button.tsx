"use client";

import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useTimeZone } from "@/components/providers/time-zone-provider";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { csvFileName, interactionsCsv } from "@/lib/reports/interactions-csv";
import { fetchAllInteractions } from "./use-interaction-report";

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * Spec §2, §9: every interaction as a CSV named with today's date; disabled while exporting. Dates
 * and the file's day are on the organisation's clock (issue 24 point 8).
 */
export function ExportCsvButton({ onError }: { onError: (message: string) => void }) {
  const t = useTranslations("Reports");
  const timeZone = useTimeZone();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const csv = interactionsCsv(
        await fetchAllInteractions(),
        {
          date: (zone) => t("csvDate", { zone }),
          columns: {
            question: t("csvQuestion"),
            response: t("csvResponse"),
            rating: t("csvRating"),
            userName: t("csvUser"),
            userEmail: t("csvUserEmail"),
            assistant: t("csvAssistant"),
          },
          ratings: { positive: t("csvPositive"), negative: t("csvNegative"), unrated: t("csvUnrated") },
          deletedUser: t("csvDeletedUser"),
        },
        timeZone,
      );
      download(csv, csvFileName(t("csvFileBase"), new Date(), timeZone));
    } catch {
      onError(t("exportError"));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button variant="secondary" disabled={exporting} onClick={() => void exportCsv()}>
      {exporting ? <Spinner /> : <Download aria-hidden="true" className="size-4" />}
      {exporting ? t("exporting") : t("exportCsv")}
    </Button>
  );
}
