"use client";

import { useFormatter, useTranslations } from "next-intl";
import type { AssistantActivity } from "@/lib/validation/analytics";

/**
 * The period split by assistant (issue 23 point 5): per organisation and assistant, interactions,
 * answered share and satisfaction. Scrolls sideways on a phone rather than squeezing five columns.
 */
export function AssistantActivityTable({ rows }: { rows: AssistantActivity[] }) {
  const t = useTranslations("Analytics.assistants");
  const format = useFormatter();
  const percent = (part: number, whole: number) =>
    whole ? format.number(part / whole, { style: "percent", maximumFractionDigits: 1 }) : t("notAvailable");

  if (rows.length === 0) return <p className="px-4 py-6 text-sm text-slate-600 sm:px-5">{t("empty")}</p>;
  return (
    <div className="overflow-x-auto" role="region" aria-label={t("title")} tabIndex={0}>
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{t("caption")}</caption>
        <thead className="text-xs text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium sm:px-5">
              {t("assistant")}
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              {t("organization")}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t("interactions")}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t("answered")}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium sm:px-5">
              {t("satisfaction")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 tabular-nums">
          {rows.map((row) => (
            <tr key={`${row.organization_id}:${row.assistant_id ?? ""}`}>
              <th scope="row" className="px-4 py-2 font-medium break-words text-slate-900 sm:px-5">
                {row.assistant_name ?? t("none")}
              </th>
              <td className="px-2 py-2 break-words text-slate-700">{row.organization_name}</td>
              <td className="px-2 py-2 text-right">{format.number(row.interactions)}</td>
              <td className="px-2 py-2 text-right">{percent(row.answered, row.interactions)}</td>
              <td className="px-4 py-2 text-right sm:px-5">
                {percent(row.positive, row.positive + row.negative)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
