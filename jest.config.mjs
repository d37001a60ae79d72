import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// ESM-only dependencies that next/jest's SWC must compile (Jest on Node 20 cannot require(esm)).
const esmPackages = [
  "next-intl",
  "use-intl",
  "icu-minify",
  "@formatjs",
  "intl-messageformat",
  "@schummar",
  "ai",
  "@ai-sdk",
  "@standard-schema",
  "@workflow",
  "@vercel",
  "eventsource-parser",
  "next-auth",
  "@auth",
  "jose",
  "oauth4webapi",
  "@panva",
  "preact",
  "preact-render-to-string",
  "@tiptap",
  "@tanstack",
  "zod",
  "lucide-react",
  "@electric-sql",
  "pglite-prisma-adapter",
  "@prisma/adapter-pg",
  "@prisma/client",
  "@prisma/driver-adapter-utils",
  "@prisma/client-runtime-utils",
  "uuid",
  "resend",
  // sanitize-html's parser stack is ESM-only since htmlparser2 12.
  "htmlparser2",
  "domhandler",
  "domutils",
  "dom-serializer",
  "domelementtype",
  "entities",
];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "node",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  moduleNameMapper: {
    "^server-only$": "<rootDir>/tests/helpers/empty-module.ts",
    "^@/(.*)$": "<rootDir>/$1",
  },
  testMatch: ["<rootDir>/tests/{unit,integration}/**/*.test.{ts,tsx}"],
  testPathIgnorePatterns: [
    "<rootDir>/tests/e2e/",
    "<rootDir>/.next/",
    "<rootDir>/node_modules/",
    // Suites about the PostgreSQL server itself run only in the server-database run.
    ...(process.env.TEST_DATABASE_URL ? [] : ["<rootDir>/tests/integration/postgres/"]),
  ],
  // Integration suites boot a database each; a generous timeout keeps slow CI machines green.
  testTimeout: 60_000,
  maxWorkers: 2,
};

async function jestConfig() {
  const resolved = await createJestConfig(config)();
  // Also compile .cjs: PGlite's CommonJS build (what Jest resolves) calls import("fs") and friends, which
  // Jest's sandbox rejects without --experimental-vm-modules; SWC turns them into require().
  const [swcTransform] = Object.values(resolved.transform);
  resolved.transform = { "^.+\\.(js|jsx|ts|tsx|mjs|cjs)$": swcTransform };
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${esmPackages.join("|")})/)`,
    "^.+\\.module\\.(css|sass|scss)$",
  ];
  return resolved;
}

export default jestConfig;
