import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * The built app served as production serves it, for tests over real HTTP: `node scripts/serve.mjs`
 * (what `npm start` runs after its checks) on a fresh embedded database of the test's, or `npm start`
 * itself. Needs `npm run build` first.
 */

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export const newDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "asistente-server-test-"));

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

/**
 * One request to the server on 127.0.0.1 from the loopback address `from` (127.0.0.2, 127.0.0.3… are
 * all this machine's, so each stands for a different client).
 */
export function send(
  port: number,
  {
    from,
    method = "POST",
    path: urlPath,
    body,
    headers = {},
  }: {
    from: string;
    method?: string;
    path: string;
    body?: unknown;
    headers?: Record<string, string>;
  },
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: urlPath,
        localAddress: from,
        agent: false,
        headers: {
          "accept-language": "en",
          ...(payload === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: JSON.parse(text || "{}"),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

/** Whether anything accepts connections on the port. */
export const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

export class AppServer {
  output = "";
  private exited: Promise<number | null>;

  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
    readonly dataDir: string,
  ) {
    for (const stream of [child.stdout!, child.stderr!]) stream.on("data", (data) => (this.output += data));
    this.exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  }

  /**
   * Starts `command` (default: the custom server) on a free port and a data directory of its own, and
   * resolves once GET /api/health answers. `detached` puts it in a process group of its own, as a
   * terminal runs a foreground job.
   */
  static async start({
    env = {},
    command = [process.execPath, "scripts/serve.mjs"],
    dataDir = newDataDir(),
  }: { env?: Record<string, string>; command?: string[]; dataDir?: string } = {}): Promise<AppServer> {
    const port = await freePort();
    const child = spawn(command[0], command.slice(1), {
      cwd: process.cwd(),
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        DATABASE_URL: undefined,
        TEST_DATABASE_URL: undefined,
        SEED_DEMO: undefined,
        TRUSTED_PROXY_HOPS: undefined,
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        PORT: String(port),
        ...env,
      },
    });
    const server = new AppServer(child, port, dataDir);
    const deadline = Date.now() + 300_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null)
        throw new Error(`the server exited (${child.exitCode}):\n${server.output}`);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
      if (health?.status === 200) return server;
      await sleep(200);
    }
    child.kill("SIGKILL");
    throw new Error(`the server did not answer within 5 minutes:\n${server.output}`);
  }

  /** Resolves once the process has printed `text` (output may trail the request that answered). */
  async printed(text: string, timeoutMs = 10_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!this.output.includes(text) && Date.now() < deadline) await sleep(50);
    return this.output.includes(text);
  }

  /** Sends `signal` to the process started (or, with `group`, to its whole process group). */
  signal(signal: NodeJS.Signals, { group = false } = {}): void {
    process.kill(group ? -this.child.pid! : this.child.pid!, signal);
  }

  /** Resolves with the exit code once the process started has exited (SIGKILL after `timeoutMs`). */
  async exit(timeoutMs = 60_000): Promise<number | null> {
    const killer = setTimeout(() => this.child.kill("SIGKILL"), timeoutMs);
    const code = await this.exited;
    clearTimeout(killer);
    return code;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.signal("SIGTERM");
    await this.exit();
  }

  /** The e-mails written to `to` so far (the outbox in the server's data directory), oldest first. */
  mailsTo(to: string): { to: string; text: string }[] {
    const dir = path.join(this.dataDir, "outbox");
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map(
        (name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as { to: string; text: string },
      )
      .filter((mail) => mail.to === to);
  }

  /** The sign-in code of the first e-mail to `to` after the `seen` ones (e-mail leaves in the background). */
  async nextLoginCode(to: string, seen: number): Promise<string> {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const code = this.mailsTo(to)[seen]?.text.match(/^\d{6}$/m)?.[0];
      if (code) return code;
      await sleep(50);
    }
    throw new Error(`no sign-in code was sent to ${to}`);
  }

  /** Every process of the tree the test started (its own pid and all its descendants), from /proc. */
  processTree(): number[] {
    const parents = new Map<number, number>();
    for (const entry of fs.readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
        // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after the last ")".
        const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        parents.set(Number(entry), ppid);
      } catch {
        // the process ended while we looked
      }
    }
    const tree = [this.child.pid!];
    for (let i = 0; i < tree.length; i++)
      for (const [pid, ppid] of parents) if (ppid === tree[i] && !tree.includes(pid)) tree.push(pid);
    return tree;
  }
}

/** Whether the process still exists (a zombie counts as gone: it holds nothing). */
export function alive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
