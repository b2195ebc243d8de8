import { WIZARD_DRAFT_KEY } from "@/lib/form-session";
import type { WizardState } from "./wizard-state";

type WizardDraft = Pick<WizardState, "form" | "customModel" | "customModelText">;

/**
 * The wizard's form for this tab, written on every change: a reload, or Back from a result page,
 * finds the wizard with its form again (decision 052). The consent tick is not kept.
 */
export function saveWizardDraft({ form, customModel, customModelText }: WizardState) {
  const draft: WizardDraft = { form, customModel, customModelText };
  try {
    sessionStorage.setItem(WIZARD_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the wizard works, it just forgets the form on reload.
  }
}

export function readWizardDraft(): WizardDraft | null {
  try {
    const draft = JSON.parse(sessionStorage.getItem(WIZARD_DRAFT_KEY) ?? "null") as unknown;
    if (typeof draft !== "object" || draft === null || !("form" in draft)) return null;
    const { form } = draft as WizardDraft;
    return Array.isArray(form?.frameworks) ? (draft as WizardDraft) : null;
  } catch {
    return null;
  }
}
