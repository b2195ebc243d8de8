import { describe, expect, it } from "vitest";
import { defaultWizardForm } from "#contract/wizard-options";
import { detectProject } from "#engine/project/index";
import { outgoingForm } from "./outgoing-form";

const facts = detectProject(
  [
    { path: "AGENTS.md", content: "- Secret: use the staging key in tests.\n" },
    { path: ".cursor/rules/kept.mdc", content: "- Prefer named exports.\n" },
  ],
  { origin: { kind: "files" } },
);

describe("the form as it leaves the browser", () => {
  it("carries a rule file's own rules only when they are kept", () => {
    const form = {
      ...defaultWizardForm,
      project: {
        ...facts,
        existingRules: facts.existingRules.map((file) => ({
          ...file,
          keep: file.path.endsWith("kept.mdc"),
        })),
      },
    };
    expect(form.project.existingRules.every((file) => file.rules.length > 0)).toBe(true);
    const sent = outgoingForm(form);
    expect(sent.project?.existingRules).toEqual([
      { path: "AGENTS.md", tool: "AGENTS.md", rules: [], keep: false },
      {
        path: ".cursor/rules/kept.mdc",
        tool: "Cursor",
        rules: ["Prefer named exports."],
        keep: true,
      },
    ]);
    // The wizard's own form is not changed.
    expect(form.project.existingRules[0]?.rules).toHaveLength(1);
  });

  it("leaves a form without an import as it is", () => {
    expect(outgoingForm(defaultWizardForm)).toBe(defaultWizardForm);
  });
});
