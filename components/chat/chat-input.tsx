"use client";

import { SendHorizontal } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent, type KeyboardEvent, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { CHAT_MESSAGE_MAX } from "@/lib/validation/chat";

/** The character counter shows from this share of the limit on. */
const COUNTER_FROM = 0.9;

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

  const tooLong = text.length > CHAT_MESSAGE_MAX;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    // An over-long message is still sent, so the server's message says what is wrong; the text
    // stays in the box to be shortened instead of being lost.
    if (canSend && onSend(text) && !tooLong) setText("");
    inputRef.current?.focus({ preventScroll: true });
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
        aria-describedby={`${hintId} ${hintId}-count`}
        aria-invalid={tooLong || undefined}
        className="max-h-48 min-h-[80px] flex-1 resize-none bg-transparent px-2 py-1.5 text-base text-slate-900 placeholder:text-slate-400 focus-visible:ring-0 focus-visible:ring-offset-0 focus-visible:outline-none sm:text-sm"
      />
      <span id={hintId} className="sr-only">
        {t("inputHint")}
      </span>
      {text.length >= CHAT_MESSAGE_MAX * COUNTER_FROM && (
        <span
          id={`${hintId}-count`}
          aria-live="polite"
          className={`self-end px-1 pb-2 text-xs tabular-nums ${tooLong ? "font-semibold text-red-700" : "text-slate-500"}`}
        >
          {t("characterCount", { count: text.length, max: CHAT_MESSAGE_MAX })}
        </span>
      )}
      <Button type="submit" size="icon" disabled={!canSend} aria-label={t("send")} className="rounded-xl">
        <SendHorizontal aria-hidden="true" className="size-5" />
      </Button>
    </form>
  );
}
