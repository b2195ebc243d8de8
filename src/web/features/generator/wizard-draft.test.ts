import { beforeEach, describe, expect, it } from "vitest";
import { forgetWizardDraft, WIZARD_DRAFT_KEY } from "@/lib/form-session";
import { readWizardDraft, saveWizardDraft } from "./wizard-draft";
import { initialWizardState } from "./wizard-state";

describe("wizard draft", () => {
  beforeEach(() => sessionStorage.clear());

  it("keeps the form and the custom model, never the consent", () => {
    const form = { ...initialWizardState.form, projectDescription: "Salon app" };
    saveWizardDraft({ ...initialWizardState, form, consent: true, step: 4 });
    expect(readWizardDraft()).toEqual({ form, customModel: false, customModelText: "" });
    forgetWizardDraft();
    expect(readWizardDraft()).toBeNull();
  });

  it("ignores what is not a draft", () => {
    for (const text of ["{", "null", "[]", '{"form":{}}', '{"form":{"frameworks":"React"}}']) {
      sessionStorage.setItem(WIZARD_DRAFT_KEY, text);
      expect(readWizardDraft(), text).toBeNull();
    }
  });
});
