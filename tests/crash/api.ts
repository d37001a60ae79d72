import fs from "node:fs";
import path from "node:path";
import type { ServerUnderTest } from "./server";

/** The HTTP calls the crash test makes, as the admin panel makes them (bearer token). */
export class AdminApi {
  private token = "";

  constructor(private readonly server: ServerUnderTest) {}

  /** Signs in as the demo admin with an e-mailed code (read from the outbox). */
  async signIn(email = "admin@example.com"): Promise<void> {
    const sent = await this.call("POST", "/api/auth", { email });
    if (sent.status !== 200) throw new Error(`code request: ${sent.status} ${JSON.stringify(sent.body)}`);
    const outbox = path.join(this.server.dataDir, "outbox");
    const latest = fs
      .readdirSync(outbox)
      .sort()
      .map(
        (name) =>
          JSON.parse(fs.readFileSync(path.join(outbox, name), "utf8")) as { to: string; text: string },
      )
      .filter((entry) => entry.to === email)
      .at(-1);
    const code = latest?.text.match(/^\d{6}$/m)?.[0];
    const signedIn = await this.call("POST", "/api/auth", { email, code });
    if (!signedIn.body.token) throw new Error(`sign-in: ${JSON.stringify(signedIn.body)}`);
    this.token = signedIn.body.token as string;
  }

  async call(
    method: string,
    pathname: string,
    body?: unknown,
  ): Promise<{ status: number; body: Record<string, any> }> {
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
      body: (await response.json().catch(() => ({}))) as Record<string, any>,
    };
  }

  async upload(name: string, bytes: Uint8Array): Promise<string> {
    const form = new FormData();
    form.set("file", new File([new Uint8Array(bytes)], name, { type: "application/pdf" }));
    form.set("description", "Manual largo para la prueba de caídas");
    const response = await fetch(`${this.server.baseUrl}/api/documents`, {
      method: "POST",
      headers: { authorization: `Bearer ${this.token}` },
      body: form,
    });
    const body = (await response.json()) as { document?: { document_id: string } };
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
