// Loads Prisma's WASM schema engine (shipped inside the `prisma` package) behind a driver adapter.
// Used by tools/prisma-schema-engine.mjs; see research/prisma-pglite.md §9 for why this exists.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";

const require = createRequire(import.meta.url);

/** The CLI's own engine first (it matches the CLI version); the npm glue package's copy as a fallback. */
function wasmCandidates() {
  return [
    process.env.SCHEMA_ENGINE_WASM,
    path.join(path.dirname(require.resolve("prisma/package.json")), "build/schema_engine_bg.wasm"),
    path.join(
      path.dirname(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg")),
      "schema_engine_bg.wasm",
    ),
  ].filter((p) => p && fs.existsSync(p));
}

export async function loadSchemaEngine({ datamodels, adapterFactory, log = () => {} }) {
  // Only the JS glue comes from @prisma/schema-engine-wasm; its imports/exports match the CLI's wasm.
  const glue = await import("@prisma/schema-engine-wasm/schema_engine_bg");
  let instance;
  let lastError;
  for (const file of wasmCandidates()) {
    try {
      ({ instance } = await WebAssembly.instantiate(fs.readFileSync(file), {
        "./schema_engine_bg.js": glue,
      }));
      break;
    } catch (error) {
      lastError = error;
    }
  }
  if (!instance) throw lastError ?? new Error("schema_engine_bg.wasm not found");
  glue.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start?.();
  const engine = await glue.SchemaEngine.new(
    { datamodels },
    log,
    bindMigrationAwareSqlAdapterFactory(adapterFactory),
  );
  return { engine, version: glue.version?.() };
}
