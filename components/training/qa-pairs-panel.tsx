"use client";

import { MessagesSquare, Plus, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import type { QaPairInput } from "@/lib/validation/knowledge";
import { BulkCollectionBar } from "./bulk-collection-bar";
import { CollectionPickerDialog } from "./collection-picker-dialog";
import { ConfirmDialog } from "./confirm-dialog";
import { TrainingPanel } from "./panel";
import { listPlaceholder, PanelEmpty } from "./panel-states";
import { QaPairForm } from "./qa-pair-form";
import { QaPairRow } from "./qa-pair-row";
import { useErrorText, useFailureToast } from "./use-error-text";
import { useSelection } from "./use-selection";
import { useCreateQaPair, useDeleteQaPair, useQaPairs, useUpdateQaPair, type QaPair } from "./use-qa-pairs";

/** Frequent questions with their exact answers: add, edit, activate and delete them. */
export function QaPairsPanel() {
  const t = useTranslations("Training.qa");
  const errors = useTranslations("Training.errors");
  const pairs = useQaPairs();
  const create = useCreateQaPair();
  const update = useUpdateQaPair();
  const remove = useDeleteQaPair();
  const errorText = useErrorText();
  const failureToast = useFailureToast();
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<QaPair | null>(null);
  const list = pairs.data ?? [];
  const selection = useSelection(list.map((pair) => pair.id));
  const [picking, setPicking] = useState<{ ids: string[]; name: string } | null>(null);

  function add(input: QaPairInput) {
    create.mutate(input, {
      onSuccess: () => {
        toast.success(t("toasts.created"));
        setAdding(false);
      },
      onError: (error) => failureToast(error, (detail) => t("toasts.createError", { error: detail })),
    });
  }

  function save(pair: QaPair, input: QaPairInput) {
    update.mutate(
      { id: pair.id, ...input },
      {
        onSuccess: () => {
          toast.success(t("toasts.updated"));
          setEditingId(null);
        },
        onError: (error) => failureToast(error, (detail) => t("toasts.updateError", { error: detail })),
      },
    );
  }

  function toggle(pair: QaPair) {
    const isActive = !pair.is_active;
    update.mutate(
      { id: pair.id, is_active: isActive },
      {
        onSuccess: () => toast.success(t(isActive ? "toasts.activated" : "toasts.deactivated")),
        onError: (error) => failureToast(error, (detail) => t("toasts.toggleError", { error: detail })),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(t("toasts.deleted")),
      onError: (error) => failureToast(error, (detail) => t("toasts.deleteError", { error: detail })),
      onSettled: () => setDeleting(null),
    });
  }

  function body() {
    const placeholder = listPlaceholder(pairs, list.length === 0 && !adding, {
      loading: t("loading"),
      failure: (error) => errorText(error, { fallback: t("loadError"), connection: errors("connection") }),
      empty: (
        <PanelEmpty icon={MessagesSquare} title={t("emptyTitle")}>
          {t("emptyBody")}
        </PanelEmpty>
      ),
    });
    if (placeholder) return placeholder;
    return (
      <ul className="max-h-[28rem] divide-y divide-slate-100 overflow-y-auto">
        {list.map((pair) => (
          <li key={pair.id}>
            {editingId === pair.id ? (
              <QaPairForm
                initial={{ question: pair.question, answer: pair.answer }}
                pending={update.isPending}
                submitLabel={t("save")}
                onSubmit={(input) => save(pair, input)}
                onCancel={() => setEditingId(null)}
              />
            ) : (
              <QaPairRow
                pair={pair}
                onToggle={() => toggle(pair)}
                onEdit={() => setEditingId(pair.id)}
                onDelete={() => setDeleting(pair)}
                selected={selection.isSelected(pair.id)}
                onSelect={() => selection.toggle(pair.id)}
                onCollections={() => setPicking({ ids: [pair.id], name: pair.question })}
              />
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <TrainingPanel
      id="qa-pairs-heading"
      title={t("title")}
      icon={MessagesSquare}
      meta={pairs.isSuccess ? t("count", { count: list.length }) : undefined}
      action={
        <Button
          size="icon"
          variant={adding ? "secondary" : "primary"}
          className="size-9"
          aria-label={adding ? t("closeForm") : t("add")}
          title={adding ? t("closeForm") : t("add")}
          aria-expanded={adding}
          onClick={() => setAdding((open) => !open)}
        >
          {adding ? (
            <X aria-hidden="true" className="size-5" />
          ) : (
            <Plus aria-hidden="true" className="size-5" />
          )}
        </Button>
      }
    >
      {adding && (
        <div className="border-b border-slate-100">
          <QaPairForm
            pending={create.isPending}
            submitLabel={t("create")}
            onSubmit={add}
            onCancel={() => setAdding(false)}
          />
        </div>
      )}
      <BulkCollectionBar
        count={selection.selected.length}
        onAdd={() => setPicking({ ids: selection.selected, name: "" })}
        onClear={selection.clear}
      />
      {body()}
      {picking && (
        <CollectionPickerDialog
          kind="qa_pair"
          ids={picking.ids}
          name={picking.name}
          onClose={() => setPicking(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t("confirmDeleteTitle")}
          description={t("confirmDeleteBody", { question: deleting.question })}
          confirmLabel={t("deleteConfirm")}
          destructive
          pending={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
    </TrainingPanel>
  );
}
