import { z } from "zod";

/**
 * Collections (issue 23 point 2): named sets of documents, knowledge blocks and Q&A pairs an
 * assistant may be limited to. Issue messages are keys of the "Errors" namespace.
 */
export const COLLECTIONS_MAX = 50;
export const COLLECTION_NAME_MAX = 60;
export const COLLECTION_ITEM_KINDS = ["document", "knowledge_block", "qa_pair"] as const;
export type CollectionItemKind = (typeof COLLECTION_ITEM_KINDS)[number];

const name = z
  .string({ error: "collectionNameRequired" })
  .trim()
  .min(1, "collectionNameRequired")
  .max(COLLECTION_NAME_MAX, "collectionNameTooLong");
const id = z.string({ error: "collectionBodyInvalid" }).min(1).max(100);

/** POST /api/collections {name}. */
export const ZCollectionRequest = z.strictObject({ name }, { error: "collectionBodyInvalid" });
/** PUT /api/collections {id, name}: renames. */
export const ZCollectionChangeRequest = z.strictObject({ id, name }, { error: "collectionBodyInvalid" });

/**
 * PUT /api/collections/items: puts the items (one, or a bulk selection of the training screen) into
 * `add` and takes them out of `remove`.
 */
export const ZCollectionItemsRequest = z.strictObject(
  {
    kind: z.enum(COLLECTION_ITEM_KINDS, { error: "collectionBodyInvalid" }),
    ids: z.array(id, { error: "collectionBodyInvalid" }).min(1, "collectionBodyInvalid").max(200),
    add: z.array(id, { error: "collectionBodyInvalid" }).max(COLLECTIONS_MAX).default([]),
    remove: z.array(id, { error: "collectionBodyInvalid" }).max(COLLECTIONS_MAX).default([]),
  },
  { error: "collectionBodyInvalid" },
);
export type CollectionItemsRequest = z.infer<typeof ZCollectionItemsRequest>;

/** GET /api/collections: each collection with what it holds, for the training screen's chips. */
export type CollectionDto = {
  id: string;
  name: string;
  items: { kind: CollectionItemKind; id: string }[];
};
