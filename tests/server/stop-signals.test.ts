import { AppServer, alive, newDataDir, portOpen } from "./app-server";

// `npm start` stopped as people stop it: Ctrl+C in the terminal (SIGINT to the foreground process
// group), `kill -INT` or `kill -TERM` of the npm process they see. Each time the whole process tree
// must go, the port close, and the database be closed cleanly; the next start on the same data
// directory (the next case) proves the database lock was released.
const dataDir = newDataDir();

const cases: [string, NodeJS.Signals, boolean][] = [
  ["kill -TERM <npm pid>", "SIGTERM", false],
  ["kill -INT <npm pid>", "SIGINT", false],
  ["Ctrl+C (SIGINT to the whole foreground group)", "SIGINT", true],
];

describe("stopping npm start", () => {
  it.each(cases)(
    "%s stops every process of the tree, closes the port and the database",
    async (_, signal, group) => {
      const server = await AppServer.start({ command: ["npm", "start"], dataDir });
      const tree = server.processTree();
      // npm and the server it runs (in the same process as start.mjs: nothing in between).
      expect(tree.length).toBeGreaterThanOrEqual(2);
      server.signal(signal, { group });
      expect(await server.exit()).toBe(0);
      expect(await portOpen(server.port)).toBe(false);
      expect(tree.filter(alive)).toEqual([]);
      expect(server.output).toContain("database closed cleanly");
    },
    360_000,
  );
});
