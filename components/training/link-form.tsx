"use client";

import type { Editor } from "@tiptap/react";
import { useTranslations } from "next-intl";
import { useId, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { isAllowedLink, normalizeLink } from "@/components/ui/rich-text";

/** Adds, changes or removes the link at the selection; without a selection the address becomes the text. */
export function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const t = useTranslations("Training.editor");
  const inputId = useId();
  const errorId = useId();
  const current = (editor.getAttributes("link").href as string | undefined) ?? "";
  const [value, setValue] = useState(current);
  const [invalid, setInvalid] = useState(false);

  function apply() {
    const href = normalizeLink(value);
    if (!isAllowedLink(href)) {
      setInvalid(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain
        .insertContent({ type: "text", text: value.trim(), marks: [{ type: "link", attrs: { href } }] })
        .run();
    } else {
      chain.setLink({ href }).run();
    }
    onDone();
  }

  function remove() {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onDone();
  }

  // Not a <form>: it sits inside the block's form. Enter applies; Escape closes this box only.
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Enter") {
      event.preventDefault();
      if (value.trim()) apply();
    } else if (event.key === "Escape") {
      event.stopPropagation();
      editor.commands.focus();
      onDone();
    }
  }

  return (
    <div
      role="group"
      aria-label={t("link")}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-start gap-2 border-t border-slate-200 p-2"
    >
      <label htmlFor={inputId} className="sr-only">
        {t("linkUrl")}
      </label>
      <div className="min-w-48 flex-1">
        <Input
          id={inputId}
          type="text"
          inputMode="url"
          autoFocus
          value={value}
          placeholder={t("linkPlaceholder")}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
          className="h-9"
        />
        {invalid && (
          <p id={errorId} role="alert" className="mt-1 text-xs text-red-600">
            {t("linkInvalid")}
          </p>
        )}
      </div>
      <Button size="sm" className="h-9" disabled={!value.trim()} onClick={apply}>
        {t("linkApply")}
      </Button>
      {current && (
        <Button variant="ghost" size="sm" className="h-9" onClick={remove}>
          {t("linkRemove")}
        </Button>
      )}
    </div>
  );
}
