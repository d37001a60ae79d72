"use client";

import { SendHorizontal } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent, type KeyboardEvent, type RefObject } from "react";
import { Button } from "@/components/ui/button";

/**
 * The message box (spec §2, §5): 3 rows, at least 80 px; Enter sends, Shift+Enter adds a line, and
 * Enter that confirms an IME composition (Japanese, accents on some keyboards) never sends. Blank
 * text or a pending reply sends nothing.
 */
export function ChatInput({
  pending,
  onSend,
  inputRef,
}: {
  pending: boolean;
  /** False when nothing was sent, so the text stays. */
  onSend: (text: string) => boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const t = useTranslations("Chat");
  const [text, setText] = useState("");
  const hintId = useId();
  const canSend = !pending && text.trim() !== "";

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (canSend && onSend(text)) setText("");
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing || event.keyCode === 229)
      return;
    event.preventDefault();
    submit();
  }

  return (
    <form
      onSubmit={submit}
      className="flex items-end gap-2 rounded-2xl border border-slate-300 bg-white p-2 shadow-sm focus-within:border-brand focus-within:ring-2 focus-within:ring-brand-ring"
    >
      <label htmlFor={`${hintId}-input`} className="sr-only">
        {t("inputLabel")}
      </label>
      <textarea
        ref={inputRef}
        id={`${hintId}-input`}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t("inputPlaceholder")}
        aria-describedby={hintId}
        className="max-h-48 min-h-[80px] flex-1 resize-none bg-transparent px-2 py-1.5 text-base text-slate-900 placeholder:text-slate-400 focus-visible:ring-0 focus-visible:ring-offset-0 focus-visible:outline-none sm:text-sm"
      />
      <span id={hintId} className="sr-only">
        {t("inputHint")}
      </span>
      <Button type="submit" size="icon" disabled={!canSend} aria-label={t("send")} className="rounded-xl">
        <SendHorizontal aria-hidden="true" className="size-5" />
      </Button>
    </form>
  );
}
