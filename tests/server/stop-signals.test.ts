import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { AppServer, alive, newDataDir, portOpen } from "./app-server";

// `npm start` stopped as people stop it: Ctrl+C in the terminal (SIGINT to the foreground process
// group), `kill -INT` or `kill -TERM` of the npm process they see (the one `npm start` is: the signal
// goes to npm's PID, not to the server's). Each time the whole process tree must go, the port close,
// the database be closed cleanly and its lock released; the next start on the same data directory
// (the next case) proves the release too. Starting leaves the checkout as it was: package.json and
// package-lock.json are never rewritten.
const dataDir = newDataDir();
const dbLock = path.join(dataDir, "db.lock");

/** git's view of the files `npm start` must never write, with their contents. */
const manifestState = () => ({
  status: execFileSync("git", ["status", "--porcelain", "--", "package.json", "package-lock.json"], {
    encoding: "utf8",
  }),
  manifest: fs.readFileSync("package.json", "utf8"),
  lock: fs.readFileSync("package-lock.json", "utf8"),
});
const manifestBefore = manifestState();

const cases: [string, NodeJS.Signals, boolean][] = [
  ["kill -TERM <npm pid>", "SIGTERM", false],
  ["kill -INT <npm pid>", "SIGINT", false],
  ["Ctrl+C (SIGINT to the whole foreground group)", "SIGINT", true],
];

describe("stopping npm start", () => {
  it.each(cases)(
    "%s stops every process of the tree, closes the port and the database, and releases its lock",
    async (_, signal, group) => {
      const server = await AppServer.start({ command: ["npm", "start"], dataDir });
      const tree = server.processTree();
      // npm and the server it runs (in the same process as start.mjs: nothing in between).
      expect(tree.length).toBeGreaterThanOrEqual(2);
      // The server holds the database's lock, under its own PID, one of the tree's.
      const holder = JSON.parse(fs.readFileSync(dbLock, "utf8")) as { pid: number };
      expect(tree).toContain(holder.pid);
      expect(await server.printed("[asistente] ready on")).toBe(true);

      server.signal(signal, { group });
      expect(await server.exit()).toBe(0);
      expect(await portOpen(server.port)).toBe(false);
      expect(tree.filter(alive)).toEqual([]);
      expect(server.output).toContain("database closed cleanly");
      expect(fs.existsSync(dbLock)).toBe(false);
      expect(manifestState()).toEqual(manifestBefore);
    },
    360_000,
  );
});
