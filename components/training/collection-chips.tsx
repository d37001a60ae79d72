"use client";

import { useTranslations } from "next-intl";
import type { CollectionItemKind } from "@/lib/validation/collections";
import { collectionsOf, useCollections } from "./use-collections";

/** The collections an item is in, by name (issue 23 point 2); nothing when it is in none. */
export function CollectionChips({ kind, id }: { kind: CollectionItemKind; id: string }) {
  const t = useTranslations("Training.collections");
  const collections = useCollections();
  const chips = collectionsOf(collections.data ?? [], kind, id);
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t("chips")} className="mt-1 flex flex-wrap gap-1">
      {chips.map((collection) => (
        <li
          key={collection.id}
          className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-medium break-all text-brand-hover"
        >
          {collection.name}
        </li>
      ))}
    </ul>
  );
}
