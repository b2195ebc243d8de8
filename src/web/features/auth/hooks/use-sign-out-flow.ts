import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { sessionQueryKey } from "@/lib/auth";
import { tellOtherTabs } from "@/lib/cross-tab";
import { clearActiveFormSession, forgetWizardDraft } from "@/lib/form-session";
import { markOwnSignOut } from "@/lib/own-sign-out";
import { toast } from "@/lib/toast";
import { useSignOut } from "../api/sign-out";
import { forgetSession } from "../session-cache";

/** Home 100 ms after signing out, 500 ms after a failed attempt. */
export const SIGN_OUT_REDIRECT_MS = 100;
export const SIGN_OUT_FAILURE_REDIRECT_MS = 500;
/** If the way home is interrupted, the signed-out state is applied anyway after this. */
const FORGET_FALLBACK_MS = 2000;

type Phase = "idle" | "running" | "leaving";

/**
 * Sign-out from the menu (docs/product/accounts.md "Sign-in"): ends every session, clears the
 * stored form session, toasts, then goes home. The cached session is dropped only once the home
 * page is shown: dropped earlier, a guard on the page being left would send the visitor to /signin
 * instead. A failure is only logged; the entry is enabled again and home follows after 500 ms.
 */
export function useSignOutFlow() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const [phase, setPhase] = useState<Phase>("idle");

  useEffect(() => {
    if (phase !== "leaving") return;
    // Every other tab drops the session too, now rather than on its next poll. Told only once
    // this tab is leaving: the channel reaches this tab's own listener, and so its guards.
    const forget = () => {
      forgetSession(queryClient);
      tellOtherTabs("session");
    };
    if (pathname === "/") return forget();
    const fallback = setTimeout(forget, FORGET_FALLBACK_MS);
    return () => clearTimeout(fallback);
  }, [phase, pathname, queryClient]);

  const start = () => {
    if (phase !== "idle") return;
    setPhase("running");
    signOut.mutate(undefined, {
      onSuccess: () => {
        markOwnSignOut();
        clearActiveFormSession();
        forgetWizardDraft();
        toast.success(t("auth.toasts.signedOut"), { description: t("auth.toasts.signedOutText") });
        setTimeout(() => {
          setPhase("leaving");
          void navigate("/");
        }, SIGN_OUT_REDIRECT_MS);
      },
      onError: (error) => {
        console.warn("Sign-out failed", error);
        setPhase("idle");
        setTimeout(async () => {
          await navigate("/");
          // The session may have ended anyway (e.g. on another device): ask the server.
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        }, SIGN_OUT_FAILURE_REDIRECT_MS);
      },
    });
  };

  return { signingOut: phase !== "idle", signOut: start };
}
