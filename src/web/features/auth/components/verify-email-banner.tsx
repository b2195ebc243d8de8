import { MailCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/auth";
import { toast } from "@/lib/toast";
import { useSendVerificationEmail } from "../api/send-verification-email";

/** Until the address is confirmed: why the welcome tokens are missing, and a way to resend. */
export function VerifyEmailBanner() {
  const { t } = useTranslation();
  const { user } = useSession();
  const resend = useSendVerificationEmail();
  if (!user || user.emailVerified) return null;

  const send = () =>
    resend.mutate(user.email, {
      onSuccess: () => toast.success(t("auth.verifyEmail.sent", { email: user.email })),
      onError: () => toast.error(t("auth.verifyEmail.failed")),
    });

  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-2 text-sm">
        <MailCheck aria-hidden className="size-4 shrink-0 text-amber-700" />
        <p className="flex-1">{t("auth.verifyEmail.banner", { email: user.email })}</p>
        <Button size="sm" variant="outline" onClick={send} disabled={resend.isPending}>
          {resend.isPending ? t("auth.verifyEmail.sending") : t("auth.verifyEmail.resend")}
        </Button>
      </div>
    </div>
  );
}
