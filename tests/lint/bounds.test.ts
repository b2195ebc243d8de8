import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// A bound lives once in src/contract/limits.ts (decision 094): the project's eslint.config.js
// refuses a number literal in `.min/.max/.length` anywhere else, and lets the contract and
// `Math.min/max` pass.
const eslint = new ESLint();

async function bounds(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === "no-restricted-syntax")
    .length;
}

const schema = 'import { z } from "zod";\nexport const name = z.string().min(2).max(40);\n';

describe("number literals as bounds", () => {
  it.each([
    ["a web feature", "src/web/features/admin-billing/x.ts"],
    ["shared web code", "src/web/lib/x.ts"],
    ["a server service", "src/server/admin/x.service.ts"],
    ["the engine", "src/engine/x.ts"],
  ])("are refused in %s", async (_, filePath) => {
    expect(await bounds(filePath, schema)).toBe(2);
    expect(
      await bounds(filePath, 'import { z } from "zod";\nexport const c = z.string().length(6);\n'),
    ).toBe(1);
  });

  it("pass in the contract, and as limits entries or Math.min/max elsewhere", async () => {
    expect(await bounds("src/contract/x.ts", schema)).toBe(0);
    expect(
      await bounds(
        "src/web/lib/x.ts",
        'import { z } from "zod";\nimport { limits } from "#contract/limits";\n' +
          "export const name = z.string().max(limits.productNameMax);\n" +
          "export const n = Math.max(0, Math.min(3, 5));\n",
      ),
    ).toBe(0);
  });
});
