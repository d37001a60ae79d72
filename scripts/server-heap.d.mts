/** The V8 heap cap of the app's server process (scripts/server-heap.mjs). */
export declare const DEFAULT_SERVER_HEAP_MB: number;
export declare const SERVER_HEAP_FLAG: string;
