"use client";

import { Check } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { ChatAssistantDto } from "@/lib/validation/assistants";
import { cn } from "@/lib/ui/cn";
import { AssistantAvatar } from "./assistant-avatar";

/**
 * The list of assistants to chat with (issue 23 point 4), a listbox: a bottom sheet under one thumb
 * on a phone, a menu under the header from 640 px. Arrows, Home and End move, Enter or Space picks,
 * Escape and Tab close; every option is at least 44 px tall.
 */
export function AssistantPicker({
  id,
  assistants,
  currentId,
  fallbackImageUrl,
  onChoose,
  onClose,
}: {
  id: string;
  assistants: readonly ChatAssistantDto[];
  currentId: string | null;
  fallbackImageUrl: string | null;
  onChoose: (id: string) => void;
  onClose: () => void;
}) {
  const t = useTranslations("Chat");
  const optionPrefix = useId();
  const list = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      assistants.findIndex((assistant) => assistant.id === currentId),
    ),
  );
  useEffect(() => list.current?.focus(), []);
  useEffect(() => {
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: "nearest" });
  }, [active]);

  function onKeyDown(event: KeyboardEvent) {
    const last = assistants.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, active + 1),
      ArrowUp: Math.max(0, active - 1),
      Home: 0,
      End: last,
    };
    if (event.key in moves) setActive(moves[event.key]);
    else if (event.key === "Enter" || event.key === " ") onChoose(assistants[active].id);
    else if (event.key === "Escape") onClose();
    else if (event.key === "Tab") return onClose();
    else return;
    event.preventDefault();
  }

  return (
    <>
      <div
        aria-hidden="true"
        onClick={onClose}
        className="fixed inset-0 z-40 bg-slate-900/30 sm:bg-transparent"
      />
      <div
        className={cn(
          "fixed inset-x-0 bottom-0 z-50 max-h-[75dvh] overflow-y-auto rounded-t-2xl bg-white p-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-xl",
          "sm:absolute sm:inset-x-auto sm:top-full sm:bottom-auto sm:left-4 sm:mt-1 sm:w-80 sm:rounded-xl sm:ring-1 sm:ring-slate-200",
        )}
      >
        <div aria-hidden="true" className="mx-auto mt-1 mb-2 h-1 w-10 rounded-full bg-slate-300 sm:hidden" />
        <p
          id={`${id}-label`}
          className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase"
        >
          {t("assistantPickerLabel")}
        </p>
        <ul
          ref={list}
          id={id}
          role="listbox"
          tabIndex={0}
          aria-labelledby={`${id}-label`}
          aria-activedescendant={`${optionPrefix}-${active}`}
          onKeyDown={onKeyDown}
          className="space-y-0.5 focus:outline-none"
        >
          {assistants.map((assistant, index) => {
            const selected = assistant.id === currentId;
            return (
              <li
                key={assistant.id}
                id={`${optionPrefix}-${index}`}
                data-index={index}
                role="option"
                aria-selected={selected}
                onClick={() => onChoose(assistant.id)}
                onMouseMove={() => setActive(index)}
                className={cn(
                  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2",
                  index === active && "bg-slate-100 ring-2 ring-brand-ring ring-inset",
                  selected && "font-medium",
                )}
              >
                <AssistantAvatar
                  imageUrl={assistant.profile_image_url ?? fallbackImageUrl}
                  className="size-8 rounded-lg [&_svg]:size-5"
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm text-slate-900">{assistant.name}</span>
                  {assistant.description && (
                    <span className="block truncate text-xs font-normal text-slate-500">
                      {assistant.description}
                    </span>
                  )}
                </span>
                {selected && <Check aria-hidden="true" className="size-4 shrink-0 text-brand-hover" />}
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
