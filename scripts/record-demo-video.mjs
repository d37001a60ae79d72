// Records the landing page's demo video (spec §2: "a demo video chosen by language") from the real
// app: for each language, Playwright walks through the running product with video recording on, and
// ffmpeg turns the raw capture into small web files plus a poster frame under public/demo/:
//   walkthrough-<locale>.webm (VP9), walkthrough-<locale>.mp4 (H.264, faststart), walkthrough-<locale>.jpg
// Usage, after `npm run build`:  node scripts/record-demo-video.mjs
// For each language it starts `next start` on a throw-away embedded database (seeded with the demo
// organisation) on DEMO_VIDEO_PORT (default 3242), signs in with the code from that database's outbox,
// and stops it.
// Playwright's recorder needs its own ffmpeg build (`npx playwright install ffmpeg`); offline, a link
// to Debian's works: ln -s /usr/bin/ffmpeg ~/.cache/ms-playwright/ffmpeg-<rev>/ffmpeg-linux
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";

const PORT = process.env.DEMO_VIDEO_PORT ?? "3242";
const BASE_URL = `http://localhost:${PORT}`;
const FFMPEG = process.env.FFMPEG_PATH ?? "/usr/bin/ffmpeg";
const OUT_DIR = path.resolve("public/demo");
const SIZE = { width: 1280, height: 720 };
const messages = (locale) => JSON.parse(fs.readFileSync(`messages/${locale}.json`, "utf8"));
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the walkthrough asks the assistant, answered from the seeded knowledge blocks. */
const QUESTIONS = {
  es: "¿Cuál es el horario de atención?",
  en: "What are your opening hours?",
};

async function serving() {
  return fetch(`${BASE_URL}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
}

async function startServer(dataDir) {
  // A server already on the port would be recorded instead of the fresh one (with another outbox).
  if (await serving()) throw new Error(`${BASE_URL} is already serving: stop that server first`);
  // Node runs Next directly (not through npx), so killing this child stops the server itself.
  const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", PORT], {
    stdio: "ignore",
    env: { ...process.env, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1" },
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (await serving()) return server;
    await pause(500);
  }
  server.kill();
  throw new Error(`the app did not start on ${BASE_URL}`);
}

async function loginCode(dataDir, email, since) {
  const outbox = path.join(dataDir, "outbox");
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const codes = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .sort()
          .map((name) => JSON.parse(fs.readFileSync(path.join(outbox, name), "utf8")))
          .filter((mail) => mail.to === email && new Date(mail.createdAt) >= since)
          .map((mail) => mail.text.match(/\b(\d{6})\b/)?.[1])
      : [];
    if (codes.at(-1)) return codes.at(-1);
    await pause(200);
  }
  throw new Error(`no sign-in code for ${email}`);
}

/** The walkthrough: the landing page, signing in, and a question answered with its source. */
async function walkThrough(page, locale, dataDir) {
  const t = messages(locale);
  await page.goto("/");
  await pause(1500);
  for (let step = 0; step < 6; step += 1) {
    await page.mouse.wheel(0, 450);
    await pause(500);
  }
  await page.goto("/login?type=member");
  const email = "member@example.com";
  const since = new Date(Date.now() - 1000);
  await page.getByLabel(t.Login.emailLabel).pressSequentially(email, { delay: 40 });
  await page.getByRole("button", { name: t.Login.sendCode }).click();
  await page.getByText(t.Login.codeSent).waitFor({ timeout: 60_000 });
  await page
    .getByLabel(t.Login.codeLabel)
    .pressSequentially(await loginCode(dataDir, email, since), { delay: 80 });
  await page.getByRole("button", { name: t.Login.signIn }).click();
  await page.waitForURL("**/chat");
  await pause(1500);
  const input = page.getByRole("textbox").last();
  await input.pressSequentially(QUESTIONS[locale], { delay: 45 });
  await input.press("Enter");
  await pause(6000);
}

async function record(browser, locale, dataDir) {
  const rawDir = fs.mkdtempSync(path.join(os.tmpdir(), `walkthrough-${locale}-`));
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: SIZE,
    locale: locale === "es" ? "es-MX" : "en-US",
    recordVideo: { dir: rawDir, size: SIZE },
  });
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: BASE_URL }]);
  const page = await context.newPage();
  await walkThrough(page, locale, dataDir);
  const raw = await page.video().path();
  await context.close();
  encode(raw, locale);
  fs.rmSync(rawDir, { recursive: true, force: true });
}

/** Small, widely playable files: ~1 Mbit/s at 720p is plenty for a UI capture with little motion. */
function encode(raw, locale) {
  const base = path.join(OUT_DIR, `walkthrough-${locale}`);
  const ffmpeg = (...args) => execFileSync(FFMPEG, ["-y", "-loglevel", "error", "-i", raw, ...args]);
  ffmpeg("-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "42", "-row-mt", "1", "-an", `${base}.webm`);
  ffmpeg(
    ...["-c:v", "libx264", "-preset", "slow", "-crf", "30", "-pix_fmt", "yuv420p"],
    ...["-movflags", "+faststart", "-an", `${base}.mp4`],
  );
  // The poster: a frame from the chat answer near the end, so the still already shows the product.
  // Taken from the encoded mp4: Playwright's raw capture carries no duration to seek from the end.
  execFileSync(FFMPEG, [
    "-y",
    "-loglevel",
    "error",
    "-sseof",
    "-2",
    "-i",
    `${base}.mp4`,
    "-frames:v",
    "1",
    "-q:v",
    "4",
    `${base}.jpg`,
  ]);
  for (const extension of ["webm", "mp4", "jpg"]) {
    const { size } = fs.statSync(`${base}.${extension}`);
    console.log(`${base}.${extension}: ${(size / 1024).toFixed(0)} kB`);
  }
}

/**
 * One language's recording on a server and database of its own: the two walkthroughs sign in from the
 * same address a minute apart, which the per-client sign-in limits would refuse on one database.
 */
async function recordOnFreshServer(browser, locale) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "asistente-video-"));
  const server = await startServer(dataDir);
  try {
    await record(browser, locale, dataDir);
  } finally {
    server.kill();
    await new Promise((resolve) => (server.exitCode === null ? server.once("exit", resolve) : resolve()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

fs.mkdirSync(OUT_DIR, { recursive: true });
const browser = await chromium.launch({
  executablePath: fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
try {
  for (const locale of ["es", "en"]) await recordOnFreshServer(browser, locale);
} finally {
  await browser.close();
}
