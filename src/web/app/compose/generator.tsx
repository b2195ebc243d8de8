import { lazy, Suspense, useEffect, useState } from "react";
import GeneratorFlow from "@/features/generator/components/generator-flow";
import type { SaveDialogProps } from "@/features/generator/slots";
import { TokenNotice } from "@/features/tokens/components/token-notice";
import { useSession } from "@/lib/auth";
import { markActiveFormSession } from "@/lib/form-session";
import { forgetKeptWizardForm, peekKeptWizardForm } from "@/lib/kept-wizard-form";

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
/** The generator; signed in, it resumes the form kept from an anonymous preview. */
export default function Generator() {
  const { user } = useSession();
  // Read, not taken, while rendering: a render that suspends is thrown away and runs again, and
  // it must find the form again. Only a committed wizard forgets it.
  const [resumeForm] = useState(() => (user ? peekKeptWizardForm() : null));
  useEffect(() => {
    if (!resumeForm) return;
    forgetKeptWizardForm();
    markActiveFormSession();
  }, [resumeForm]);
  return (
    <GeneratorFlow
      costNotice={<TokenNotice />}
      renderSaveDialog={renderSaveDialog}
      resumeForm={resumeForm}
    />
  );
}
