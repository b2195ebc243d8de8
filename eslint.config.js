import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Import boundaries are zones of folders, checked on the resolved file, so `../auth/x`,
// `@/features/auth/x` and `#server/x` are judged alike (docs/decisions/012).
const root = import.meta.dirname;
const webFeatures = readdirSync(`${root}/src/web/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const isTypeOnly = (source) =>
  source.parent.importKind === "type" || source.parent.exportKind === "type";

// import-x/no-restricted-paths, except that `import type` / `export type` pass: these are erased
// from the build, so the web may use the server's types and routes may use the db's row types.
const restrictedValuePaths = {
  ...importX.rules["no-restricted-paths"],
  create: (context) =>
    importX.rules["no-restricted-paths"].create(
      Object.create(context, {
        report: {
          value: (descriptor) => {
            if (!isTypeOnly(descriptor.node)) context.report(descriptor);
          },
        },
      }),
    ),
};

const zones = (...list) => ["error", { basePath: root, zones: list }];
// Any import that is not relative, not an alias (#x/, @/) and not one of the allowed packages.
const packagesExcept = (allowed, message) => [
  "error",
  {
    patterns: [
      { regex: `^(?![.#]|@/${allowed.map((name) => `|${name}(/|$)`).join("")})`, message },
    ],
  },
];
// Test code and its support may use test libraries (vitest, fast-check).
const testFiles = ["**/*.test.{ts,tsx}", "**/test-utils.{ts,tsx}", "src/**/testing/**"];
// A bound is a `limits` entry read by the form schema, the request schema and the text alike
// (decision 094): outside src/contract no `.min(8)`, `.max(40)` or `.length(6)` spells one.
const boundLiteral = {
  selector:
    "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(min|max|length)$/]:not([callee.object.name='Math']) > Literal.arguments[raw=/^[0-9]/]",
  message:
    "A bound lives once in src/contract/limits.ts (decision 094); read it from there instead of spelling the number.",
};
// …nor does a field's bound in JSX: `maxLength={40}`, `minLength={8}`, a number input's `min={1}`
// or `max={100}` (the server checks the same `limits` entry).
const jsxBoundLiteral = {
  selector:
    "JSXAttribute[name.name=/^(min|max|minLength|maxLength)$/] > JSXExpressionContainer Literal[raw=/^[0-9]/]",
  message: boundLiteral.message,
};

export default tseslint.config(
  {
    ignores: [
      "dist",
      "node_modules",
      "data",
      "test-results",
      "playwright-report",
      "tests/lint/fixtures",
      "tests/fixtures",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // Plain-node launchers (no TypeScript at run time).
    files: ["scripts/**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: {
      "import-x": importX,
      boundaries: { rules: { "no-restricted-value-paths": restrictedValuePaths } },
    },
    settings: {
      // Parse .ts/.tsx dependencies too (no-cycle follows them); resolve with tsconfig paths and
      // package.json "imports".
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createTypeScriptImportResolver({ project: `${root}/tsconfig.json` }),
      ],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    // config.ts bounds the operator's environment variables (README "Configuration"), no limit
    // a request or a text meets.
    ignores: ["src/contract/**", "src/server/config.ts", ...testFiles],
    rules: { "no-restricted-syntax": ["error", boundLiteral, jsxBoundLiteral] },
  },
  // Dependencies point one way: contract ← engine ← server; web → contract (docs/architecture.md).
  {
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": zones(
        {
          target: "src/contract",
          from: ["src/engine", "src/server", "src/web"],
          message: "contract depends on nothing but zod.",
        },
        {
          target: "src/engine",
          from: ["src/server", "src/web", "src/cli"],
          message: "The engine imports only the contract.",
        },
        {
          // Its tests may read the engine's golden sets.
          target: "src/engine/browser/**/!(*.test).ts",
          from: "src/engine",
          except: ["./browser"],
          message:
            "The engine's browser zone imports only the contract and itself: the web runs it (decision 130).",
        },
        {
          target: "src/cli",
          from: ["src/server", "src/web"],
          message: "The CLI uses the contract and the engine, and talks to the server over HTTP.",
        },
        {
          target: ["src/server", "src/web", "src/contract"],
          from: "src/cli",
          message: "Nothing imports the CLI.",
        },
        { target: "src/server", from: "src/web", message: "The server never imports the web app." },
        {
          target: "src/server/**/*.service.ts",
          from: "src/server/**/*.routes.ts",
          message: "Routes call services, never the other way round.",
        },
        {
          target: "src/server/db",
          from: ["src/server/**/*.routes.ts", "src/server/**/*.service.ts"],
          message: "The db layer knows nothing of routes or services.",
        },
        {
          target: ["src/web/components", "src/web/lib", "src/web/hooks", "src/web/i18n"],
          from: ["src/web/features", "src/web/app", "src/web/main.tsx"],
          message: "Shared web code never imports features or the app.",
        },
        {
          target: "src/web/features",
          from: ["src/web/app", "src/web/main.tsx"],
          message: "A feature never imports the app; the app composes features.",
        },
        ...webFeatures.map((feature) => ({
          target: `src/web/features/${feature}`,
          from: "src/web/features",
          except: [`./${feature}`],
          message:
            "A feature never imports another feature; share through components/, lib/, hooks/ or the contract.",
        })),
      ),
      "boundaries/no-restricted-value-paths": zones(
        {
          target: "src/web",
          from: "src/server",
          message: "The web app imports only types from the server (`import type`).",
        },
        {
          target: "src/web",
          from: "src/engine",
          except: ["./browser", "./project", "./mcp", "./audit"],
          message:
            "The web app imports only types from the engine (`import type`), except its browser zone (decision 130), the pure project reader, MCP module and rule-file audit.",
        },
        {
          target: "src/server/**/*.routes.ts",
          from: "src/server/db",
          message: "Routes reach the database through a service; only `import type` from db/.",
        },
      ),
    },
  },
  // The contract declares (schemas, types, limits, codes) and does not compute: a loop or a
  // generator is logic (a matcher, a measurer), which goes to src/engine/browser/ (decision 130).
  {
    files: ["src/contract/**/*.ts"],
    ignores: testFiles,
    rules: {
      "no-restricted-imports": packagesExcept(["zod"], "contract depends on nothing but zod."),
      "no-restricted-syntax": [
        "error",
        {
          selector:
            ":matches(ForStatement, ForInStatement, ForOfStatement, WhileStatement, DoWhileStatement, :function[generator=true])",
          message:
            "The contract declares and does not compute: put the logic in src/engine/browser/, which the web may import (decision 130).",
        },
      ],
    },
  },
  // The engine is pure: no I/O, no environment, no clock, no randomness (time and ids are passed in).
  {
    files: ["src/engine/**/*.ts"],
    rules: {
      "import-x/no-nodejs-modules": "error",
      "no-restricted-globals": [
        "error",
        { name: "process", message: "The engine reads no environment; pass values in." },
        { name: "fetch", message: "The engine does no I/O." },
      ],
      "no-restricted-properties": [
        "error",
        ...[
          ["Date", "now"],
          ["performance", "now"],
          ["Math", "random"],
          ["crypto", "randomUUID"],
          ["crypto", "getRandomValues"],
        ].map(([object, property]) => ({
          object,
          property,
          message: "The engine is deterministic: take the time or the id as an argument.",
        })),
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "NewExpression[callee.name='Date'][arguments.length=0], CallExpression[callee.name='Date']",
          message: "The engine is deterministic: take the time as an argument.",
        },
        boundLiteral,
      ],
    },
  },
  {
    files: ["src/engine/**/*.ts"],
    ignores: [...testFiles, "src/engine/project/**", "src/engine/mcp/parsers.ts"],
    rules: {
      "no-restricted-imports": packagesExcept([], "The engine imports only the contract."),
    },
  },
  // The MCP formats read their files back with zod and Codex's TOML with smol-toml, through this
  // one module (decision 126).
  {
    files: ["src/engine/mcp/parsers.ts"],
    rules: {
      "no-restricted-imports": packagesExcept(
        ["zod", "smol-toml"],
        "The MCP formats' parsers import only zod and smol-toml.",
      ),
    },
  },
  // The project reader parses manifests and lockfiles with two pure parsers (decision 076).
  {
    files: ["src/engine/project/**/*.ts"],
    ignores: testFiles,
    rules: {
      "no-restricted-imports": packagesExcept(
        ["smol-toml", "yaml"],
        "The project reader imports only the contract and its two parsers.",
      ),
    },
  },
);
