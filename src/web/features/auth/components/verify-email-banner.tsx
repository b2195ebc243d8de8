import { MailCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/auth";
import { usePendingSignup } from "@/lib/pending-signup";
import { toast } from "@/lib/toast";
import { useSendVerificationEmail } from "../api/send-verification-email";

/**
 * Until the address is confirmed — a signed-in unconfirmed account, or this browser's sign-up
 * waiting for its link (decision 100): why the welcome tokens are missing, and a way to resend.
 * It goes in every tab as soon as the link is followed in any of them.
 */
export function VerifyEmailBanner() {
  const { t } = useTranslation();
  const { user } = useSession();
  const pending = usePendingSignup();
  const resend = useSendVerificationEmail();
  const email = user ? (user.emailVerified ? null : user.email) : (pending?.email ?? null);
  if (!email) return null;

  const send = () =>
    resend.mutate(
      { email, callbackURL: user ? undefined : pending?.callbackURL },
      {
        onSuccess: () => toast.success(t("auth.verifyEmail.sent", { email })),
        onError: () => toast.error(t("auth.verifyEmail.failed")),
      },
    );

  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-2 text-sm">
        <MailCheck aria-hidden className="size-4 shrink-0 text-amber-700" />
        <p className="min-w-0 flex-1 break-words">{t("auth.verifyEmail.banner", { email })}</p>
        <Button size="sm" variant="outline" onClick={send} disabled={resend.isPending}>
          {resend.isPending ? t("auth.verifyEmail.sending") : t("auth.verifyEmail.resend")}
        </Button>
      </div>
    </div>
  );
}
