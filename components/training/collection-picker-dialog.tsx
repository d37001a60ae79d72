"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import type { CollectionItemKind } from "@/lib/validation/collections";
import { useFailureToast } from "./use-error-text";
import { useChangeCollectionItems, useCollections } from "./use-collections";

/**
 * Chooses the collections of one item or of a selection (issue 23 point 2). A collection holding every
 * chosen item starts ticked, one holding some starts half-ticked and is left alone unless changed.
 */
export function CollectionPickerDialog({
  kind,
  ids,
  name,
  onClose,
}: {
  kind: CollectionItemKind;
  ids: string[];
  /** The item's name, when there is one item. */
  name: string;
  onClose: () => void;
}) {
  const t = useTranslations("Training.collections");
  const collections = useCollections();
  const change = useChangeCollectionItems();
  const failureToast = useFailureToast();
  const list = collections.data ?? [];
  const heldBy = (collectionId: string) => {
    const items = list.find((collection) => collection.id === collectionId)?.items ?? [];
    return ids.filter((id) => items.some((item) => item.kind === kind && item.id === id)).length;
  };
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  const isTicked = (collectionId: string) => ticked[collectionId] ?? heldBy(collectionId) === ids.length;

  function save() {
    const add = Object.keys(ticked).filter((id) => ticked[id] && heldBy(id) < ids.length);
    const remove = Object.keys(ticked).filter((id) => !ticked[id] && heldBy(id) > 0);
    if (add.length === 0 && remove.length === 0) return onClose();
    change.mutate(
      { kind, ids, add, remove },
      {
        onSuccess: () => {
          toast.success(t("toasts.itemsChanged"));
          onClose();
        },
        onError: (error) => failureToast(error, (detail) => t("toasts.itemsError", { error: detail })),
      },
    );
  }

  return (
    <FormDialog
      title={t("pickerTitle")}
      description={t("pickerBody", { count: ids.length, name })}
      onClose={onClose}
      onSubmit={save}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" disabled={change.isPending || list.length === 0}>
            {change.isPending && <Spinner />}
            {t("save")}
          </Button>
        </>
      }
    >
      {list.length === 0 ? (
        <p className="text-sm text-slate-600">{t("pickerEmpty")}</p>
      ) : (
        <ul className="space-y-1">
          {list.map((collection) => {
            const held = heldBy(collection.id);
            return (
              <li key={collection.id}>
                <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    checked={isTicked(collection.id)}
                    ref={(box) => {
                      if (box)
                        box.indeterminate = !(collection.id in ticked) && held > 0 && held < ids.length;
                    }}
                    onChange={(event) =>
                      setTicked((current) => ({ ...current, [collection.id]: event.target.checked }))
                    }
                    className="size-4.5 shrink-0 accent-brand"
                  />
                  <span className="min-w-0 break-words">{collection.name}</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </FormDialog>
  );
}
