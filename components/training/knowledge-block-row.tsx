"use client";

import { ChevronDown } from "lucide-react";
import { useTranslations } from "next-intl";
import { useDateFormat } from "@/components/providers/time-zone-provider";
import { useId, useState } from "react";
import { cn } from "@/lib/ui/cn";
import { plainTextLength } from "@/lib/validation/knowledge";
import { RICH_TEXT_CLASSES } from "@/components/ui/rich-text";
import type { KnowledgeBlock } from "./use-knowledge-blocks";
import { CollectionChips } from "./collection-chips";
import { CollectionsButton, SelectBox } from "./collection-row-controls";
import { ROW_ICON_BUTTON, RowActions } from "./row-actions";

/** One knowledge block (spec §2): active checkbox, title, date, edit, delete, expand. */
export function KnowledgeBlockRow({
  block,
  onToggle,
  onEdit,
  onDelete,
  selected,
  onSelect,
  onCollections,
}: {
  block: KnowledgeBlock;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
  selected: boolean;
  onSelect: () => void;
  onCollections: () => void;
}) {
  const t = useTranslations("Training.knowledgeBlocks");
  const { format } = useDateFormat();
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const created = format(block.created_at, "date");
  const characters = block.character_count ?? plainTextLength(block.content);

  return (
    <li data-active={block.is_active} className="group">
      <div className="flex items-center gap-2 px-4 py-3 sm:gap-3 sm:px-5">
        <SelectBox name={block.title} checked={selected} onChange={onSelect} />
        <input
          type="checkbox"
          checked={block.is_active}
          onChange={onToggle}
          aria-label={t("activeLabel", { title: block.title })}
          className="size-4.5 shrink-0 cursor-pointer rounded accent-brand"
        />
        {/* The expand button is the one control for the details: keyboard, pointer and AT alike. */}
        <div className={cn("min-w-0 flex-1", !block.is_active && "opacity-55")}>
          <p className="line-clamp-2 text-sm font-medium break-words text-slate-900 sm:line-clamp-1">
            {block.title}
          </p>
          <p className="text-xs text-slate-500">
            {t("created", { date: created })}
            {!block.is_active && <span className="ml-2 text-slate-400">· {t("inactive")}</span>}
          </p>
          <CollectionChips kind="knowledge_block" id={block.id} />
        </div>
        <CollectionsButton name={block.title} onClick={onCollections} />
        <RowActions
          editLabel={t("edit", { title: block.title })}
          deleteLabel={t("delete", { title: block.title })}
          onEdit={onEdit}
          onDelete={onDelete}
        />
        <button
          type="button"
          className={ROW_ICON_BUTTON}
          aria-expanded={expanded}
          aria-controls={detailsId}
          aria-label={t("expand", { title: block.title })}
          onClick={() => setExpanded((open) => !open)}
        >
          <ChevronDown
            aria-hidden="true"
            className={cn("size-4 transition-transform", expanded && "rotate-180")}
          />
        </button>
      </div>
      {expanded && (
        <div
          id={detailsId}
          className={cn(
            "border-t border-slate-100 bg-slate-50/60 px-4 py-4 sm:px-5",
            !block.is_active && "opacity-70",
          )}
        >
          <h3 className="border-b border-slate-200 pb-2 text-lg font-semibold break-words text-slate-900">
            {block.title}
          </h3>
          <div
            className={cn("mt-3", RICH_TEXT_CLASSES)}
            // Sanitised by the server on write and on read (server/ingest/sanitize-html.ts).
            dangerouslySetInnerHTML={{ __html: block.content }}
          />
          <p className="mt-3 text-xs text-slate-500">{t("characters", { count: characters })}</p>
        </div>
      )}
    </li>
  );
}
