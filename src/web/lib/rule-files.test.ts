import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { nativeFileName, sizeMeter, zipFileName } from "./rule-files";
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
