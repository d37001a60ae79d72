"use client";

import { useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { useDateFormat } from "@/components/providers/time-zone-provider";
import type { DailyInteractions } from "@/lib/validation/analytics";

const SERIES = [
  { key: "positive", color: "#059669" },
  { key: "negative", color: "#dc2626" },
  { key: "unrated", color: "#94a3b8" },
] as const;

/**
 * Interactions per day, stacked by rating. The picture is decorative for screen readers: the same
 * numbers are in the table below it (AnalyticsScreen), which is the chart's text alternative.
 */
export function AnalyticsChart({ daily }: { daily: DailyInteractions[] }) {
  const t = useTranslations("Analytics.chart");
  const { calendarDay } = useDateFormat();
  // Days the server already counted on the platform's clock: printed as they are, never shifted.
  const dayLabel = (date: string) => calendarDay(date, "dayMonth");

  return (
    <div aria-hidden="true" className="h-72 w-full">
      <BarChart
        responsive
        style={{ width: "100%", height: "100%" }}
        data={daily}
        margin={{ left: -16, right: 8 }}
      >
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="date" tickFormatter={dayLabel} tick={{ fontSize: 12 }} minTickGap={16} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
        <Tooltip labelFormatter={(label) => dayLabel(String(label))} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {SERIES.map((series) => (
          <Bar
            key={series.key}
            dataKey={series.key}
            name={t(series.key)}
            stackId="rating"
            fill={series.color}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </div>
  );
}
