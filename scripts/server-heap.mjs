// The V8 heap cap of the app's server process, given to node as it starts: by `npm start`
// (package.json, which spells the same default), the bench's server and the crash trials' server,
// which stand for it. SERVER_HEAP_MB overrides it, for an organisation whose content needs more.
//
// Without a cap V8 sizes the heap from the machine's memory (4 GB here) and lets garbage pile up to
// ~650 MB before a full collection, though ~220–300 MB is live at 112k chunks (bench/RESULTS.md): with
// the embedded database's thread that put the process over DESIGN §13's 1 GB. With 512 MB it collects
// sooner and stays under the budget, with room for what ingestion holds (OCR and PDF rendering run
// in worker threads with heaps of their own).
export const DEFAULT_SERVER_HEAP_MB = 512;
export const SERVER_HEAP_FLAG = `--max-old-space-size=${process.env.SERVER_HEAP_MB || DEFAULT_SERVER_HEAP_MB}`;
