// Lighthouse scores of the public pages (issue 12: performance ≥ 90 and accessibility ≥ 95 on /,
// /login and /aviso-de-privacidad; SEO ≥ 95 on /), from the npm `lighthouse` package driving the
// machine's Chromium against a running production server. Lighthouse's defaults: mobile emulation
// with simulated throttling, the harder setting.
//   node bench/lighthouse.mjs http://localhost:3240   → one JSON line per page
// Plain JavaScript on purpose: Lighthouse serialises functions into the page, and the helpers a
// TypeScript transpiler (tsx) adds to them do not exist there. bench/run.ts runs this as a child.
import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const PAGES = ["/", "/login", "/aviso-de-privacidad"];
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const baseUrl = process.argv[2];
if (!baseUrl) throw new Error("usage: node bench/lighthouse.mjs <base URL>");
const chrome = await chromeLauncher.launch({
  chromePath:
    process.env.CHROMIUM_PATH ?? (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined),
  chromeFlags: CHROME_FLAGS,
});
try {
  for (const path of PAGES) {
    const run = await lighthouse(`${baseUrl}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "seo"],
    });
    const categories = run?.lhr.categories ?? {};
    const score = (name) => Math.round((categories[name]?.score ?? 0) * 100);
    const failing = Object.values(run?.lhr.audits ?? {})
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id);
    console.log(
      JSON.stringify({
        path,
        performance: score("performance"),
        accessibility: score("accessibility"),
        seo: score("seo"),
        failing,
      }),
    );
  }
} finally {
  chrome.kill();
}
