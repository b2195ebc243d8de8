import { WIZARD_DRAFT_KEY } from "@/lib/form-session";
import type { WizardState } from "./wizard-state";

type WizardDraft = Pick<WizardState, "form" | "customModel" | "customModelText" | "imported">;

/**
 * The wizard's form for this tab, written on every change: a reload, or Back from a result page,
 * finds the wizard with its form again (decision 052) — an import's facts and commands too, and
 * the facts as read, so "Detected in your project" still lists what was unticked (decision 077).
 * The consent tick is not kept.
 */
export function saveWizardDraft({ form, customModel, customModelText, imported }: WizardState) {
  const draft: WizardDraft = { form, customModel, customModelText, imported };
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
    const { form, imported } = draft as Partial<WizardDraft>;
    if (!Array.isArray(form?.frameworks)) return null;
    // A draft from before imports were kept with it: the form's facts are all there is.
    return { ...(draft as WizardDraft), imported: imported ?? form.project ?? null };
  } catch {
    return null;
  }
}
