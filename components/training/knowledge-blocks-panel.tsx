"use client";

import { BookOpen, Info, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { BulkCollectionBar } from "./bulk-collection-bar";
import { CollectionPickerDialog } from "./collection-picker-dialog";
import { ConfirmDialog } from "./confirm-dialog";
import { KnowledgeBlockModal } from "./knowledge-block-modal";
import { KnowledgeBlockRow } from "./knowledge-block-row";
import { TrainingPanel } from "./panel";
import { listPlaceholder, PanelEmpty } from "./panel-states";
import { useErrorText, useFailureToast } from "./use-error-text";
import { useSelection } from "./use-selection";
import {
  useDeleteKnowledgeBlock,
  useKnowledgeBlocks,
  useToggleKnowledgeBlock,
  type KnowledgeBlock,
} from "./use-knowledge-blocks";

type Editing = { block: KnowledgeBlock | null } | null;
type Pending = { kind: "toggle" | "delete"; block: KnowledgeBlock } | null;

/** Spec §2 knowledge-blocks panel: list, states, create/edit modal, activation and deletion. */
export function KnowledgeBlocksPanel({ organizationId }: { organizationId: string | null }) {
  const t = useTranslations("Training.knowledgeBlocks");
  const errors = useTranslations("Training.errors");
  const blocks = useKnowledgeBlocks({ enabled: organizationId !== null });
  const toggle = useToggleKnowledgeBlock();
  const remove = useDeleteKnowledgeBlock();
  const errorText = useErrorText();
  const failureToast = useFailureToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [pending, setPending] = useState<Pending>(null);

  const list = blocks.data ?? [];
  const selection = useSelection(list.map((block) => block.id));
  const [picking, setPicking] = useState<{ ids: string[]; name: string } | null>(null);
  const activeCount = list.filter((block) => block.is_active).length;

  function confirmPending() {
    if (!pending) return;
    const { kind, block } = pending;
    const done = { onSettled: () => setPending(null) };
    if (kind === "delete") {
      remove.mutate(block.id, {
        ...done,
        onSuccess: () => toast.success(t("toasts.deleted")),
        onError: (error) => failureToast(error, (detail) => t("toasts.deleteError", { error: detail })),
      });
      return;
    }
    const isActive = !block.is_active;
    toggle.mutate(
      { id: block.id, isActive },
      {
        ...done,
        onSuccess: () => toast.success(t(isActive ? "toasts.activated" : "toasts.deactivated")),
        onError: (error) => failureToast(error, (detail) => t("toasts.toggleError", { error: detail })),
      },
    );
  }

  function body() {
    if (organizationId === null) return <PanelEmpty icon={BookOpen} title={t("noOrganization")} />;
    const placeholder = listPlaceholder(blocks, list.length === 0, {
      loading: t("loading"),
      failure: (error) => errorText(error, { fallback: t("loadError"), connection: errors("connection") }),
      // Issue 24: no internal name (such as the index's collection id) is shown to the owner.
      empty: (
        <PanelEmpty icon={BookOpen} title={t("emptyTitle")}>
          <p>{t("emptyBody")}</p>
        </PanelEmpty>
      ),
    });
    if (placeholder) return placeholder;
    return (
      <>
        {activeCount === 0 && (
          <p
            role="status"
            className="mx-4 mt-4 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:mx-5"
          >
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t("noActive")}
          </p>
        )}
        <ul className="divide-y divide-slate-100">
          {list.map((block) => (
            <KnowledgeBlockRow
              key={block.id}
              block={block}
              onToggle={() => setPending({ kind: "toggle", block })}
              onEdit={() => setEditing({ block })}
              onDelete={() => setPending({ kind: "delete", block })}
              selected={selection.isSelected(block.id)}
              onSelect={() => selection.toggle(block.id)}
              onCollections={() => setPicking({ ids: [block.id], name: block.title })}
            />
          ))}
        </ul>
      </>
    );
  }

  return (
    <TrainingPanel
      id="knowledge-blocks-heading"
      title={t("title")}
      icon={BookOpen}
      meta={blocks.isSuccess ? t("count", { count: list.length, active: activeCount }) : undefined}
      action={
        <Button
          size="icon"
          className="size-9"
          aria-label={t("add")}
          title={t("add")}
          disabled={organizationId === null}
          onClick={() => setEditing({ block: null })}
        >
          <Plus aria-hidden="true" className="size-5" />
        </Button>
      }
    >
      <BulkCollectionBar
        count={selection.selected.length}
        onAdd={() => setPicking({ ids: selection.selected, name: "" })}
        onClear={selection.clear}
      />
      {body()}
      {picking && (
        <CollectionPickerDialog
          kind="knowledge_block"
          ids={picking.ids}
          name={picking.name}
          onClose={() => setPicking(null)}
        />
      )}
      {editing && <KnowledgeBlockModal block={editing.block} onClose={() => setEditing(null)} />}
      {pending?.kind === "toggle" && (
        <ConfirmDialog
          title={t(pending.block.is_active ? "confirmDeactivateTitle" : "confirmActivateTitle")}
          description={t("confirmToggleBody", {
            title: pending.block.title,
            active: String(!pending.block.is_active),
          })}
          confirmLabel={t(pending.block.is_active ? "deactivate" : "activate")}
          pending={toggle.isPending}
          onConfirm={confirmPending}
          onCancel={() => setPending(null)}
        />
      )}
      {pending?.kind === "delete" && (
        <ConfirmDialog
          title={t("confirmDeleteTitle")}
          description={t("confirmDeleteBody", { title: pending.block.title })}
          confirmLabel={t("deleteConfirm")}
          destructive
          pending={remove.isPending}
          onConfirm={confirmPending}
          onCancel={() => setPending(null)}
        />
      )}
    </TrainingPanel>
  );
}
