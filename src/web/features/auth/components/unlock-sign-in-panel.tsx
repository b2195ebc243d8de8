import { LockOpen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LoadingButton } from "@/components/ui/loading-button";
import { errorText } from "@/lib/api-errors";
import { toast } from "@/lib/toast";
import { useUnlockSignIn } from "../api/unlock-sign-in";
import { AuthCard, AuthFooterLink } from "./auth-card";

/**
 * /unlock-sign-in?token=… (the link mailed when guesses paused an account's sign-in). The link
 * is used up only by the button, not by opening the page, so a mail scanner that follows links
 * cannot spend it (decision 089).
 */
export function UnlockSignInPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const unlock = useUnlockSignIn();

  const onUnlock = async () => {
    try {
      await unlock.mutateAsync({ token });
    } catch (error) {
      toast.error(t("auth.unlockPage.failed"), { description: errorText(error, t) });
      return;
    }
    toast.success(t("auth.unlockPage.done"), { description: t("auth.unlockPage.doneText") });
    await navigate("/signin");
  };

  return (
    <AuthCard
      title={t("auth.unlockPage.title")}
      badge={
        <LockOpen
          aria-hidden
          className="mx-auto size-10 rounded-full bg-indigo-50 p-2 text-brand"
        />
      }
      footer={
        <AuthFooterLink text={t("auth.forgotPage.remembered")}>
          <Link to="/signin" className="hover:underline">
            {t("auth.forgotPage.backToSignIn")}
          </Link>
        </AuthFooterLink>
      }
    >
      <div className="space-y-4 text-center">
        <p>{t("auth.unlockPage.description")}</p>
        <LoadingButton
          className="w-full"
          disabled={!token}
          loading={unlock.isPending}
          loadingText={t("auth.unlockPage.submitting")}
          onClick={() => void onUnlock()}
        >
          {t("auth.unlockPage.submit")}
        </LoadingButton>
      </div>
    </AuthCard>
  );
}
