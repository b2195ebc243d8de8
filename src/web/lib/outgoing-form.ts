import type { WizardForm } from "#contract/wizard";
import { withoutUnkeptRules } from "#engine/project/index";

/**
 * The wizard's form as it leaves the browser (generate, save): an imported rule file's own rules
 * go only when the visitor kept them (docs/product/project-import.md). Every request that
 * carries a form builds its body through this.
 */
export function outgoingForm(form: WizardForm): WizardForm {
  return form.project ? { ...form, project: withoutUnkeptRules(form.project) } : form;
}
