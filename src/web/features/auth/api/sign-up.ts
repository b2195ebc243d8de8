import { useMutation } from "@tanstack/react-query";
import { authEndpoints, type SignUpRequest } from "#contract/auth";
import { SIGNUP_DRAFT_PARAM } from "#contract/signup-draft";
import { callAuth } from "@/lib/api-client";
import { peekKeptWizardForm } from "@/lib/kept-wizard-form";
import { rememberPendingSignup } from "@/lib/pending-signup";
import { keepSignupDraft } from "./signup-draft";

/**
 * Where the confirmation link lands, signed in: "Address confirmed", then on to the welcome page
 * or, with `?draft=`, to the wizard with the preview's form (decision 100).
 */
export const CONFIRMED_LANDING = "/confirmed";

/**
 * The link's landing: with a preview's form kept in this tab, the form is kept on the server too
 * and its id travels with the link, so it opens again wherever the link is followed. Without the
 * draft (kept nowhere, or refused) the link still confirms.
 */
async function confirmationLanding(): Promise<string> {
  const form = peekKeptWizardForm();
  if (!form) return CONFIRMED_LANDING;
  try {
    return `${CONFIRMED_LANDING}?${SIGNUP_DRAFT_PARAM}=${await keepSignupDraft(form)}`;
  } catch {
    return CONFIRMED_LANDING;
  }
}

/**
 * POST /api/auth/sign-up/email: `{ status: true }` ("check your mail") whether the address is new
 * or already has an account; nobody is signed in until the mailed link is followed (decision
 * 079). A weak password answers 400 WEAK_PASSWORD with `reasons`. The browser then remembers the
 * pending sign-up (step 7 and the frame say "confirm your e-mail", with resend).
 */
export async function signUpWithEmail(body: SignUpRequest) {
  const callbackURL = body.callbackURL ?? (await confirmationLanding());
  const answer = await callAuth(authEndpoints.signUp, { ...body, callbackURL });
  rememberPendingSignup({ email: body.email, callbackURL });
  return answer;
}

export function useSignUp() {
  return useMutation({ mutationFn: signUpWithEmail });
}
