import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const restrict = (patterns) => ["error", { patterns }];

export default tseslint.config(
  { ignores: ["dist", "node_modules", "data", "test-results", "playwright-report"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
    },
  },
  // Dependencies point one way (docs/architecture.md).
  {
    files: ["src/contract/**"],
    rules: {
      "no-restricted-imports": restrict([
        {
          group: ["#engine/*", "#server/*", "@/*", "**/engine/**", "**/server/**", "**/web/**"],
          message: "contract depends on nothing but zod.",
        },
      ]),
    },
  },
  {
    files: ["src/engine/**"],
    rules: {
      "no-restricted-imports": restrict([
        {
          group: ["#server/*", "@/*", "**/server/**", "**/web/**", "node:*"],
          message: "The engine is pure: contract only, no I/O.",
        },
      ]),
    },
  },
  {
    files: ["src/server/**"],
    rules: {
      "no-restricted-imports": restrict([
        { group: ["@/*", "**/web/**"], message: "The server never imports the web app." },
      ]),
    },
  },
  {
    files: ["src/web/**"],
    ignores: ["src/web/features/**", "src/web/app/**", "src/web/main.tsx"],
    rules: {
      "no-restricted-imports": restrict([
        {
          group: ["@/features/*", "@/app/*", "**/features/**", "**/app/**"],
          message: "Shared web code never imports features or the app.",
        },
        {
          group: ["#server/*", "**/server/**", "#engine/*"],
          importNamePattern: "^(?!type )",
          allowTypeImports: true,
          message: "The web app imports only types from the server.",
        },
      ]),
    },
  },
  {
    files: ["src/web/features/**"],
    rules: {
      "no-restricted-imports": restrict([
        {
          group: ["@/features/*", "@/app/*", "../../*"],
          message:
            "A feature never imports another feature or the app; share through components/, lib/ or contract.",
        },
        {
          group: ["#server/*", "**/server/**"],
          allowTypeImports: true,
          message: "The web app imports only types from the server.",
        },
      ]),
    },
  },
);
