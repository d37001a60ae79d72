"use client";

import { BookPlus, ChevronDown, Minus, ThumbsDown, ThumbsUp } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import type { ReportedInteraction } from "@/lib/reports/types";
import { cn } from "@/lib/ui/cn";
import { REPORT_RESPONSE_PREVIEW_CHARS } from "@/lib/validation/reports";

/** Spec §9: text previews in the report are 100 characters; the response column is cut at 150. */
const QUESTION_PREVIEW_CHARS = 100;

const preview = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

function RatingIcon({ rating }: { rating: ReportedInteraction["user_rating"] }) {
  const t = useTranslations("Reports");
  if (rating === "positive")
    return <ThumbsUp role="img" aria-label={t("ratingPositive")} className="size-4 text-emerald-600" />;
  if (rating === "negative")
    return <ThumbsDown role="img" aria-label={t("ratingNegative")} className="size-4 text-red-600" />;
  return <Minus role="img" aria-label={t("ratingNone")} className="size-4 text-slate-400" />;
}

/** One interaction: previews until expanded; an open knowledge gap offers to create a block. */
export function InteractionRow({
  interaction,
  onCreateBlock,
}: {
  interaction: ReportedInteraction;
  onCreateBlock: (interaction: ReportedInteraction) => void;
}) {
  const t = useTranslations("Reports");
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const isGap = !interaction.answered || interaction.user_rating === "negative";
  const question = expanded
    ? interaction.user_question
    : preview(interaction.user_question, QUESTION_PREVIEW_CHARS);
  const response = expanded
    ? interaction.bot_response
    : preview(interaction.bot_response, REPORT_RESPONSE_PREVIEW_CHARS);

  return (
    <tr data-interaction={interaction.interaction_id} className="align-top max-md:block max-md:py-3">
      <td className="px-4 py-3 whitespace-nowrap text-slate-600 tabular-nums max-md:block max-md:py-1">
        <LocalTime value={interaction.timestamp} style="shortDateTime" />
      </td>
      {/* Which assistant was asked: a knowledge gap is one assistant's (issue 23 point 5). */}
      <td className="px-4 py-3 text-slate-700 max-md:block max-md:py-1 max-md:text-xs max-md:font-medium">
        {interaction.assistant_name ?? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t("noAssistant")}</span>
          </>
        )}
      </td>
      <td className="px-4 py-3 text-slate-900 max-md:block max-md:py-1">
        <p className={cn(expanded && "whitespace-pre-wrap")}>{question}</p>
        <div className="mt-1 flex flex-wrap gap-1">
          {!interaction.answered && <Badge tone="danger">{t("declined")}</Badge>}
          {interaction.gap_addressed && <Badge tone="success">{t("addressed")}</Badge>}
        </div>
      </td>
      <td
        id={detailsId}
        className={cn("px-4 py-3 text-slate-700 max-md:block max-md:py-1", expanded && "whitespace-pre-wrap")}
      >
        {response}
      </td>
      <td className="px-4 py-3 max-md:block max-md:py-1">
        <RatingIcon rating={interaction.user_rating} />
      </td>
      <td className="px-4 py-3 max-md:block max-md:py-1">
        <div className="flex flex-col items-end gap-1 max-md:flex-row max-md:flex-wrap max-md:items-start">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((open) => !open)}
          >
            <ChevronDown
              aria-hidden="true"
              className={cn("size-4 transition-transform", expanded && "rotate-180")}
            />
            {expanded ? t("collapse") : t("expand")}
          </Button>
          {isGap && !interaction.gap_addressed && (
            <Button variant="secondary" size="sm" onClick={() => onCreateBlock(interaction)}>
              <BookPlus aria-hidden="true" className="size-4" />
              {t("createBlock")}
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
