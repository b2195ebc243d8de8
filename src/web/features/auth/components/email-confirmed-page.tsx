import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useNavigation, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { LoadingButton } from "@/components/ui/loading-button";
import { Spinner } from "@/components/ui/spinner";
import { SIGNUP_DRAFT_PARAM } from "#contract/signup-draft";
import { useSession } from "@/lib/auth";
import { tellOtherTabs } from "@/lib/cross-tab";
import { RESUME_WIZARD } from "@/lib/form-session";
import { keepWizardForm } from "@/lib/kept-wizard-form";
import { forgetPendingSignup } from "@/lib/pending-signup";
import { useTokenBalance } from "@/lib/token-balance";
import { useSignupDraft } from "../api/signup-draft";
import { AuthCard } from "./auth-card";

/**
 * /confirmed, where the mailed confirmation link lands signed in (decision 100): "Address
 * confirmed — N tokens added", every other tab of the browser told at once, and the way on — to
 * the wizard with the preview's form when the link carries its draft, else to the welcome page.
 * better-auth sends a link it refuses here too, with `?error=`.
 */
export function EmailConfirmedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The wizard's code loads before it shows: the button spins meanwhile.
  const navigating = useNavigation().state !== "idle";
  const [params] = useSearchParams();
  const { user, isLoading } = useSession();
  const draftId = params.get(SIGNUP_DRAFT_PARAM);
  const refused = params.has("error");
  const balance = useTokenBalance({ enabled: Boolean(user) });
  const draft = useSignupDraft(draftId, Boolean(user) && !refused);

  useEffect(() => {
    if (!user || refused) return;
    forgetPendingSignup();
    tellOtherTabs("session");
  }, [user, refused]);

  useEffect(() => {
    if (draft.data) keepWizardForm(draft.data.form);
  }, [draft.data]);

  // The heading names the tokens added: it waits for the balance, spinning meanwhile.
  if (isLoading || (user && !refused && balance.isPending)) {
    return <Spinner className="mx-auto block w-fit py-16" label={t("common.loading")} />;
  }

  if (refused || !user) {
    return (
      <AuthCard
        title={t("auth.confirmed.failedTitle")}
        badge={
          <CircleAlert
            aria-hidden
            className="mx-auto size-10 rounded-full bg-amber-50 p-2 text-amber-700"
          />
        }
      >
        <div className="space-y-4 text-center">
          <p>{t("auth.confirmed.failedText")}</p>
          <Button asChild className="w-full">
            <Link to="/signin">{t("auth.confirmed.toSignIn")}</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  const added = balance.data?.welcomeGrantUnspent ? balance.data.tokensRemaining : 0;
  const title =
    added > 0 ? t("auth.confirmed.title", { count: added }) : t("auth.confirmed.titlePlain");
  const toRule = () => void navigate("/", { state: RESUME_WIZARD });

  return (
    <AuthCard
      title={title}
      badge={
        <CircleCheck
          aria-hidden
          className="mx-auto size-10 rounded-full bg-emerald-50 p-2 text-emerald-600"
        />
      }
    >
      <div className="space-y-4 text-center" role="status">
        <p className="break-words">{t("auth.confirmed.text", { email: user.email })}</p>
        {draftId && !draft.isError && (
          <>
            <p className="text-sm text-muted-foreground">{t("auth.confirmed.draftText")}</p>
            <LoadingButton
              className="w-full"
              size="lg"
              loading={draft.isPending || navigating}
              loadingText={t("auth.confirmed.loadingDraft")}
              onClick={toRule}
            >
              {t("auth.confirmed.toRule")}
            </LoadingButton>
          </>
        )}
        {(!draftId || draft.isError) && (
          <>
            {draft.isError && (
              <p className="text-sm text-muted-foreground">{t("auth.confirmed.draftGone")}</p>
            )}
            <Button asChild className="w-full" size="lg">
              <Link to="/user/welcome">{t("auth.confirmed.toWelcome")}</Link>
            </Button>
          </>
        )}
      </div>
    </AuthCard>
  );
}
