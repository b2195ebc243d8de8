import { beforeEach, describe, expect, it } from "vitest";
import { forgetWizardDraft, WIZARD_DRAFT_KEY } from "@/lib/form-session";
import { keepWizardForm, peekKeptWizardForm } from "@/lib/kept-wizard-form";
import { sampleFacts } from "./project-import/test-utils";
import { readWizardDraft, saveWizardDraft } from "./wizard-draft";
import {
  initialWizardState,
  resumedWizardState,
  wizardReducer,
  type WizardAction,
} from "./wizard-state";

describe("wizard draft", () => {
  beforeEach(() => sessionStorage.clear());

  it("keeps the form and the custom model, never the consent", () => {
    const form = { ...initialWizardState.form, projectDescription: "Salon app" };
    saveWizardDraft({ ...initialWizardState, form, consent: true, step: 4 });
    expect(readWizardDraft()).toEqual({
      form,
      customModel: false,
      customModelText: "",
      imported: null,
    });
    forgetWizardDraft();
    expect(readWizardDraft()).toBeNull();
  });

  it("ignores what is not a draft", () => {
    for (const text of ["{", "null", "[]", '{"form":{}}', '{"form":{"frameworks":"React"}}']) {
      sessionStorage.setItem(WIZARD_DRAFT_KEY, text);
      expect(readWizardDraft(), text).toBeNull();
    }
  });

  it("keeps an import: the commands, the confirmed facts and the facts as read", () => {
    const facts = sampleFacts();
    const actions: WizardAction[] = [
      { type: "importProject", facts },
      { type: "setCommand", kind: "test", command: "make test ARGS=-x" },
      { type: "setProjectLibrary", name: "Prisma", included: false },
      { type: "keepRuleFile", path: "CLAUDE.md", keep: true },
    ];
    const state = actions.reduce(wizardReducer, initialWizardState);
    saveWizardDraft(state);
    const draft = readWizardDraft();
    expect(draft?.form).toEqual(state.form);
    expect(draft?.form.commands?.test).toBe("make test ARGS=-x");
    expect(draft?.form.project?.libraries.map((library) => library.name)).toEqual(["Vitest"]);
    expect(draft?.form.project?.existingRules[0]?.keep).toBe(true);
    // The panel can still offer Prisma again after a reload.
    expect(draft?.imported).toEqual(facts);
  });

  it("reads a draft from before imports: the form's facts stand for the facts as read", () => {
    const facts = sampleFacts();
    const form = { ...initialWizardState.form, project: facts };
    sessionStorage.setItem(
      WIZARD_DRAFT_KEY,
      JSON.stringify({ form, customModel: false, customModelText: "" }),
    );
    expect(readWizardDraft()?.imported).toEqual(facts);
  });

  it("the form kept across signing up resumes with its commands and facts", () => {
    const state = wizardReducer(initialWizardState, {
      type: "importProject",
      facts: sampleFacts(),
    });
    keepWizardForm(state.form);
    const resumed = resumedWizardState(peekKeptWizardForm()!);
    expect(resumed.form).toEqual(state.form);
    expect(resumed.imported).toEqual(state.form.project);
  });
});
