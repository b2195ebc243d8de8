import { MailCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useBillingConfig } from "@/lib/billing-config";
import { toast } from "@/lib/toast";
import { useSendVerificationEmail } from "../api/send-verification-email";

/**
 * Beside the Generate button while the sign-up's address waits for confirmation: the welcome
 * tokens it will bring and a way to mail the link again — never "out of tokens" (decision 100).
 * `callbackURL` keeps the first link's landing, and with it the kept form.
 */
export function ConfirmEmailNotice({
  email,
  callbackURL,
}: {
  email: string;
  callbackURL?: string;
}) {
  const { t } = useTranslation();
  const resend = useSendVerificationEmail();
  const welcomeTokens = useBillingConfig().data?.welcomeTokens;

  const send = () =>
    resend.mutate(
      { email, callbackURL },
      {
        onSuccess: () => toast.success(t("auth.verifyEmail.sent", { email })),
        onError: () => toast.error(t("auth.verifyEmail.failed")),
      },
    );

  return (
    <div
      role="status"
      data-testid="confirm-email-notice"
      className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md bg-indigo-50 px-3 py-2 text-sm text-indigo-950"
    >
      <MailCheck aria-hidden className="size-4 shrink-0 text-brand" />
      <span className="min-w-0 flex-1">
        <strong className="block">
          {/* Until the count arrives (or with none to give) the title names no number. */}
          {welcomeTokens
            ? t("auth.confirmNotice.title", { count: welcomeTokens })
            : t("auth.confirmNotice.titleNoTokens")}
        </strong>
        {t("auth.confirmNotice.text", { email })}
      </span>
      <Button size="sm" variant="outline" onClick={send} disabled={resend.isPending}>
        {resend.isPending ? t("auth.verifyEmail.sending") : t("auth.verifyEmail.resend")}
      </Button>
    </div>
  );
}
