// Preloaded by `npm run bench` (tsx --require): lets the app's server modules load in a plain Node
// process, as Jest does with its moduleNameMapper. "server-only" throws outside a React Server
// environment, and running under `--conditions react-server` instead breaks next-intl (the chat
// path's fixed texts), whose client provider needs React's client build.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload, by necessity
const Module = require("node:module");

if (!globalThis.__benchServerOnlyStub) {
  globalThis.__benchServerOnlyStub = true;
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    return request === "server-only" ? __filename : resolve.call(this, request, ...rest);
  };
}
