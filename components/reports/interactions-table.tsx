import { useTranslations } from "next-intl";
import type { ReportedInteraction } from "@/lib/reports/types";
import { InteractionRow } from "./interaction-row";

/**
 * Spec §2: date, the assistant asked (issue 23), question, response, rating and the expand action, newest first. On a phone the
 * rows stack as cards (below md), so no control sits beyond a horizontal scroll.
 */
export function InteractionsTable({
  interactions,
  onCreateBlock,
}: {
  interactions: ReportedInteraction[];
  onCreateBlock: (interaction: ReportedInteraction) => void;
}) {
  const t = useTranslations("Reports");
  return (
    <div className="overflow-x-auto" role="region" aria-label={t("recent")} tabIndex={0}>
      <table className="w-full text-left text-sm max-md:block md:min-w-[44rem]">
        <thead className="text-xs text-slate-500 uppercase max-md:sr-only">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              {t("columnDate")}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {t("columnAssistant")}
            </th>
            <th scope="col" className="w-1/3 px-4 py-2 font-medium">
              {t("columnQuestion")}
            </th>
            <th scope="col" className="w-1/3 px-4 py-2 font-medium">
              {t("columnResponse")}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {t("columnRating")}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {t("columnActions")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-md:block">
          {interactions.map((interaction) => (
            <InteractionRow
              key={interaction.interaction_id}
              interaction={interaction}
              onCreateBlock={onCreateBlock}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
