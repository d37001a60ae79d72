/**
 * The version of the rules that turn content into indexed chunks: text extraction (pdf.ts,
 * pdf-page-text.mjs, pdf-sections.ts, csv.ts, text-decoding.ts), chunking (chunk.ts), language
 * detection (language.ts) and what server/services/retrieval/indexing.ts writes for each chunk. Every
 * document, knowledge block and Q&A pair records the version its chunks were made with; after an
 * upgrade the server re-indexes the older ones in the background (server/services/indexing-queue.ts),
 * so every customer gets the improvements without uploading anything again.
 *
 * BUMP IT (add 1) in the commit that changes any of those rules in a way that changes the chunks a
 * source gets. Leave it for changes that only affect how chunks are searched or answered.
 */
export const INGEST_VERSION = 9;
