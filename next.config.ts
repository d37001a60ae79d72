import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { securityHeaders } from "./lib/security-headers";

/** path-to-regexp (as Next compiles `source`): any path except /api/documents/<id>/file. */
const FILE_ROUTE_EXCLUDED_SOURCE = "/:path((?!api/documents/[^/]+/file/?$).*)";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // PGlite loads its WASM and extension bundles from its own package folder at run time.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@electric-sql/pglite-pgvector",
    "pglite-prisma-adapter",
    // Starts its worker thread from its own files (server/ingest/ocr.ts): must stay in node_modules.
    "tesseract.js",
    // A native addon, loaded by the PDF page renderer's worker (server/ingest/pdf-render-worker.mjs).
    "@napi-rs/canvas",
    // Large server-only libraries, loaded from node_modules at run time instead of compiled into every
    // route's bundle: the production build (what the first `npm start` waits for) does a fraction of
    // the work. None of them has a react-server build, so they run as they would be bundled.
    "exceljs",
    "mammoth",
    "unpdf",
    "uploadthing",
    "ai",
    "@ai-sdk/openai",
    "sanitize-html",
    "resend",
  ],
  // `next build` is the first `npm start`'s longest step (README: Quick start); these keep it short.
  // Type errors are `npm run typecheck`'s (CI runs it before the build), so the build does not
  // type-check a second time.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // The server code is served from this machine, not shipped to a size-limited host: unminified it
    // reads in a stack trace as it is, with no source maps to generate (minifying and mapping were
    // about 40% of the build's remaining CPU time).
    turbopackMinify: { server: false },
    turbopackSourceMaps: false,
    // A fresh clone has no cache to read, and writing one cost the first build tens of seconds.
    turbopackFileSystemCacheForBuild: false,
  },
  async headers() {
    const headers = securityHeaders({ production: process.env.NODE_ENV === "production" });
    const isCsp = (header: { key: string }) => header.key === "Content-Security-Policy";
    return [
      { source: "/:path*", headers: headers.filter((header) => !isCsp(header)) },
      {
        // Every path but the file route, which sets its own policy (a sandbox for every type except
        // PDF, which Chrome's viewer cannot open sandboxed): a header set here would replace it.
        source: FILE_ROUTE_EXCLUDED_SOURCE,
        headers: headers.filter(isCsp),
      },
    ];
  },
};

export default createNextIntlPlugin("./i18n/request.ts")(nextConfig);
