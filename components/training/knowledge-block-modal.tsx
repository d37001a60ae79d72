"use client";

import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/ui/cn";
import {
  counterState,
  KB_CONTENT_MAX,
  KB_TITLE_MAX,
  plainTextLength,
  ZKnowledgeBlockInput,
} from "@/lib/validation/knowledge";
import { CharacterCounter } from "./character-counter";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { RichTextEditor } from "./rich-text-editor";
import { useFailureToast } from "./use-error-text";
import {
  useCreateKnowledgeBlock,
  useUpdateKnowledgeBlock,
  type KnowledgeBlock,
} from "./use-knowledge-blocks";

/**
 * Create or edit a knowledge block (spec §2, §5): title and rich text with live counters; Create /
 * Update stays disabled until both are valid. Closing (Cancel, Escape, ×) discards what was typed.
 */
export function KnowledgeBlockModal({
  block,
  initialTitle = "",
  onCreated,
  onClose,
}: {
  block: KnowledgeBlock | null;
  /** A new block's title to start from (the report's knowledge gaps pass the question). */
  initialTitle?: string;
  onCreated?: (block: KnowledgeBlock) => void;
  onClose: () => void;
}) {
  const t = useTranslations("Training.knowledgeBlocks");
  const common = useTranslations("Training.common");
  const ids = { title: useId(), heading: useId(), content: useId(), contentLabel: useId(), hints: useId() };
  const titleInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState(block?.title ?? initialTitle.slice(0, KB_TITLE_MAX));
  const [content, setContent] = useState(block?.content ?? "");
  const create = useCreateKnowledgeBlock();
  const update = useUpdateKnowledgeBlock();
  const failureToast = useFailureToast();
  const pending = create.isPending || update.isPending;

  const contentLength = plainTextLength(content);
  const titleState = counterState(title.length, KB_TITLE_MAX);
  const contentState = counterState(contentLength, KB_CONTENT_MAX);
  const incomplete = title.trim() === "" || contentLength === 0;
  const valid = ZKnowledgeBlockInput.safeParse({ title, content }).success;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid || pending) return;
    const input = { title: title.trim(), content };
    if (block) {
      update.mutate(
        { id: block.id, ...input },
        {
          onSuccess: () => {
            toast.success(t("toasts.updated"));
            onClose();
          },
          onError: (error) => failureToast(error, (detail) => t("toasts.updateError", { error: detail })),
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: (created) => {
          toast.success(t("toasts.created"));
          onCreated?.(created);
          onClose();
        },
        onError: (error) => failureToast(error, (detail) => t("toasts.createError", { error: detail })),
      });
    }
  }

  return (
    <DialogFrame titleId={ids.heading} onClose={onClose} initialFocus={titleInput} className="sm:max-w-2xl">
      <form onSubmit={submit} className="flex min-h-0 flex-1 flex-col" noValidate>
        <div className="flex items-center justify-between gap-4 border-b border-slate-100 px-5 py-4 sm:px-6">
          <h2 id={ids.heading} className="text-lg font-semibold text-slate-900">
            {block ? t("editTitle") : t("createTitle")}
          </h2>
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={common("close")}
            onClick={onClose}
          >
            <X aria-hidden="true" className="size-5" />
          </Button>
        </div>

        <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-5 py-5 sm:px-6">
          <div className="space-y-1.5">
            <div className="flex items-baseline justify-between gap-3">
              <Label htmlFor={ids.title}>{t("titleLabel")}</Label>
              <CharacterCounter id={`${ids.title}-count`} count={title.length} max={KB_TITLE_MAX} />
            </div>
            <Input
              ref={titleInput}
              id={ids.title}
              value={title}
              placeholder={t("titlePlaceholder")}
              aria-invalid={titleState === "error" || undefined}
              aria-describedby={`${ids.title}-count ${ids.hints}`}
              onChange={(event) => setTitle(event.target.value)}
            />
          </div>

          <div className="space-y-1.5">
            <div className="flex items-baseline justify-between gap-3">
              <span id={ids.contentLabel} className="block text-sm font-medium text-slate-700">
                {t("contentLabel")}
              </span>
              <CharacterCounter id={`${ids.content}-count`} count={contentLength} max={KB_CONTENT_MAX} />
            </div>
            <RichTextEditor
              id={ids.content}
              initialContent={block?.content ?? ""}
              onChange={setContent}
              labelledBy={ids.contentLabel}
              describedBy={`${ids.content}-count ${ids.hints}`}
              invalid={contentState === "error"}
            />
          </div>

          <ul id={ids.hints} aria-live="polite" className="space-y-1 text-sm empty:hidden">
            {titleState === "error" && (
              <li className="text-red-600">{t("titleTooLong", { max: KB_TITLE_MAX })}</li>
            )}
            {contentState !== "ok" && (
              <li className={cn(contentState === "error" ? "text-red-600" : "text-amber-700")}>
                {t(contentState === "error" ? "contentTooLong" : "contentNearLimit", { max: KB_CONTENT_MAX })}
              </li>
            )}
            {incomplete && <li className="text-slate-500">{t("incomplete")}</li>}
          </ul>
        </div>

        <div className="flex flex-col-reverse gap-2 border-t border-slate-100 bg-slate-50 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
          <Button variant="secondary" onClick={onClose}>
            {common("cancel")}
          </Button>
          <Button type="submit" disabled={!valid || pending}>
            {pending && <Spinner />}
            {block ? t("update") : t("create")}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
