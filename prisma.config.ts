import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "prisma/config";

// Offline machines cannot download Prisma's native schema engine; use the stand-in that drives Prisma's
// own WASM engine (tools/prisma-schema-engine.mjs) unless a native binary is configured or installed.
const nativeEngineDir = path.join(import.meta.dirname, "node_modules", "@prisma", "engines");
const hasNativeEngine =
  fs.existsSync(nativeEngineDir) &&
  fs.readdirSync(nativeEngineDir).some((f) => f.startsWith("schema-engine"));
if (!process.env.PRISMA_SCHEMA_ENGINE_BINARY && !hasNativeEngine) {
  process.env.PRISMA_SCHEMA_ENGINE_BINARY = path.join(
    import.meta.dirname,
    "tools",
    "prisma-schema-engine.mjs",
  );
}
process.env.CHECKPOINT_DISABLE ??= "1"; // Prisma's update check cannot reach the internet either.

const dataDir = process.env.DATA_DIR ?? ".data";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  // "pglite:<dir>" is embedded PGlite (understood by the stand-in engine); otherwise postgresql://…
  datasource: { url: process.env.DATABASE_URL || `pglite:${path.join(dataDir, "db")}` },
  experimental: { externalTables: true },
  tables: { external: ["public.ChunkEmbedding"] },
});
