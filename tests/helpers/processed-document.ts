import { getDb } from "@/server/db";
import { replaceSourceChunks } from "@/server/services/retrieval/indexing";

/** A processed PDF with one section per page, indexed as document processing does. */
export async function processedDocument(organizationId: string, filename: string, pages: string[]) {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const document = await tx.document.create({
      data: {
        organizationId,
        filename,
        description: filename,
        sizeBytes: 1_000,
        extension: "pdf",
        category: "document",
        mimeType: "application/pdf",
        storageKey: `${organizationId}/${filename}`,
        status: "processed",
        pageCount: pages.length,
      },
    });
    await replaceSourceChunks(tx, {
      organizationId,
      sourceKind: "document",
      sourceId: document.id,
      sections: pages.map((text, index) => ({ text, page: index + 1 })),
    });
    return document.id;
  });
}
