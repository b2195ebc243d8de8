import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultWizardForm } from "#contract/wizard-options";
import { detectProject } from "#engine/project/index";
import { saveRule } from "./save-rule";

afterEach(() => vi.unstubAllGlobals());

describe("POST /api/rules", () => {
  it("never stores the rules of a rule file the visitor did not keep", async () => {
    const fetch = vi.fn(async () => Response.json({ id: "x" }, { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    const project = detectProject(
      [{ path: "AGENTS.md", content: "- Deploy with the prod token in ~/.secret.\n" }],
      { origin: { kind: "files" } },
    );
    const form = { ...defaultWizardForm, frameworks: ["React"], project };
    await saveRule({ name: "Mine", form, rule: { title: "Mine", content: "# Mine" } });
    const body = String((fetch.mock.calls[0] as unknown as [URL, RequestInit])[1].body);
    expect(body).not.toContain("prod token");
    expect(JSON.parse(body).form.project.existingRules).toEqual([
      { path: "AGENTS.md", tool: "AGENTS.md", rules: [], keep: false },
    ]);
  });
});
