/**
 * The evaluation's clients: an admin who uploads and processes the corpus and members who ask, each
 * through the app's real route handlers (the same ones `next start` serves; tests/integration call
 * them the same way), so authentication, validation, the rate limit and storage all apply.
 */
import fs from "node:fs";
import path from "node:path";
import { POST as chatRoute } from "@/app/api/chat/route";
import { GET as getDocumentRoute } from "@/app/api/documents/[id]/route";
import { POST as processRoute } from "@/app/api/documents/[id]/process/route";
import { POST as uploadRoute } from "@/app/api/documents/route";
import type { ChatSource } from "@/lib/validation/chat";
import { issueSessionToken } from "@/server/auth/token";
import { settleBackgroundWork } from "@/server/background";
import { CHAT_RATE_LIMIT } from "@/server/services/chat/ask";
import { createUser, findUserByEmail } from "@/server/services/users";
import type { CorpusFile } from "./types";

const url = (pathname: string) => new URL(pathname, "http://localhost");
const context = (id: string) => ({ params: Promise.resolve({ id }) });

async function bearerFor(email: string): Promise<Record<string, string>> {
  const user = await findUserByEmail(email);
  if (!user) throw new Error(`eval: no user ${email}`);
  return { authorization: `Bearer ${await issueSessionToken(user)}` };
}

async function expectOk(response: Response, what: string): Promise<Record<string, unknown>> {
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`eval: ${what} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

const MIME: Record<string, string> = { ".pdf": "application/pdf", ".csv": "text/csv" };

/**
 * Uploads every file (PDF or CSV) as an admin of Demo, processes it and waits until it is indexed. The
 * organisation may upload UPLOADS_PER_ORG_PER_HOUR files an hour (default 100): more than a corpus has.
 */
export async function uploadCorpus(files: CorpusFile[]): Promise<void> {
  const [admin] = await usersFor("admin", 1);
  const ids: string[] = [];
  for (const file of files) {
    const headers = { ...(await bearerFor(admin)), "accept-language": "es" };
    const form = new FormData();
    const type = MIME[path.extname(file.name).toLowerCase()] ?? "application/octet-stream";
    form.set("file", new File([fs.readFileSync(file.path)], file.name, { type }));
    form.set("description", file.name.replace(/\.\w+$/, "").replace(/[-_]/g, " "));
    const request = new Request(url("/api/documents"), { method: "POST", headers, body: form });
    const body = await expectOk(await uploadRoute(request, undefined), `upload ${file.name}`);
    const { document_id: id, status } = body.document as { document_id: string; status: string };
    // A PDF waits for the admin's «process»; a spreadsheet (CSV) is processed on upload.
    if (status === "uploaded") {
      const process = new Request(url(`/api/documents/${id}/process`), { method: "POST", headers });
      await expectOk(await processRoute(process, context(id)), `process ${file.name}`);
    }
    // One document at a time, as an admin watching the list would: the embedded database has one
    // connection, and a long indexing transaction would make the next upload wait past its timeout.
    await settleBackgroundWork();
    ids.push(id);
  }
  const headers = { ...(await bearerFor(admin)), "accept-language": "es" };
  for (const id of ids) {
    const request = new Request(url(`/api/documents/${id}`), { headers });
    const { document } = (await expectOk(await getDocumentRoute(request, context(id)), "get document")) as {
      document: { status: string; filename: string };
    };
    if (document.status !== "processed") throw new Error(`eval: ${document.filename} is ${document.status}`);
  }
}

export type Reply = { response: string; sources: ChatSource[]; answered: boolean; ms: number };

/** `count` users of Demo with this role (created as needed), by e-mail. */
async function usersFor(role: "admin" | "member", count: number): Promise<string[]> {
  const organizationId = (await findUserByEmail("admin@example.com"))?.organizationId ?? null;
  const emails = Array.from({ length: count }, (_, i) => `eval-${role}-${i + 1}@example.com`);
  for (const email of emails) {
    if (!(await findUserByEmail(email))) await createUser({ email, name: email, role, organizationId });
  }
  return emails;
}

/**
 * Members who ask the questions: one member may send CHAT_RATE_LIMIT.limit messages a minute, so the
 * questions are spread over enough members to ask them all at once.
 */
export const membersFor = (questions: number) =>
  usersFor("member", Math.ceil(questions / CHAT_RATE_LIMIT.limit));

/** POST /api/chat as `email`, in the member's language; a new conversation per question. */
export async function ask(email: string, message: string, locale: "es" | "en"): Promise<Reply> {
  const headers = {
    ...(await bearerFor(email)),
    "accept-language": locale,
    "content-type": "application/json",
  };
  const started = performance.now();
  const request = new Request(url("/api/chat"), {
    method: "POST",
    headers,
    body: JSON.stringify({ message }),
  });
  const body = (await expectOk(await chatRoute(request, undefined), "chat")) as Omit<Reply, "ms">;
  return {
    response: body.response,
    sources: body.sources,
    answered: body.answered,
    ms: performance.now() - started,
  };
}
