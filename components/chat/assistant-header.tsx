"use client";

import { ChevronDown } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import type { ChatAssistantDto } from "@/lib/validation/assistants";
import { AssistantAvatar } from "./assistant-avatar";
import { AssistantPicker } from "./assistant-picker";

/**
 * The chat's header (issue 23 point 4): the current assistant's face and name. With more than one
 * usable assistant the whole bar (44 px or more) opens the picker; with one it only names it.
 */
export function AssistantHeader({
  assistants,
  current,
  fallbackImageUrl,
  onChoose,
}: {
  assistants: readonly ChatAssistantDto[];
  current: ChatAssistantDto;
  fallbackImageUrl: string | null;
  onChoose: (id: string) => void;
}) {
  const t = useTranslations("Chat");
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const face = (
    <AssistantAvatar
      imageUrl={current.profile_image_url ?? fallbackImageUrl}
      className="size-8 rounded-lg [&_svg]:size-5"
    />
  );
  const name = (
    <span className="min-w-0 flex-1 text-start">
      <span className="block truncate text-sm font-semibold text-slate-900">{current.name}</span>
      {current.description && (
        <span className="block truncate text-xs text-slate-500">{current.description}</span>
      )}
    </span>
  );

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <div data-testid="assistant-header" className="border-b border-slate-200 bg-white/95">
      <div className="relative mx-auto flex w-full max-w-3xl items-center px-2 py-1 sm:px-4">
        {assistants.length > 1 ? (
          <button
            ref={trigger}
            type="button"
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-label={t("assistantPickerButton", { name: current.name })}
            onClick={() => setOpen((value) => !value)}
            className="flex min-h-11 w-full items-center gap-3 rounded-lg px-2 py-1 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-ring focus-visible:outline-none sm:w-auto sm:max-w-md"
          >
            {face}
            {name}
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          </button>
        ) : (
          <p className="flex min-h-11 items-center gap-3 px-2 py-1">
            {face}
            {name}
          </p>
        )}
        {open && (
          <AssistantPicker
            id={listId}
            assistants={assistants}
            currentId={current.id}
            fallbackImageUrl={fallbackImageUrl}
            onChoose={(id) => {
              close();
              if (id !== current.id) onChoose(id);
            }}
            onClose={close}
          />
        )}
      </div>
    </div>
  );
}
