"use client";

import { Bot, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { SettingsCard } from "@/components/configuration/settings-card";
import { ConfirmDialog } from "@/components/training/confirm-dialog";
import { listPlaceholder, PanelEmpty } from "@/components/training/panel-states";
import { useErrorText, useFailureToast } from "@/components/training/use-error-text";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { ASSISTANTS_MAX, type AssistantDto } from "@/lib/validation/assistants";
import { AssistantDialog } from "./assistant-dialog";
import { AssistantRow } from "./assistant-row";
import { useAssistants, useDeleteAssistant, useReorderAssistants } from "./use-assistants";

type Editing = { assistant: AssistantDto | null } | null;

/**
 * The configuration screen's assistants (issue 23 point 1): the list in the chat's order, created and
 * edited in a dialog, moved with up/down buttons, deleted after a confirmation (never the default);
 * at most 10.
 */
export function AssistantsCard({
  organizationId,
  organizationName,
}: {
  organizationId: string;
  organizationName: string;
}) {
  const t = useTranslations("Assistants");
  const errors = useTranslations("Training.errors");
  const assistants = useAssistants();
  const reorder = useReorderAssistants();
  const remove = useDeleteAssistant();
  const errorText = useErrorText();
  const failureToast = useFailureToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AssistantDto | null>(null);
  /** The move button to keep focused once its row has moved (a moved DOM node loses the focus). */
  const [moved, setMoved] = useState<{ id: string; direction: -1 | 1 } | null>(null);
  const list = assistants.data ?? [];
  const full = list.length >= ASSISTANTS_MAX;

  useEffect(() => {
    if (!moved) return;
    const same = document.querySelector<HTMLButtonElement>(`[data-move="${moved.id}:${moved.direction}"]`);
    const other = document.querySelector<HTMLButtonElement>(`[data-move="${moved.id}:${-moved.direction}"]`);
    (same && !same.disabled ? same : other)?.focus();
  }, [moved, assistants.data]);

  function move(index: number, direction: -1 | 1) {
    const order = list.map((assistant) => assistant.id);
    const target = index + direction;
    [order[index], order[target]] = [order[target], order[index]];
    setMoved({ id: list[index].id, direction });
    reorder.mutate(order, {
      onError: (error) => failureToast(error, (detail) => t("toasts.moveError", { error: detail })),
    });
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
    const placeholder = listPlaceholder(assistants, list.length === 0, {
      loading: t("loading"),
      failure: (error) => errorText(error, { fallback: t("loadError"), connection: errors("connection") }),
      empty: <PanelEmpty icon={Bot} title={t("emptyTitle")} />,
    });
    if (placeholder) return placeholder;
    return (
      <ul className="-mx-4 divide-y divide-slate-100 border-y border-slate-100 sm:-mx-5">
        {list.map((assistant, index) => (
          <li key={assistant.id}>
            <AssistantRow
              assistant={assistant}
              first={index === 0}
              last={index === list.length - 1}
              onMove={(direction) => move(index, direction)}
              onEdit={() => setEditing({ assistant })}
              onDelete={() => setDeleting(assistant)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <SettingsCard id="config-assistants" title={t("title")} description={t("description")} icon={Bot}>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => setEditing({ assistant: null })} disabled={full || !assistants.isSuccess}>
          <Plus aria-hidden="true" className="size-4" />
          {t("add")}
        </Button>
        {assistants.isSuccess && (
          <span className="text-sm text-slate-600">
            {t("count", { count: list.length, max: ASSISTANTS_MAX })}
          </span>
        )}
      </div>
      {full && (
        <p
          role="status"
          className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {t("limitReached", { max: ASSISTANTS_MAX })}
        </p>
      )}
      {body()}
      {editing && (
        <AssistantDialog
          // The list refreshes after an image upload; the dialog keeps the newest copy.
          assistant={
            editing.assistant && (list.find((a) => a.id === editing.assistant?.id) ?? editing.assistant)
          }
          organizationId={organizationId}
          organizationName={organizationName}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t("confirmDeleteTitle")}
          description={t("confirmDeleteBody", { name: deleting.name })}
          confirmLabel={t("deleteConfirm")}
          destructive
          pending={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
    </SettingsCard>
  );
}
