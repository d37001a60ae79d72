import fs from "node:fs";
import { defineConfig } from "@playwright/test";
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT } from "./tests/e2e/env";

// Debian's chromium when present (CHROMIUM_PATH overrides); elsewhere Playwright's own browser.
const executablePath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "./tests/e2e",
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 60_000,
  use: {
    baseURL: E2E_BASE_URL,
    browserName: "chromium",
    headless: true,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    // One proxy hop is trusted so that each person signing in can come from an address of their own
    // (tests/e2e/helpers/sign-in.ts), as a team does, instead of every test sharing one per-IP allowance.
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: E2E_DATA_DIR,
      PORT: String(E2E_PORT),
      TRUSTED_PROXY_HOPS: "1",
    },
  },
});
