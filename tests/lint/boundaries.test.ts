import { readFile } from "node:fs/promises";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// Runs the project's eslint.config.js on snippets placed (virtually) inside the zones, so each
// boundary rule is shown to reject what it must and to let the allowed imports pass.
// `ignore: false` lets the on-disk cycle fixtures (ignored by `npm run lint`) be linted here.
const eslint = new ESLint({ ignore: false });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const paths = "import-x/no-restricted-paths";
const valuePaths = "boundaries/no-restricted-value-paths";

describe("import boundaries reject", () => {
  it.each([
    // contract: zod only
    ["contract → engine", "src/contract/x.ts", 'import "#engine/index";', paths],
    ["contract → server", "src/contract/x.ts", 'import "../server/config";', paths],
    ["contract → web", "src/contract/x.ts", 'import "@/lib/cn";', paths],
    ["contract → another package", "src/contract/x.ts", 'import "pino";', "no-restricted-imports"],
    [
      "contract loop (logic)",
      "src/contract/x.ts",
      "export function total(xs: number[]) {\n  let n = 0;\n  for (const x of xs) n += x;\n  return n;\n}",
      "no-restricted-syntax",
    ],
    [
      "contract generator (logic)",
      "src/contract/x.ts",
      "export function* ids() {\n  yield 1;\n}",
      "no-restricted-syntax",
    ],
    // engine/browser: the contract and itself, since the web runs it
    ["engine browser → engine", "src/engine/browser/x.ts", 'import "#engine/index";', paths],
    [
      "engine browser → engine (relative)",
      "src/engine/browser/packs/x.ts",
      'import "../../packs/index";',
      paths,
    ],
    // engine: contract only, pure
    ["engine → server", "src/engine/x.ts", 'import "#server/config";', paths],
    ["engine → web", "src/engine/x.ts", 'import "../web/lib/cn";', paths],
    ["engine → package", "src/engine/x.ts", 'import "zod";', "no-restricted-imports"],
    ["engine → node:fs", "src/engine/x.ts", 'import "node:fs";', "import-x/no-nodejs-modules"],
    ["engine → path", "src/engine/x.ts", 'import "path";', "import-x/no-nodejs-modules"],
    [
      "engine Date.now()",
      "src/engine/x.ts",
      "export const t = Date.now();",
      "no-restricted-properties",
    ],
    [
      "engine new Date()",
      "src/engine/x.ts",
      "export const t = new Date();",
      "no-restricted-syntax",
    ],
    ["engine Date()", "src/engine/x.ts", "export const t = Date();", "no-restricted-syntax"],
    [
      "engine performance.now()",
      "src/engine/x.ts",
      "export const t = performance.now();",
      "no-restricted-properties",
    ],
    [
      "engine Math.random()",
      "src/engine/x.ts",
      "export const r = Math.random();",
      "no-restricted-properties",
    ],
    [
      "engine crypto.randomUUID()",
      "src/engine/x.ts",
      "export const id = crypto.randomUUID();",
      "no-restricted-properties",
    ],
    [
      "engine process.env",
      "src/engine/x.ts",
      "export const env = process.env;",
      "no-restricted-globals",
    ],
    // server: routes → services → db, never the web
    ["server → web", "src/server/x.ts", 'import "../web/lib/cn";', paths],
    [
      "server → web (type)",
      "src/server/x.ts",
      'import type { ClassValue } from "@/lib/cn";',
      paths,
    ],
    ["service → routes", "src/server/tokens/x.service.ts", 'import "./tokens.routes";', paths],
    ["db → service", "src/server/db/x.ts", 'import "../tokens/tokens.service";', paths],
    ["db → routes", "src/server/db/x.ts", 'import "#server/tokens/tokens.routes";', paths],
    ["routes → db (value)", "src/server/tokens/x.routes.ts", 'import "../db/client";', valuePaths],
    // web: app → features → shared; features isolated; server types only
    [
      "feature → feature (relative)",
      "src/web/features/generator/x.ts",
      'import "../auth/components/sign-in-form";',
      paths,
    ],
    [
      "feature → feature (nested)",
      "src/web/features/generator/components/x.tsx",
      'import "../../auth/components/sign-in-form";',
      paths,
    ],
    [
      "feature → feature (alias)",
      "src/web/features/generator/x.ts",
      'import "@/features/auth/components/sign-in-form";',
      paths,
    ],
    [
      "feature → feature (dynamic import)",
      "src/web/features/generator/x.ts",
      'export const load = () => import("../auth/components/sign-in-form");',
      paths,
    ],
    [
      "feature → feature (re-export)",
      "src/web/features/generator/x.ts",
      'export * from "../auth/components/sign-in-form";',
      paths,
    ],
    ["feature → app", "src/web/features/generator/x.ts", 'import "@/app/router";', paths],
    [
      "components → feature",
      "src/web/components/ui/x.tsx",
      'import "@/features/auth/components/sign-in-form";',
      paths,
    ],
    ["lib → app", "src/web/lib/x.ts", 'import "../app/router";', paths],
    [
      "hooks → feature",
      "src/web/hooks/x.ts",
      'import "../features/auth/components/sign-in-form";',
      paths,
    ],
    [
      "web → server (value)",
      "src/web/lib/x.ts",
      'import { createApp } from "#server/app";\nexport const c = createApp;',
      valuePaths,
    ],
    [
      "web → server (inline type, kept by verbatimModuleSyntax)",
      "src/web/lib/x.ts",
      'import { type App } from "#server/app";\nexport type A = App;',
      valuePaths,
    ],
    [
      "web → engine (value)",
      "src/web/features/generator/x.ts",
      'import "#engine/index";',
      valuePaths,
    ],
  ])("%s", async (_name, filePath, code, rule) => {
    expect(await ruleIds(filePath, code)).toContain(rule);
  });

  it("a dependency cycle", async () => {
    const filePath = "tests/lint/fixtures/cycle/a.ts";
    expect(await ruleIds(filePath, await readFile(filePath, "utf8"))).toContain(
      "import-x/no-cycle",
    );
  });
});

describe("import boundaries allow", () => {
  it.each([
    [
      "contract → zod",
      "src/contract/x.ts",
      'import { z } from "zod";\nexport const s = z.string();',
    ],
    ["engine → contract", "src/engine/x.ts", 'import "#contract/wizard";'],
    [
      "engine browser → itself and contract",
      "src/engine/browser/packs/x.ts",
      'import "./detect";\nimport "../measure";\nimport "#contract/wizard-packs";',
    ],
    [
      "engine browser test → golden sets",
      "src/engine/browser/packs/x.test.ts",
      'import "../../golden/forms";',
    ],
    [
      "web → engine browser zone",
      "src/web/features/generator/x.ts",
      'import "#engine/browser/measure";\nimport "#engine/browser/packs/detect";',
    ],
    [
      "engine new Date(value)",
      "src/engine/x.ts",
      "export const at = (iso: string) => new Date(iso);",
    ],
    ["routes → service", "src/server/tokens/x.routes.ts", 'import "./tokens.service";'],
    [
      "routes → db (type)",
      "src/server/tokens/x.routes.ts",
      'import type { Db } from "../db/client";\nexport type D = Db;',
    ],
    ["service → db", "src/server/tokens/x.service.ts", 'import "../db/client";'],
    ["feature → itself", "src/web/features/auth/x.ts", 'import "./components/sign-in-form";'],
    [
      "feature → shared and contract",
      "src/web/features/auth/x.ts",
      'import "@/lib/cn";\nimport "#contract/wizard";',
    ],
    ["app → feature", "src/web/app/x.tsx", 'import "@/features/auth/components/sign-in-form";'],
    [
      "web → server (type)",
      "src/web/lib/x.ts",
      'import type { App } from "#server/app";\nexport type A = App;',
    ],
  ])("%s", async (_name, filePath, code) => {
    expect(await ruleIds(filePath, code)).toEqual([]);
  });
});
