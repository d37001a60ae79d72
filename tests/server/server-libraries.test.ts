import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { REWRITE_SYSTEM_PROMPT } from "@/server/ai/question-rewrite";
import {
  messageText,
  startFakeOpenAIServer,
  type ChatCompletionBody,
  type FakeOpenAIServer,
} from "@/tests/helpers/fake-openai-server";
import { docxFile, xlsxFile } from "@/tests/helpers/office-fixtures";
import { textPdf } from "@/tests/helpers/pdf-fixtures";
import { scannedPdf } from "@/tests/helpers/scan-fixtures";
import { AppServer, send, sleep } from "./app-server";

/**
 * The server libraries next.config.ts leaves out of the bundles (serverExternalPackages: loaded from
 * node_modules at run time, so that the build is short) work in the built app, served as `npm start`
 * serves it: every external the build refers to loads, and each library does its job over real HTTP:
 * mammoth (Word), exceljs (Excel), unpdf (PDF text, and pages rendered for OCR), sanitize-html
 * (knowledge blocks), ai and @ai-sdk/openai (answers, against a fake OpenAI-compatible server) and
 * resend (sign-in codes, against a fake Resend API). UploadThing needs its cloud: it is loaded only.
 */

type Mail = { to: string | string[]; text: string };

/** A stand-in for Resend's API (POST /emails), which the resend SDK reaches at RESEND_BASE_URL. */
async function startFakeResend() {
  const mails: Mail[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      if (request.method === "POST" && request.url === "/emails") mails.push(JSON.parse(body) as Mail);
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ id: `fake-${mails.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    mails,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const ANSWER = "Según la fuente, así es [1].";
let server: AppServer;
let model: FakeOpenAIServer;
let resend: Awaited<ReturnType<typeof startFakeResend>>;
const isRewrite = (body: ChatCompletionBody) =>
  messageText(body.messages.find((message) => message.role === "system")!) === REWRITE_SYSTEM_PROMPT;

beforeAll(async () => {
  model = await startFakeOpenAIServer((body) => ({ chunks: isRewrite(body) ? [""] : [ANSWER] }));
  resend = await startFakeResend();
  server = await AppServer.start({
    env: {
      OPENAI_API_KEY: "test-key",
      OPENAI_BASE_URL: model.baseURL,
      RESEND_API_KEY: "re_test",
      RESEND_BASE_URL: resend.url,
    },
  });
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await model?.close();
  await resend?.close();
});

/** Signs in over HTTP with the code Resend was asked to deliver; the session's bearer header. */
async function signIn(email: string): Promise<Record<string, string>> {
  const seen = resend.mails.length;
  const asked = await send(server.port, { from: "127.0.0.2", path: "/api/auth", body: { email } });
  expect(asked.status).toBe(200);
  let code: string | undefined;
  for (let i = 0; i < 200 && !code; i++, await sleep(50))
    code = resend.mails
      .slice(seen)
      .find((mail) => [mail.to].flat().includes(email))
      ?.text.match(/^\d{6}$/m)?.[0];
  expect(code).toBeDefined();
  const session = await send(server.port, { from: "127.0.0.2", path: "/api/auth", body: { email, code } });
  expect(session.status).toBe(200);
  return { authorization: `Bearer ${session.body.token as string}` };
}

const api = (urlPath: string) => `http://127.0.0.1:${server.port}${urlPath}`;

async function upload(auth: Record<string, string>, name: string, bytes: Uint8Array): Promise<string> {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name));
  form.set("description", name);
  const response = await fetch(api("/api/documents"), { method: "POST", headers: auth, body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { document: { document_id: string } }).document.document_id;
}

/** The document's status (and notes, if any) once processing has ended. */
async function processed(auth: Record<string, string>, id: string): Promise<string> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const response = await fetch(api(`/api/documents/${id}`), { headers: auth });
    const { document } = (await response.json()) as { document: { status: string; notes: string | null } };
    if (!["uploaded", "processing"].includes(document.status) || Date.now() > deadline)
      return document.status === "processed" ? "processed" : `${document.status}: ${document.notes}`;
    await sleep(250);
  }
}

/** Asks as `auth`; the text of the model request that carried the sources. */
async function ask(auth: Record<string, string>, question: string): Promise<string> {
  const chat = await fetch(api("/api/chat"), {
    method: "POST",
    headers: { ...auth, "content-type": "application/json", "accept-language": "es" },
    body: JSON.stringify({ message: question }),
  });
  expect(chat.status).toBe(200);
  expect(await chat.json()).toMatchObject({ answered: true, response: ANSWER });
  const answering = model.requests.map((request) => request.body).filter((body) => !isRewrite(body));
  return messageText(answering.at(-1)!.messages.at(-1)!);
}

it("every package the build left external loads from node_modules", () => {
  // The build refers to each as `<name>-<hash>[/subpath]`, a link in .next/node_modules.
  const chunks = path.join(process.cwd(), ".next/server/chunks");
  const specifiers = new Set<string>();
  for (const file of fs.readdirSync(chunks, { recursive: true }) as string[]) {
    if (!file.endsWith(".js")) continue;
    const code = fs.readFileSync(path.join(chunks, file), "utf8");
    for (const [, specifier] of code.matchAll(/__turbopack_context__\.[xy]\("([^"]+-[0-9a-f]{16}[^"]*)"/g))
      specifiers.add(specifier);
  }
  const names = [...specifiers].map((specifier) => specifier.replace(/-[0-9a-f]{16}/, ""));
  expect(names).toEqual(
    expect.arrayContaining([
      "exceljs",
      "mammoth",
      "unpdf",
      "uploadthing/server",
      "ai",
      "@ai-sdk/openai",
      "sanitize-html",
      "resend",
    ]),
  );

  const load = spawnSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      "for (const s of process.argv.slice(1)) await import(s).catch((e) => { console.error(s, e.message); process.exitCode = 1; });",
      ...specifiers,
    ],
    { cwd: chunks, encoding: "utf8" },
  );
  expect(load.stderr).toBe("");
  expect(load.status).toBe(0);
});

it("reads Word, Excel, PDF and scanned PDF uploads, keeps a knowledge block's safe HTML, answers through the model, and mails sign-in codes through Resend", async () => {
  const admin = await signIn("admin@example.com");
  const word = await upload(
    admin,
    "reglamento.docx",
    await docxFile([
      { heading: "Uniformes", level: 1 },
      { paragraph: "Los viernes el personal usa la playera azul marino con el logotipo bordado." },
    ]),
  );
  const excel = await upload(
    admin,
    "precios.xlsx",
    await xlsxFile([
      {
        name: "Precios",
        rows: [
          ["Producto", "Precio"],
          ["Balata delantera", 480],
        ],
      },
    ]),
  );
  const pdf = await upload(
    admin,
    "garantias.pdf",
    await textPdf([["Las garantías de refacciones cubren seis meses a partir de la compra."]]),
  );
  const scan = await upload(
    admin,
    "aviso-escaneado.pdf",
    await scannedPdf([["Aviso a todo el personal", "El inventario anual se hace el primer lunes de enero."]]),
  );
  for (const id of [pdf, scan]) {
    const started = await fetch(api(`/api/documents/${id}/process`), { method: "POST", headers: admin });
    expect(started.status).toBe(202);
  }
  for (const id of [word, excel, pdf, scan]) expect(await processed(admin, id)).toBe("processed");

  const block = await fetch(api("/api/knowledge_blocks"), {
    method: "POST",
    headers: { ...admin, "content-type": "application/json" },
    body: JSON.stringify({
      title: "Horario de bodega",
      content: '<p>La bodega abre a las 7:00 h.</p><script>alert("x")</script><img src=x onerror="alert(1)">',
    }),
  });
  expect(block.status).toBe(201);
  const stored = JSON.stringify(await block.json());
  expect(stored).toContain("La bodega abre a las 7:00 h.");
  expect(stored).not.toMatch(/script|onerror/);

  // Each file's words reached the index: the model is given them as the source of its answer.
  const member = await signIn("member@example.com");
  const questions: [string, string][] = [
    ["¿Qué playera se usa los viernes?", "playera azul marino"],
    ["¿Cuánto cuesta la balata delantera?", "480"],
    ["¿Cuánto tiempo cubren las garantías de refacciones?", "seis meses"],
    ["¿Cuándo se hace el inventario anual?", "primer lunes de enero"],
    ["¿A qué hora abre la bodega?", "La bodega abre a las 7:00 h."],
  ];
  for (const [question, passage] of questions) {
    const prompt = await ask(member, question);
    expect(prompt).toContain(question);
    expect(prompt).toContain(passage);
  }
}, 300_000);
