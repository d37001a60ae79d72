import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { securityHeaders } from "./lib/security-headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // PGlite loads its WASM and extension bundles from its own package folder at run time.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-pgvector", "pglite-prisma-adapter"],
  async headers() {
    return [
      {
        source: "/:path*",
        headers: securityHeaders({ production: process.env.NODE_ENV === "production" }),
      },
      {
        // Uploaded files replace the app's CSP with a sandbox, so a file can never run script in the
        // app's origin (ASVS 5.0 §3.2.1). Listed last: for the same header key the last match wins.
        source: "/api/documents/:id/file",
        headers: [{ key: "Content-Security-Policy", value: "sandbox" }],
      },
    ];
  },
};

export default createNextIntlPlugin("./i18n/request.ts")(nextConfig);
