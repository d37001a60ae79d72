"use client";

import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";

export type FaqItem = { question: string; answer: string };

/**
 * The FAQ (spec §2): one answer open at a time. A disclosure list: each question is a button with
 * aria-expanded controlling its answer's region; opening one closes the other.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(0);
  const baseId = useId();
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map(({ question, answer }, index) => {
        const isOpen = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <li key={question}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-medium text-slate-900 hover:bg-slate-50"
              >
                {question}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 shrink-0 text-slate-500 transition-transform ${isOpen ? "rotate-180" : ""}`}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="px-5 pb-5 text-slate-600"
            >
              {answer}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
