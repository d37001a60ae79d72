import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const DATABASE_ONLY_IN_SERVICES = {
  group: ["@/server/db", "@/server/db/*", "**/server/db", "**/server/db/*"],
  message: "Only server/services may touch the database. Call a service instead.",
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
          patterns: [DATABASE_ONLY_IN_SERVICES],
        },
      ],
    },
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
