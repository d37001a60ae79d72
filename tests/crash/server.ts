import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { SERVER_HEAP_FLAG } from "@/scripts/server-heap.mjs";

/**
 * The real server as an operator runs it (`node scripts/start.mjs`, i.e. `npm start`) on a data
 * directory of the test's, in a process group of its own so the whole group can be SIGKILLed at once
 * (the wrapper, Next and PGlite's thread), as an out-of-memory kill or a power cut would.
 */

/** A port nobody listens on now (the OS picks it), so the test runs anywhere. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export class ServerUnderTest {
  private process: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);
  /** Everything the current process wrote (stdout and stderr), for waiting on log lines. */
  output = "";

  constructor(
    readonly dataDir: string,
    readonly port: number,
  ) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts it and resolves once GET /api/health answers 200. */
  async start(): Promise<void> {
    this.output = "";
    // As `npm start` runs it (package.json), heap cap included.
    const child = spawn(process.execPath, [SERVER_HEAP_FLAG, "scripts/start.mjs"], {
      cwd: process.cwd(),
      detached: true, // its own process group: kill(-pid) reaches every process of the server
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        // The embedded database in DATA_DIR with the demo seed, whatever database the calling
        // process uses (the bench points these at its own corpus).
        DATABASE_URL: undefined,
        SEED_DEMO: undefined,
        DATA_DIR: this.dataDir,
        PORT: String(this.port),
        NODE_ENV: "production",
      },
    });
    const log = fs.createWriteStream(path.join(this.dataDir, "..", "server.log"), { flags: "a" });
    for (const stream of [child.stdout!, child.stderr!])
      stream.on("data", (data: Buffer) => {
        // A killed process's last buffered lines are not the new one's output.
        if (this.process === child) this.output += data.toString();
        log.write(data);
      });
    this.process = child;
    this.exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
    // The first start may build the app (scripts/ensure-build.mjs) when CI built it without the stamp.
    const deadline = Date.now() + 360_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${this.output}`);
      const health = await fetch(`${this.baseUrl}/api/health`).catch(() => null);
      if (health?.status === 200) return;
      await sleep(100);
    }
    throw new Error(`the server did not answer within 6 minutes:\n${this.output}`);
  }

  /**
   * SIGKILL to the whole process group, returning at once: the caller restarts straight away, as a
   * supervisor does, while the killed processes may still be exiting or unreaped (issue 20).
   */
  kill(): void {
    if (!this.process?.pid) return;
    try {
      process.kill(-this.process.pid, "SIGKILL");
    } catch {
      // already gone
    }
    this.process = null;
  }

  /** SIGKILL to the whole process group; resolves once every process of it is gone (for clean-up). */
  async killAndWait(): Promise<void> {
    const pid = this.process?.pid;
    if (!pid) return;
    const exited = this.exited;
    this.kill();
    await exited;
    await groupGone(pid);
  }

  /** Sends `signal` to the wrapper only (what `kill <pid>` or Ctrl+C's SIGINT does) and waits for its exit code. */
  async stop(signal: NodeJS.Signals): Promise<number | null> {
    this.process?.kill(signal);
    const code = await this.exited;
    this.process = null;
    return code;
  }

  /** Resolves once `pattern` appears in the output. */
  async waitFor(pattern: RegExp, timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(this.output)) {
      if (Date.now() > deadline) throw new Error(`no ${pattern} in the server output:\n${this.output}`);
      await sleep(5);
    }
  }
}

async function groupGone(pid: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    await sleep(20);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
