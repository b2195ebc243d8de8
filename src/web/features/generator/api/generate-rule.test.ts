import { afterEach, describe, expect, it, vi } from "vitest";
import { initialWizardState, wizardReducer, type WizardAction } from "../wizard-state";
import { sampleFacts } from "../project-import/test-utils";
import { generateRule } from "./generate-rule";

afterEach(() => vi.unstubAllGlobals());

describe("POST /api/generate from the wizard", () => {
  it("never sends the rules of a rule file the visitor did not keep", async () => {
    const fetch = vi.fn(async () => Response.json({}));
    vi.stubGlobal("fetch", fetch);
    const { form } = wizardReducer(initialWizardState, {
      type: "importProject",
      facts: sampleFacts(),
    });
    expect(form.project?.existingRules[0]?.rules).toContain("Use server actions for mutations.");

    await generateRule({ form, language: "en" });
    const body = String((fetch.mock.calls[0] as unknown as [URL, RequestInit])[1].body);
    expect(body).not.toContain("Use server actions for mutations.");
    const sent = JSON.parse(body) as { form: typeof form };
    expect(sent.form.project?.existingRules).toEqual([
      { path: "CLAUDE.md", tool: "Claude", rules: [], keep: false },
    ]);
    // Everything else of the import travels: the facts and the commands.
    expect(sent.form.commands).toEqual(form.commands);
    expect(sent.form.project?.frameworks).toEqual(form.project?.frameworks);
  });

  it("sends a kept file's rules", async () => {
    const fetch = vi.fn(async () => Response.json({}));
    vi.stubGlobal("fetch", fetch);
    const actions: WizardAction[] = [
      { type: "importProject", facts: sampleFacts() },
      { type: "keepRuleFile", path: "CLAUDE.md", keep: true },
    ];
    const { form } = actions.reduce(wizardReducer, initialWizardState);
    await generateRule({ form, language: "de" });
    const body = String((fetch.mock.calls[0] as unknown as [URL, RequestInit])[1].body);
    expect(body).toContain("Use server actions for mutations.");
  });
});
