"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { INPUT_FRAME, INPUT_TEXT_SIZE } from "@/components/ui/control-styles";
import { cn } from "@/lib/ui/cn";
import { useReportAssistants } from "./use-interaction-report";

/**
 * The interactions of one assistant or of all (issue 23 point 5). Shown only when the organisation
 * has more than one assistant: with one, every interaction is its.
 */
export function AssistantFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (assistantId: string | null) => void;
}) {
  const t = useTranslations("Reports");
  const id = useId();
  const { data: assistants } = useReportAssistants();
  if (!assistants || assistants.length < 2) return null;
  return (
    <div className="flex w-full flex-col gap-1 sm:w-auto">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {t("filterAssistant")}
      </label>
      <select
        id={id}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value || null)}
        className={cn(INPUT_FRAME, INPUT_TEXT_SIZE, "sm:w-56")}
      >
        <option value="">{t("filterAllAssistants")}</option>
        {assistants.map((assistant) => (
          <option key={assistant.id} value={assistant.id}>
            {assistant.name}
          </option>
        ))}
      </select>
    </div>
  );
}
