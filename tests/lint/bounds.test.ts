import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// A bound lives once in src/contract/limits.ts (decision 094): the project's eslint.config.js
// refuses a number literal in `.min/.max/.length` or a JSX field's `maxLength/minLength/min/max`
// anywhere else, and lets the contract and `Math.min/max` pass.
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

  it("are refused as a field's bound in JSX (maxLength, minLength, min, max), not as other props", async () => {
    const field = (props: string) => `export const F = () => <input ${props} />;\n`;
    const file = "src/web/features/billing/components/x.tsx";
    expect(await bounds(file, field("maxLength={40} minLength={8} min={1} max={100}"))).toBe(4);
    expect(await bounds(file, field("max={-1}"))).toBe(1);
    expect(
      await bounds(
        file,
        'import { limits } from "#contract/limits";\n' +
          field("maxLength={limits.passwordMax} min={limits.adminTokenGrantMin} rows={5} step={1}"),
      ),
    ).toBe(0);
    expect(await bounds("src/contract/x.tsx", field("maxLength={40}"))).toBe(0);
  });
});
