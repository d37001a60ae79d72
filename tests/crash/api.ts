import fs from "node:fs";
import path from "node:path";
import type { ServerUnderTest } from "./server";

// Answers of several shapes, read by the test's assertions.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type JsonBody = Record<string, any>;

/** The HTTP calls the crash test makes, as the admin panel makes them (bearer token). */
export class AdminApi {
  private token = "";

  constructor(private readonly server: ServerUnderTest) {}

  /** Signs in as the demo admin with an e-mailed code (read from the outbox). */
  async signIn(email = "admin@example.com"): Promise<void> {
    const sent = await this.call("POST", "/api/auth", { email });
    if (sent.status !== 200) throw new Error(`code request: ${sent.status} ${JSON.stringify(sent.body)}`);
    const code = await this.codeSentTo(email);
    const signedIn = await this.call("POST", "/api/auth", { email, code });
    if (!signedIn.body.token) throw new Error(`sign-in: ${JSON.stringify(signedIn.body)}`);
    this.token = signedIn.body.token as string;
  }

  /** The code of the newest sign-in e-mail to `email` (the server writes it just after answering). */
  private async codeSentTo(email: string): Promise<string> {
    const outbox = path.join(this.server.dataDir, "outbox");
    for (let attempt = 0; attempt < 100; attempt++) {
      const codes = (fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : []).flatMap((name) => {
        try {
          const entry = JSON.parse(fs.readFileSync(path.join(outbox, name), "utf8")) as {
            to: string;
            text: string;
          };
          return entry.to === email ? (entry.text.match(/^\d{6}$/m) ?? []) : [];
        } catch {
          return []; // still being written
        }
      });
      if (codes.length > 0) return codes.at(-1)!;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no sign-in code for ${email} in ${outbox}`);
  }

  async call(method: string, pathname: string, body?: unknown): Promise<{ status: number; body: JsonBody }> {
    const response = await fetch(`${this.server.baseUrl}${pathname}`, {
      method,
      headers: {
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json().catch(() => ({}))) as JsonBody,
    };
  }

  /** A document's stored file, once its response headers are back: its body may still be streaming. */
  async download(id: string): Promise<Response> {
    return fetch(`${this.server.baseUrl}/api/documents/${id}/file`, {
      headers: { authorization: `Bearer ${this.token}` },
    });
  }

  async upload(name: string, bytes: Uint8Array): Promise<string> {
    const id = await this.tryUpload(name, bytes);
    if (!id) throw new Error("upload: the hourly allowance is spent");
    return id;
  }

  /** The new document's id, or null once the organisation's hourly upload allowance is spent (429). */
  async tryUpload(name: string, bytes: Uint8Array): Promise<string | null> {
    const form = new FormData();
    form.set("file", new File([new Uint8Array(bytes)], name, { type: "application/pdf" }));
    form.set("description", "Manual largo para la prueba de caídas");
    const response = await fetch(`${this.server.baseUrl}/api/documents`, {
      method: "POST",
      headers: { authorization: `Bearer ${this.token}` },
      body: form,
    });
    const body = (await response.json()) as { document?: { document_id: string } };
    if (response.status === 429) return null;
    if (response.status !== 201 || !body.document)
      throw new Error(`upload: ${response.status} ${JSON.stringify(body)}`);
    return body.document.document_id;
  }

  async documents(): Promise<{ id: string; status: string }[]> {
    const { body } = await this.call("GET", "/api/documents");
    return (body.documents as { document_id: string; status: string }[]).map((d) => ({
      id: d.document_id,
      status: d.status,
    }));
  }

  async qaPairIds(): Promise<Set<string>> {
    const { status, body } = await this.call("GET", "/api/qa?limit=50");
    if (status !== 200) throw new Error(`GET /api/qa: ${status}`);
    return new Set((body.data as { id: string }[]).map((pair) => pair.id));
  }
}
