import { CircleCheck, TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { useResetPassword } from "../api/reset-password";
import { hasErrorCode } from "@/lib/api-errors";
import { resetPasswordFormSchema, type ResetPasswordFormValues } from "#contract/auth-forms";
import { useAuthForm, useAuthSubmit } from "../hooks/use-auth-form";
import { AuthCard, AuthFooterLink } from "./auth-card";
import { AuthForm, PasswordField } from "./auth-form";

/**
 * After a successful reset (docs/product/accounts.md "Password reset") the page moves on to sign-in
 * after 3 s.
 */
export const RESET_REDIRECT_MS = 3000;

type ResetState = "form" | "expired" | "success";

/**
 * /reset-password?token=… (the mailed link lands here). Without a token, with ?error=… (the
 * server's answer to a used or expired link) or when the server refuses the token, the page shows
 * the expired state with a way to request a new link.
 */
export function ResetPasswordPanel() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const [state, setState] = useState<ResetState>(() =>
    token && !params.get("error") ? "form" : "expired",
  );

  if (state === "expired" || !token) return <ExpiredLink />;
  if (state === "success") return <ResetSucceeded />;
  return (
    <ResetPasswordForm
      token={token}
      onSuccess={() => setState("success")}
      onExpired={() => setState("expired")}
    />
  );
}

function ResetPasswordForm({
  token,
  onSuccess,
  onExpired,
}: {
  token: string;
  onSuccess: () => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const resetPassword = useResetPassword();
  const form = useAuthForm<ResetPasswordFormValues>(
    resetPasswordFormSchema,
    "auth.validation.credentials",
    { newPassword: "", confirmPassword: "" },
  );

  const submit = useAuthSubmit({
    send: (values: ResetPasswordFormValues) =>
      resetPassword.mutateAsync({ newPassword: values.newPassword, token }),
    failedTitle: t("auth.toasts.resetFailed"),
    fallback: t("auth.toasts.resetFailedText"),
    onFailed: (error) => {
      if (hasErrorCode(error, "INVALID_RESET_TOKEN")) onExpired();
    },
    onSent: () => {
      toast.success(t("auth.toasts.resetSuccess"), {
        description: t("auth.toasts.resetSuccessText"),
      });
      onSuccess();
    },
  });
  const onSubmit = form.handleSubmit(submit);

  return (
    <AuthCard title={t("auth.resetPage.title")} description={t("auth.resetPage.description")}>
      <AuthForm
        form={form}
        onSubmit={onSubmit}
        pending={resetPassword.isPending}
        submitText={t("auth.resetPage.submit")}
        submittingText={t("auth.resetPage.submitting")}
      >
        <PasswordField
          form={form}
          name="newPassword"
          label={t("auth.fields.newPassword")}
          autoComplete="new-password"
          checklist
        />
        <PasswordField
          form={form}
          name="confirmPassword"
          label={t("auth.fields.confirmNewPassword")}
          autoComplete="new-password"
        />
      </AuthForm>
    </AuthCard>
  );
}

function ExpiredLink() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t("auth.resetPage.expiredTitle")}
      badge={
        <TriangleAlert
          aria-hidden
          className="mx-auto size-10 rounded-full bg-amber-50 p-2 text-amber-600"
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
      <div className="space-y-4 text-center" data-testid="reset-expired">
        <p role="alert">{t("auth.resetPage.expiredText")}</p>
        <Button asChild className="w-full">
          <Link to="/forgot-password">{t("auth.resetPage.requestNew")}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

function ResetSucceeded() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate("/signin"), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <AuthCard
      title={t("auth.resetPage.successTitle")}
      badge={
        <CircleCheck
          aria-hidden
          className="mx-auto size-10 rounded-full bg-green-50 p-2 text-green-700"
        />
      }
    >
      <div className="space-y-4 text-center" role="status">
        <p>{t("auth.resetPage.successText")}</p>
        <Button asChild className="w-full">
          <Link to="/signin">{t("auth.resetPage.toSignIn")}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
