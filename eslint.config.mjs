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

const NO_TRANSPORT_IN_SERVICES = {
  group: ["@/server/http", "@/server/http/*", "@/server/auth", "@/server/auth/*"],
  message:
    "Services know nothing of HTTP or sessions: take the caller's organisation as an argument, throw AppError from @/server/errors, validate with @/server/validation.",
};

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
    rules: { "no-restricted-imports": ["error", { patterns: [NO_SERVICES_IN_DB] }] },
  },
  {
    files: ["server/services/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [NO_TRANSPORT_IN_SERVICES] }] },
  },
  {
    // Dependencies run one way (app → server/services → server/db); a cycle is a layering mistake.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.ts", "server/**/*.ts"],
    ignores: ["server/db/generated/**"],
    // Not followed: dependencies (nothing of ours inside).
    settings: { "import/ignore": ["node_modules"] },
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
