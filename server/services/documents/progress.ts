import "server-only";

/**
 * How far the processing of a document has got, page by page ("página 3 de 12"), for the documents
 * table while OCR reads it. Held in memory by the process that runs the indexing queue (one instance,
 * DESIGN §11): it describes work in progress only, and a restart starts that work again anyway.
 */
export type ProcessingProgress = { page: number; pages: number };

const progressByDocument = new Map<string, ProcessingProgress>();

export function reportProgress(documentId: string, page: number, pages: number): void {
  progressByDocument.set(documentId, { page, pages });
}

export function clearProgress(documentId: string): void {
  progressByDocument.delete(documentId);
}

export function processingProgress(documentId: string): ProcessingProgress | null {
  return progressByDocument.get(documentId) ?? null;
}
