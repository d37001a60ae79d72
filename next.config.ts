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
    ];
  },
};

export default createNextIntlPlugin("./i18n/request.ts")(nextConfig);
