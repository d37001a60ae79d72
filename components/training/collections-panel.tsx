"use client";

import { Check, FolderOpen, Plus, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { COLLECTION_NAME_MAX, ZCollectionRequest, type CollectionDto } from "@/lib/validation/collections";
import { ConfirmDialog } from "./confirm-dialog";
import { TrainingPanel } from "./panel";
import { listPlaceholder, PanelEmpty } from "./panel-states";
import { ROW_ICON_BUTTON, RowActions } from "./row-actions";
import { useErrorText, useFailureToast } from "./use-error-text";
import {
  useCollections,
  useCreateCollection,
  useDeleteCollection,
  useRenameCollection,
} from "./use-collections";

/**
 * The training screen's collections (issue 23 point 2): created, renamed and deleted here; items are
 * put in them from each list (per item or a selection).
 */
export function CollectionsPanel() {
  const t = useTranslations("Training.collections");
  const errors = useTranslations("Training.errors");
  const messages = useTranslations("Errors");
  const collections = useCollections();
  const create = useCreateCollection();
  const rename = useRenameCollection();
  const remove = useDeleteCollection();
  const errorText = useErrorText();
  const failureToast = useFailureToast();
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [deleting, setDeleting] = useState<CollectionDto | null>(null);
  const nameId = useId();
  const list = collections.data ?? [];

  function add() {
    const parsed = ZCollectionRequest.safeParse({ name });
    if (!parsed.success)
      return setProblem(messages(parsed.error.issues[0]?.message ?? "collectionBodyInvalid"));
    create.mutate(parsed.data.name, {
      onSuccess: () => {
        toast.success(t("toasts.created"));
        setName("");
      },
      onError: (error) => failureToast(error, (detail) => t("toasts.createError", { error: detail })),
    });
  }

  function saveName() {
    if (!renaming) return;
    const parsed = ZCollectionRequest.safeParse({ name: renaming.name });
    if (!parsed.success)
      return setProblem(messages(parsed.error.issues[0]?.message ?? "collectionBodyInvalid"));
    rename.mutate(
      { id: renaming.id, name: parsed.data.name },
      {
        onSuccess: () => {
          toast.success(t("toasts.renamed"));
          setRenaming(null);
        },
        onError: (error) => failureToast(error, (detail) => t("toasts.renameError", { error: detail })),
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

  function row(collection: CollectionDto) {
    if (renaming?.id === collection.id) {
      return (
        <form
          className="flex items-center gap-2 px-4 py-2 sm:px-5"
          onSubmit={(event) => {
            event.preventDefault();
            saveName();
          }}
        >
          <Input
            autoFocus
            aria-label={t("renameLabel", { name: collection.name })}
            value={renaming.name}
            maxLength={COLLECTION_NAME_MAX}
            onChange={(event) => {
              setProblem(null);
              setRenaming({ id: collection.id, name: event.target.value });
            }}
          />
          <button
            type="submit"
            className={ROW_ICON_BUTTON}
            aria-label={t("save")}
            disabled={rename.isPending}
          >
            <Check aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className={ROW_ICON_BUTTON}
            aria-label={t("cancel")}
            onClick={() => setRenaming(null)}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </form>
      );
    }
    return (
      <div className="flex items-center gap-3 px-4 py-3 sm:px-5">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium break-words text-slate-900">{collection.name}</p>
          <p className="text-xs text-slate-500">{t("items", { count: collection.items.length })}</p>
        </div>
        <RowActions
          editLabel={t("rename", { name: collection.name })}
          deleteLabel={t("delete", { name: collection.name })}
          onEdit={() => setRenaming({ id: collection.id, name: collection.name })}
          onDelete={() => setDeleting(collection)}
        />
      </div>
    );
  }

  function body() {
    const placeholder = listPlaceholder(collections, list.length === 0, {
      loading: t("loading"),
      failure: (error) => errorText(error, { fallback: t("loadError"), connection: errors("connection") }),
      empty: (
        <PanelEmpty icon={FolderOpen} title={t("emptyTitle")}>
          {t("emptyBody")}
        </PanelEmpty>
      ),
    });
    if (placeholder) return placeholder;
    return (
      <ul className="max-h-[24rem] divide-y divide-slate-100 overflow-y-auto">
        {list.map((collection) => (
          <li key={collection.id}>{row(collection)}</li>
        ))}
      </ul>
    );
  }

  return (
    <TrainingPanel
      id="collections-heading"
      title={t("title")}
      icon={FolderOpen}
      meta={collections.isSuccess ? t("count", { count: list.length }) : undefined}
    >
      <div className="space-y-2 border-b border-slate-100 px-4 py-3 sm:px-5">
        <p className="text-sm text-slate-600">{t("description")}</p>
        <form
          // The panel is a narrow column beside the lists: the button wraps under a name too short to read.
          className="flex flex-wrap gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <label htmlFor={nameId} className="sr-only">
            {t("newName")}
          </label>
          <Input
            id={nameId}
            className="min-w-48 flex-1"
            value={name}
            maxLength={COLLECTION_NAME_MAX}
            placeholder={t("newName")}
            onChange={(event) => {
              setProblem(null);
              setName(event.target.value);
            }}
          />
          <Button type="submit" disabled={create.isPending} className="shrink-0">
            <Plus aria-hidden="true" className="size-4" />
            {t("create")}
          </Button>
        </form>
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
      </div>
      {body()}
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
    </TrainingPanel>
  );
}
