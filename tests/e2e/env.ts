import path from "node:path";

// E2E_PORT lets several checkouts on one machine run their browser tests side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
// localhost, not 127.0.0.1: the session cookie must be set and read on the same host name.
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = path.resolve(".e2e-data");
