"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import Link from "next/link";
import { useState, type ReactNode } from "react";
import { useDateFormat } from "@/components/providers/time-zone-provider";
import { TimeZoneNote } from "@/components/ui/time-zone-note";
import { PanelError, PanelSkeleton } from "@/components/training/panel-states";
import { Card } from "@/components/ui/card";
import { apiRequest } from "@/lib/api/client";
import { ANALYTICS_RANGES, type AnalyticsRange, type AnalyticsReport } from "@/lib/validation/analytics";
import { cn } from "@/lib/ui/cn";
import { AnalyticsChart } from "./analytics-chart";
import { AssistantActivityTable } from "./assistant-activity-table";
import { organizationHref } from "./organizations-table";
import { useSuperAdminErrorText } from "./use-super-admin-error";

/** Service-wide analytics: figures for a period, interactions per day by rating, busiest organisations. */
export function AnalyticsScreen() {
  const t = useTranslations("Analytics");
  const errorText = useSuperAdminErrorText();
  const [range, setRange] = useState<AnalyticsRange>("30d");
  const report = useQuery({
    queryKey: ["analytics", range],
    queryFn: async () =>
      (await apiRequest<{ report: AnalyticsReport }>(`/api/analytics?range=${range}`)).report,
    placeholderData: keepPreviousData,
  });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t("title")}</h1>
          <p className="mt-1 text-sm text-slate-600">{t("subtitle")}</p>
          <TimeZoneNote className="mt-2" />
        </div>
        <div
          role="group"
          aria-label={t("rangeLabel")}
          className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5"
        >
          {ANALYTICS_RANGES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={range === option}
              onClick={() => setRange(option)}
              className={cn(
                "h-9 rounded-md px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-brand-ring focus-visible:outline-none",
                range === option ? "bg-brand text-brand-foreground" : "text-slate-700 hover:bg-slate-100",
              )}
            >
              {t(`ranges.${option}`)}
            </button>
          ))}
        </div>
      </header>
      <div className="mt-6" aria-busy={report.isFetching}>
        {report.isPending ? (
          <Card>
            <PanelSkeleton label={t("loading")} rows={4} />
          </Card>
        ) : report.isError ? (
          <Card>
            <PanelError
              message={errorText(report.error, { fallback: t("loadFailed"), network: t("loadNetwork") })}
              onRetry={() => report.refetch()}
            />
          </Card>
        ) : (
          <ReportView report={report.data} />
        )}
      </div>
    </div>
  );
}

function ReportView({ report }: { report: AnalyticsReport }) {
  const t = useTranslations("Analytics");
  const format = useFormatter();
  const number = (value: number) => format.number(value);
  const percent = (value: number | null) =>
    value === null ? t("notAvailable") : format.number(value, { style: "percent", maximumFractionDigits: 1 });

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={t("figures.organizations")} value={number(report.organizations)} />
        <Stat label={t("figures.activeUsers")} value={number(report.active_users)} />
        <Stat label={t("figures.interactions")} value={number(report.interactions)} />
        <Stat
          label={t("figures.answeredRate")}
          value={percent(report.answered_rate)}
          detail={t("figures.answeredDetail", { answered: report.answered, total: report.interactions })}
        />
        <Stat
          label={t("figures.satisfaction")}
          value={percent(report.satisfaction)}
          detail={t("figures.satisfactionDetail", {
            positive: report.positive,
            rated: report.positive + report.negative,
          })}
        />
        <Stat label={t("figures.documentsProcessed")} value={number(report.documents_processed)} />
        <Stat
          label={t("figures.demoRequests")}
          value={number(Object.values(report.demo_requests).reduce((sum, count) => sum + count, 0))}
          detail={t("figures.demoDetail", report.demo_requests)}
          className="col-span-2"
        />
      </dl>

      <Section title={t("chart.title")}>
        <figure className="px-2 py-4 sm:px-4">
          <figcaption className="sr-only">{t("chart.caption")}</figcaption>
          {report.interactions === 0 && (
            <p className="px-2 pb-2 text-sm text-slate-600">{t("chart.empty")}</p>
          )}
          <AnalyticsChart daily={report.daily} />
          <details className="mt-3 px-2 text-sm">
            <summary className="cursor-pointer font-medium text-slate-700">{t("chart.showTable")}</summary>
            <DailyTable report={report} />
          </details>
        </figure>
      </Section>

      <Section title={t("top.title")}>
        {report.top_organizations.length === 0 ? (
          <p className="px-4 py-6 text-sm text-slate-600 sm:px-5">{t("top.empty")}</p>
        ) : (
          <ol className="divide-y divide-slate-100">
            {report.top_organizations.map((organization, index) => (
              <li key={organization.id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
                <span className="w-6 text-right text-sm font-semibold text-slate-500">{index + 1}</span>
                <Link
                  href={organizationHref(organization.id)}
                  className="min-w-0 flex-1 font-medium break-words text-slate-900 hover:underline"
                >
                  {organization.name}
                </Link>
                <span className="text-right text-sm text-slate-600">
                  {t("top.activity", {
                    interactions: organization.interactions,
                    users: organization.active_users,
                  })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section title={t("assistants.title")}>
        <AssistantActivityTable rows={report.assistants} />
      </Section>
    </div>
  );
}

/** The chart's numbers as a table: its text alternative (and a way to read exact values). */
function DailyTable({ report }: { report: AnalyticsReport }) {
  const t = useTranslations("Analytics.chart");
  const { calendarDay } = useDateFormat();
  return (
    <div className="mt-2 max-h-80 overflow-y-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("caption")}</caption>
        <thead className="sticky top-0 bg-white text-xs text-slate-500">
          <tr>
            <th scope="col" className="py-1 pr-2 font-medium">
              {t("day")}
            </th>
            <th scope="col" className="px-2 py-1 text-right font-medium">
              {t("positive")}
            </th>
            <th scope="col" className="px-2 py-1 text-right font-medium">
              {t("negative")}
            </th>
            <th scope="col" className="py-1 pl-2 text-right font-medium">
              {t("unrated")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 tabular-nums">
          {report.daily.map((day) => (
            <tr key={day.date}>
              <th scope="row" className="py-1 pr-2 font-normal text-slate-700">
                {calendarDay(day.date, "date")}
              </th>
              <td className="px-2 py-1 text-right">{day.positive}</td>
              <td className="px-2 py-1 text-right">{day.negative}</td>
              <td className="py-1 pl-2 text-right">{day.unrated}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Stat({
  label,
  value,
  detail,
  className,
}: {
  label: string;
  value: string;
  detail?: string;
  className?: string;
}) {
  return (
    <Card className={cn("p-4", className)}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
      {detail && <dd className="mt-0.5 text-xs text-slate-600">{detail}</dd>}
    </Card>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="overflow-hidden">
      <h2 className="border-b border-slate-100 px-4 py-3 text-base font-semibold text-slate-900 sm:px-5">
        {title}
      </h2>
      {children}
    </Card>
  );
}
