"use client";

import { CircleAlert, CircleCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import type { InviteOutcome, InviteSummary as Summary } from "@/lib/validation/users";

/**
 * The one summary of a list invitation: how many were added, then who was added and who was not,
 * each with the server's reason in the user's language, in the order of the list.
 */
export function InviteSummary({ summary }: { summary: Summary }) {
  const t = useTranslations("UserManagement");
  const heading = useRef<HTMLParagraphElement>(null);
  // The dialog's content changed under the focus: read the outcome first.
  useEffect(() => heading.current?.focus(), []);
  const added = summary.results.filter((result) => result.added);
  const refused = summary.results.filter((result) => !result.added);
  const roleLabel = (role: string) => (role === "admin" ? t("roleAdmin") : t("roleMember"));

  return (
    <div className="space-y-5">
      <p ref={heading} tabIndex={-1} className="text-base font-medium text-slate-900 outline-none">
        {t("bulk.summary", { added: summary.added, total: summary.results.length })}
      </p>
      {added.length > 0 && (
        <OutcomeList
          title={t("bulk.addedTitle", { count: added.length })}
          outcomes={added}
          render={(outcome) => (
            <>
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              <span className="min-w-0">
                <span className="font-medium text-slate-900">{outcome.name}</span>{" "}
                <span className="wrap-anywhere text-slate-600">{outcome.email}</span>
                <span className="block text-xs text-slate-500">{roleLabel(outcome.role)}</span>
              </span>
            </>
          )}
        />
      )}
      {refused.length > 0 && (
        <OutcomeList
          title={t("bulk.notAddedTitle", { count: refused.length })}
          outcomes={refused}
          render={(outcome) => (
            <>
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
              <span className="min-w-0">
                <span className="font-medium wrap-anywhere text-slate-900">
                  {outcome.email || t("bulk.noEmail", { row: outcome.row })}
                </span>{" "}
                {outcome.name && <span className="text-slate-600">{outcome.name}</span>}
                <span className="block text-red-700">{!outcome.added && outcome.error}</span>
              </span>
            </>
          )}
        />
      )}
    </div>
  );
}

function OutcomeList({
  title,
  outcomes,
  render,
}: {
  title: string;
  outcomes: InviteOutcome[];
  render: (outcome: InviteOutcome) => React.ReactNode;
}) {
  return (
    <section>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
        {outcomes.map((outcome) => (
          <li key={outcome.row} className="flex gap-2 px-3 py-2 text-sm">
            {render(outcome)}
          </li>
        ))}
      </ul>
    </section>
  );
}
