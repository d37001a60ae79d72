// The V8 heap cap of the app's server process, given to node as it starts: by `npm start`
// (package.json), the bench's server and the crash trials' server, which stand for it.
//
// Without a cap V8 sizes the heap from the machine's memory (4 GB here) and lets garbage pile up to
// ~650 MB before a full collection, though ~220–300 MB is live at 112k chunks (bench/RESULTS.md): with
// the embedded database's thread that put the process over DESIGN §13's 1 GB. With 512 MB it collects
// sooner and stays under the budget, with room for what ingestion holds (OCR and PDF rendering run
// in worker threads with heaps of their own).
export const SERVER_HEAP_FLAG = "--max-old-space-size=512";
