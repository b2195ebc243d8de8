import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { emailFormSchema, type EmailFormValues } from "#contract/auth-forms";
import { useAuthForm, useAuthSubmit } from "../hooks/use-auth-form";
import { AuthCard, AuthFooterLink } from "./auth-card";
import { AuthForm, EmailField } from "./auth-form";

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAuthForm<EmailFormValues>(emailFormSchema, "auth.validation.email", {
    email: "",
  });

  const submit = useAuthSubmit({
    send: ({ email }: EmailFormValues) => requestReset.mutateAsync(email.trim()),
    failedTitle: t("auth.toasts.requestFailed"),
    fallback: t("auth.toasts.requestFailedText"),
    onSent: (_, { email }) => {
      const address = email.trim();
      toast.success(t("auth.toasts.resetSent"), {
        description: t("auth.toasts.resetSentText", { email: address }),
      });
      setSentTo(address);
    },
  });
  const onSubmit = form.handleSubmit(submit, () => {
    if (form.getValues("email").trim() === "") {
      toast.error(t("auth.toasts.emailRequired"), {
        description: t("auth.toasts.emailRequiredText"),
      });
    }
  });

  const footer = (
    <AuthFooterLink text={t("auth.forgotPage.remembered")}>
      <Link to="/signin" className="hover:underline">
        {t("auth.forgotPage.backToSignIn")}
      </Link>
    </AuthFooterLink>
  );

  if (sentTo) {
    return (
      <AuthCard
        title={t("auth.forgotPage.sentTitle")}
        badge={
          <MailCheck
            aria-hidden
            className="mx-auto size-10 rounded-full bg-indigo-50 p-2 text-brand"
          />
        }
        footer={footer}
      >
        <div className="space-y-4 text-center" role="status">
          <p>{t("auth.forgotPage.sentText", { email: sentTo })}</p>
          <p className="text-sm text-muted-foreground">{t("auth.forgotPage.sentHint")}</p>
          <Button
            variant="outline"
            className="w-full"
            onClick={() => {
              form.reset({ email: "" });
              setSentTo(null);
            }}
          >
            {t("auth.forgotPage.tryAgain")}
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t("auth.forgotPage.title")}
      description={t("auth.forgotPage.description")}
      footer={footer}
    >
      <AuthForm
        form={form}
        onSubmit={onSubmit}
        pending={requestReset.isPending}
        submitText={t("auth.forgotPage.submit")}
        submittingText={t("auth.forgotPage.submitting")}
      >
        <EmailField form={form} name="email" placeholder={t("auth.placeholders.email")} />
      </AuthForm>
    </AuthCard>
  );
}
