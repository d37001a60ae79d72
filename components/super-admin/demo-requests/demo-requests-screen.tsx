"use client";

import { Inbox } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { PanelEmpty, PanelError, PanelSkeleton } from "@/components/training/panel-states";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { TimeZoneNote } from "@/components/ui/time-zone-note";
import { ApiError } from "@/lib/api/client";
import type { DemoRequestDto, SettableDemoRequestStatus } from "@/lib/validation/demo-requests";
import { ConvertDialog } from "./convert-dialog";
import { DemoRequestRow } from "./demo-request-row";
import { Pagination } from "./pagination";
import { useDemoRequests, useSetDemoRequestStatus, type StatusFilter } from "./use-demo-requests";

const FILTERS: StatusFilter[] = ["all", "pending", "contacted", "closed", "converted"];
const STATS = ["total", "pending", "contacted", "closed", "converted"] as const;

/**
 * The super-admin demo requests screen (spec §2): stat cards, filters, table, pages; and, beyond the
 * spec, a request turned into a customer in one step (issue 24 §4).
 */
export function DemoRequestsScreen() {
  const t = useTranslations("DemoRequests.screen");
  const [filter, setFilter] = useState<StatusFilter>("all");
  const [page, setPage] = useState(1);
  const list = useDemoRequests(filter, page);
  const setStatus = useSetDemoRequestStatus();
  const [converting, setConverting] = useState<DemoRequestDto | null>(null);
  const networkOr = (error: unknown, fallback: string) =>
    error instanceof ApiError && error.isNetworkError ? t("networkError") : fallback;

  function changeStatus(requestId: string, status: SettableDemoRequestStatus) {
    setStatus.mutate(
      { request_id: requestId, status },
      {
        onSuccess: () => toast.success(t("updated")),
        onError: (error) => toast.error(networkOr(error, t("updateError"))),
      },
    );
  }

  const data = list.data;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-8">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t("title")}</h1>
      <p className="mt-1 text-sm text-slate-600">{t("subtitle")}</p>
      <TimeZoneNote className="mt-2" />

      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {STATS.map((stat) => (
          <div key={stat} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-600">{t(`stats.${stat}`)}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900" data-stat={stat}>
              {data ? data.counts[stat] : "—"}
            </dd>
          </div>
        ))}
      </dl>

      <div role="group" aria-label={t("filters.label")} className="mt-6 flex flex-wrap gap-2">
        {FILTERS.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={option === filter ? "primary" : "secondary"}
            aria-pressed={option === filter}
            onClick={() => {
              setFilter(option);
              setPage(1);
            }}
          >
            {t(`filters.${option}`)}
          </Button>
        ))}
      </div>

      <div className="mt-4 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        {list.isPending ? (
          <PanelSkeleton label={t("title")} rows={5} />
        ) : list.isError ? (
          <PanelError message={networkOr(list.error, t("loadError"))} onRetry={() => void list.refetch()} />
        ) : data && data.demo_requests.length === 0 ? (
          <PanelEmpty icon={Inbox} title={filter === "all" ? t("empty") : t("emptyFiltered")} />
        ) : (
          data && (
            <>
              <div className="overflow-x-auto">
                <table className="w-full text-left max-md:block md:min-w-[720px]">
                  <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase max-md:sr-only">
                    <tr>
                      {(["contact", "company", "status", "date", "actions"] as const).map((column) => (
                        <th key={column} scope="col" className="px-4 py-3">
                          {t(`columns.${column}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-200 max-md:block">
                    {data.demo_requests.map((request) => (
                      <DemoRequestRow
                        key={request.request_id}
                        request={request}
                        busy={setStatus.isPending && setStatus.variables?.request_id === request.request_id}
                        onStatusChange={(status) => changeStatus(request.request_id, status)}
                        onConvert={() => setConverting(request)}
                      />
                    ))}
                  </tbody>
                </table>
              </div>
              <Pagination
                page={page}
                perPage={data.pagination.per_page}
                total={data.pagination.total_count}
                totalPages={data.pagination.total_pages}
                onPage={setPage}
              />
            </>
          )
        )}
      </div>
      {converting && <ConvertDialog request={converting} onClose={() => setConverting(null)} />}
    </div>
  );
}
