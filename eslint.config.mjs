import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const DATABASE_ONLY_IN_SERVICES = {
  group: ["@/server/db", "@/server/db/*", "**/server/db", "**/server/db/*"],
  message: "Only server/services may touch the database. Call a service instead.",
};

const NO_SERVER_CODE = {
  group: ["@/server", "@/server/*", "**/server/*"],
  message:
    "components/ and lib/ run in the browser too: no server code. Take data as props (CODE_STYLE.md, Layering).",
};

const NO_SERVICES_IN_DB = {
  group: ["@/server/services", "@/server/services/*", "@/server/auth", "@/server/auth/*"],
  message: "server/db is a plain client factory: it never calls services or auth (they call it).",
};

// Existing exceptions, each to be removed by the move of issue 9 point 2 (server data loaders used by
// layouts move out of components/; the demo seed is called from start-up, not from server/db).
const LAYERING_EXCEPTIONS_PENDING_MOVE = [
  "components/access/area-gate.tsx",
  "components/shell/organization-brand.ts",
  "server/db/seed.ts",
];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      ".data/**",
      "server/db/generated/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      "coverage/**",
    ],
  },
  {
    // Pages, layouts, route handlers and components reach data only through server/services.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [DATABASE_ONLY_IN_SERVICES] }],
    },
  },
  {
    files: ["components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    ignores: LAYERING_EXCEPTIONS_PENDING_MOVE,
    rules: {
      "no-restricted-imports": ["error", { patterns: [DATABASE_ONLY_IN_SERVICES, NO_SERVER_CODE] }],
    },
  },
  {
    // The public pages' client components (DESIGN §13: landing ≤ 150 kB of JS): importing next-intl
    // here would put its client runtime back on their first load. Take texts and locale as props.
    files: [
      "components/language-switch-buttons.tsx",
      "components/providers/locale-sync.tsx",
      "components/ui/toast.tsx",
      "components/landing/scroll-header.tsx",
      "components/landing/faq-accordion.tsx",
      "components/landing/demo-form.tsx",
      "components/landing/demo-form-fields.tsx",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "next-intl", message: "Public pages ship no next-intl: take texts as props." }],
          patterns: [DATABASE_ONLY_IN_SERVICES, NO_SERVER_CODE],
        },
      ],
    },
  },
  {
    files: ["server/db/**/*.ts"],
    ignores: LAYERING_EXCEPTIONS_PENDING_MOVE,
    rules: { "no-restricted-imports": ["error", { patterns: [NO_SERVICES_IN_DB] }] },
  },
  {
    // Dependencies run one way (app → server/services → server/db); a cycle is a layering mistake.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.ts", "server/**/*.ts"],
    ignores: ["server/db/generated/**"],
    // Not followed: dependencies (nothing of ours inside), and the demo seed, whose db → seed →
    // services → db cycle goes when the seed moves to start-up (issue 9 point 2; then drop it here).
    settings: { "import/ignore": ["node_modules", "server/db/seed\\.ts$"] },
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // useTestDatabase() registers Jest hooks; it is not a React hook despite its name.
    files: ["tests/**/*.{ts,tsx}"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["tools/**/*.mjs", "scripts/**/*.mjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
];

export default config;
