"use client";

import { Inbox, ListChecks } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { TimeZoneNote } from "@/components/ui/time-zone-note";
import { toast } from "@/components/ui/toast";
import { TrainingPanel } from "@/components/training/panel";
import { PanelEmpty, PanelError, PanelSkeleton } from "@/components/training/panel-states";
import { KnowledgeBlockModal } from "@/components/training/knowledge-block-modal";
import type { ReportedInteraction } from "@/lib/reports/types";
import { REPORT_PAGE_SIZE, type ReportFilter } from "@/lib/validation/reports";
import { ExportCsvButton } from "./export-csv-button";
import { InteractionsTable } from "./interactions-table";
import { ReportCounters } from "./report-counters";
import { ReportFilters } from "./report-filters";
import { ReportPagination } from "./report-pagination";
import { AssistantFilter } from "./assistant-filter";
import { useInteractionReport, useMarkGapAddressed } from "./use-interaction-report";

const EMPTY_KEYS = { all: "empty", unanswered: "emptyUnanswered", negative: "emptyNegative" } as const;

/** Spec §2 reports screen, with the knowledge-gap filters and "create a block from this question". */
export function ReportsScreen() {
  const t = useTranslations("Reports");
  const [filter, setFilter] = useState<ReportFilter>("all");
  const [assistantId, setAssistantId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [gap, setGap] = useState<ReportedInteraction | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const report = useInteractionReport(page, filter, assistantId);
  const markAddressed = useMarkGapAddressed();

  const choose = (next: ReportFilter) => {
    setFilter(next);
    setPage(1);
  };
  const data = report.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / REPORT_PAGE_SIZE)) : 1;

  return (
    <div className="space-y-6">
      {data && <ReportCounters counts={data.counts} />}
      <TrainingPanel
        id="report-interactions"
        title={t("recent")}
        icon={ListChecks}
        action={data && data.counts.total > 0 ? <ExportCsvButton onError={setExportError} /> : undefined}
      >
        <div className="space-y-4 p-4 sm:p-5">
          {exportError && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {exportError}
            </p>
          )}
          <div className="flex flex-wrap items-end justify-between gap-3">
            <ReportFilters value={filter} gaps={data?.gaps} onChange={choose} />
            <AssistantFilter
              value={assistantId}
              onChange={(id) => {
                setAssistantId(id);
                setPage(1);
              }}
            />
          </div>
          <TimeZoneNote />
          {report.isError ? (
            <PanelError message={t("loadError")} onRetry={() => void report.refetch()} />
          ) : !data ? (
            <PanelSkeleton label={t("loading")} rows={5} />
          ) : data.interactions.length === 0 ? (
            <PanelEmpty icon={Inbox} title={t(EMPTY_KEYS[filter])} />
          ) : (
            <>
              <InteractionsTable interactions={data.interactions} onCreateBlock={setGap} />
              <ReportPagination page={page} pages={pages} onPage={setPage} />
            </>
          )}
        </div>
      </TrainingPanel>
      {gap && (
        <KnowledgeBlockModal
          block={null}
          initialTitle={gap.user_question}
          onCreated={() =>
            markAddressed.mutate(gap.interaction_id, { onSuccess: () => toast.success(t("gapClosed")) })
          }
          onClose={() => setGap(null)}
        />
      )}
    </div>
  );
}
