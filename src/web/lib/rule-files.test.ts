import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  nativeFileName,
  ruleFileKind,
  ruleFileType,
  savedRulePath,
  sizeMeter,
  zipFileName,
} from "./rule-files";
import { zipRuleFiles } from "./zip-rule-files";

describe("rule files", () => {
  it("downloads a single file under the last segment of its native path", () => {
    expect(nativeFileName(".cursor/rules/react-frontend.mdc")).toBe("react-frontend.mdc");
    expect(nativeFileName("CLAUDE.md")).toBe("CLAUDE.md");
    expect(nativeFileName(".github/copilot-instructions.md")).toBe("copilot-instructions.md");
    expect(nativeFileName(".rules")).toBe(".rules");
  });

  it("names the zip after the title slug", () => {
    expect(zipFileName("react-rules-for-cursor.md")).toBe("react-rules-for-cursor.zip");
  });

  it("zips every file under its folder path with its exact content", () => {
    const files = [
      {
        path: ".cursor/rules/core.mdc",
        content: "---\nalwaysApply: true\n---\n# Core\n",
        role: "core",
        size: 4,
      },
      { path: ".cursor/rules/react.mdc", content: "# React – Hooks\n", role: "scoped", size: 1 },
      { path: "app.rules.json", content: "{}\n", role: "json", size: 3 },
    ] as const;
    const unpacked = unzipSync(zipRuleFiles([...files]));
    expect(Object.keys(unpacked).sort()).toEqual(files.map((f) => f.path).sort());
    for (const file of files) expect(strFromU8(unpacked[file.path]!)).toBe(file.content);
  });

  it("turns the meter amber from 90 % of the limit and caps the bar at 100 %", () => {
    const limit = { value: 500 };
    expect(sizeMeter({ size: 449, limit })).toEqual({ share: 90, nearLimit: false, over: false });
    expect(sizeMeter({ size: 450, limit })).toEqual({ share: 90, nearLimit: true, over: false });
    expect(sizeMeter({ size: 100, limit })).toEqual({ share: 20, nearLimit: false, over: false });
    expect(sizeMeter({ size: 500, limit })).toEqual({ share: 100, nearLimit: true, over: false });
    expect(sizeMeter({ size: 600, limit })).toEqual({ share: 100, nearLimit: true, over: true });
  });
});

describe("a saved rule's file", () => {
  const saved = (
    outputFormat: string,
    files: { path: string; role: "core" | "scoped" | "json"; kind?: "skill" }[],
  ) => ({
    name: "React + Next.js + TailwindCSS for Cursor",
    form: { outputFormat },
    rule: { files },
  });

  it("is named as the result page names it: the core file, or the JSON document for JSON", () => {
    const cursor = saved("Markdown", [
      { path: ".claude/skills/run-tests/SKILL.md", role: "core", kind: "skill" },
      { path: ".cursor/rules/react-nextjs-tailwindcss-fullstack.mdc", role: "core" },
      { path: ".cursor/rules/react.mdc", role: "scoped" },
    ]);
    expect(savedRulePath(cursor)).toBe(".cursor/rules/react-nextjs-tailwindcss-fullstack.mdc");
    expect(nativeFileName(savedRulePath(cursor))).toBe("react-nextjs-tailwindcss-fullstack.mdc");
    const json = saved("JSON", [{ path: "react.rules.json", role: "json" }]);
    expect(savedRulePath(json)).toBe("react.rules.json");
    expect(ruleFileType(savedRulePath(json))).toBe("application/json");
  });

  it("falls back to the name's slug for rules saved before files were kept", () => {
    expect(savedRulePath(saved("Markdown", []))).toBe(
      "react-+-next.js-+-tailwindcss-for-cursor.md",
    );
    expect(savedRulePath({ name: "Salon", form: { outputFormat: "Markdown" }, rule: null })).toBe(
      "salon.md",
    );
  });

  it("says what kind of file it is", () => {
    expect(ruleFileKind(".cursor/rules/a.mdc")).toBe("mdc");
    expect(ruleFileKind("CLAUDE.md")).toBe("md");
    expect(ruleFileKind("a.rules.json")).toBe("json");
    expect(ruleFileKind(".gemini/commands/check.toml")).toBe("toml");
    expect(ruleFileKind(".aider.conf.yml")).toBe("yaml");
    expect(ruleFileKind(".rules")).toBe("text");
    expect(ruleFileKind(".bolt/prompt")).toBe("text");
  });
});
