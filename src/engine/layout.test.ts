import { describe, expect, it } from "vitest";
import { generateRule } from "./index";
import { foldersNamed } from "./layout";
import { applyFacts, foldersOf } from "./project/index";
import { createProjectFacts } from "./project/testing/facts";
import { createForm } from "./testing/forms";

describe("the project's folders", () => {
  it("lists folders that hold files two levels deep, without dependency or build folders", () => {
    expect(
      foldersOf([
        "README.md",
        "src/app/page.tsx",
        "src/lib/deep/x.ts",
        "node_modules/react/index.js",
        "apps/web/node_modules/x/y.js",
        "docs/index.md",
      ]),
    ).toEqual(["apps", "apps/web", "docs", "src", "src/app", "src/lib"]);
  });

  it("keeps the shallowest folders when there are more than the facts hold", () => {
    const paths = Array.from({ length: 500 }, (_, i) => `a/f${String(i).padStart(3, "0")}/x.ts`);
    const folders = foldersOf(["z/file.ts", ...paths]);
    expect(folders).toContain("z");
    expect(folders).toContain("a");
    expect(folders).toHaveLength(400);
  });
});

describe("paths a rule names", () => {
  it("reads folders and files in folders, not module specifiers or root files", () => {
    expect(
      foldersNamed(
        "Use `app/Http/Kernel.php`, `routes/api.php`, `src/features/` and `.github/workflows/`; import `next/navigation` and `@/lib/x`, edit `manage.py`.",
      ),
    ).toEqual(["app/Http", "routes", "src/features", ".github/workflows"]);
    // No tree holds dependency folders: a rule pointing into one is not judged by it.
    expect(foldersNamed("Read `node_modules/next/dist/docs/` first.")).toEqual([]);
  });
});

describe("the layout line", () => {
  const form = (folders?: string[]) =>
    applyFacts(
      createForm({ frameworks: [], aiModel: "Claude", behaviorPreference: "Documented" }),
      createProjectFacts({
        frameworks: [{ name: "Go", version: null, source: "go.mod" }],
        packageManagers: [{ name: "go", version: null, source: "go.mod" }],
        ...(folders ? { folders } : {}),
      }),
    );

  it("names the project's own top-level folders with what they hold", () => {
    const rule = generateRule({
      form: form([".vscode", "cmd", "cmd/app", "docs", "utils"]),
      language: "en",
    });
    expect(rule.content).toContain(
      "- Layout: `cmd/` (entry points), `docs/` (documentation), `utils/`.",
    );
    // Go's convention ("no `utils` packages") is not the project's layout.
    expect(rule.content).not.toContain("no `utils` packages");
    // No `docs/decisions/` in this tree: the rule pointing there is left out.
    expect(rule.content).not.toContain("docs/decisions");
  });

  it("labels the frameworks' convention as such when the tree is unknown", () => {
    const rule = generateRule({ form: form(), language: "en" });
    expect(rule.content).toContain(
      "- Usual layout (the frameworks' convention, not read from the project): `cmd/<app>/` entry points",
    );
    expect(rule.content).toContain("`docs/decisions/`");
  });
});
