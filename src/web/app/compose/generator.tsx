import { lazy, Suspense } from "react";
import type { WizardForm } from "#contract/wizard";
import GeneratorFlow from "@/features/generator/components/generator-flow";
import type { SaveDialogProps } from "@/features/generator/slots";
import { TokenNotice } from "@/features/tokens/components/token-notice";

const SaveRuleDialog = lazy(() => import("@/features/rules/components/save-rule-dialog"));

export function renderSaveDialog(props: SaveDialogProps) {
  // Mounted closed with the result; its code loads then, before the visitor clicks Save.
  return (
    <Suspense fallback={null}>
      <SaveRuleDialog {...props} />
    </Suspense>
  );
}

/** The generator with the token notice and the save dialog of their own features. */
export default function Generator({ resumeForm }: { resumeForm?: WizardForm | null }) {
  return (
    <GeneratorFlow
      costNotice={<TokenNotice />}
      renderSaveDialog={renderSaveDialog}
      resumeForm={resumeForm}
    />
  );
}
