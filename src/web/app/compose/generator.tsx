import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import GeneratorFlow from "@/features/generator/components/generator-flow";
import type { SaveDialogProps } from "@/features/generator/slots";
import { ConfirmEmailNotice } from "@/features/auth/components/confirm-email-notice";
import { TokenNotice } from "@/features/tokens/components/token-notice";
import { useSession } from "@/lib/auth";
import { usePendingSignup } from "@/lib/pending-signup";
import { markActiveFormSession, RESUME_WIZARD } from "@/lib/form-session";
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

/**
 * Beside the Generate button: the balance, or — while the address of this browser's sign-up (or
 * the signed-in account's) waits for confirmation — the welcome tokens the link brings, with
 * resend (decision 100), never "out of tokens".
 */
function CostNotice() {
  const { user } = useSession();
  const pending = usePendingSignup();
  if (user && !user.emailVerified) return <ConfirmEmailNotice email={user.email} />;
  if (!user && pending) {
    return <ConfirmEmailNotice email={pending.email} callbackURL={pending.callbackURL} />;
  }
  return <TokenNotice />;
}

/**
 * The generator with the cost notice and the save dialog of their own features; signed in, it
 * resumes the form kept from an anonymous preview.
 */
export default function Generator() {
  const { user } = useSession();
  const location = useLocation();
  // Read, not taken, while rendering: a render that suspends is thrown away and runs again, and
  // it must find the form again. Only a committed wizard forgets it, and only signed in: "Back to
  // your rule" while the address waits for confirmation keeps it for the sign-in that follows.
  const [resumeForm] = useState(() =>
    user || location.state === RESUME_WIZARD ? peekKeptWizardForm() : null,
  );
  const signedIn = user !== null;
  useEffect(() => {
    if (!resumeForm) return;
    markActiveFormSession();
    if (signedIn) forgetKeptWizardForm();
  }, [resumeForm, signedIn]);
  return (
    <GeneratorFlow
      costNotice={<CostNotice />}
      renderSaveDialog={renderSaveDialog}
      resumeForm={resumeForm}
    />
  );
}
