import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import { useSignIn } from "../api/sign-in";
import { hasErrorCode } from "@/lib/api-errors";
import { hasKeptWizardForm, RESUME_WIZARD } from "@/lib/form-session";
import { signInFormSchema, type SignInFormValues } from "#contract/auth-forms";
import { useAuthForm, useAuthSubmit } from "../hooks/use-auth-form";
import { AuthCard, AuthFooterLink } from "./auth-card";
import { AuthForm, EmailField, PasswordField } from "./auth-form";

export function SignInForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useAuthForm<SignInFormValues>(signInFormSchema, "auth.validation.credentials", {
    email: "",
    password: "",
  });

  const submit = useAuthSubmit({
    send: (values: SignInFormValues) =>
      signIn.mutateAsync({ email: values.email.trim(), password: values.password }),
    failedTitle: t("auth.toasts.signInFailed"),
    fallback: t("auth.toasts.signInFailedText"),
    // An unconfirmed account answers like a wrong password (decision 079): say both.
    failure: (error) =>
      hasErrorCode(error, "INVALID_CREDENTIALS")
        ? t("auth.signInPage.failedUnconfirmed")
        : undefined,
    onSent: async () => {
      toast.success(t("auth.toasts.signInSuccess"), {
        description: t("auth.toasts.signInSuccessText"),
      });
      // Signed up or in from an anonymous preview: back to the wizard with the same form.
      await (hasKeptWizardForm()
        ? navigate("/", { state: RESUME_WIZARD })
        : navigate("/user/dashboard"));
    },
  });
  const onSubmit = form.handleSubmit(submit);

  return (
    <AuthCard
      title={t("auth.signInPage.title")}
      description={t("auth.signInPage.description")}
      footer={
        <AuthFooterLink text={t("auth.signInPage.noAccount")}>
          <Link to="/signup" className="hover:underline">
            {t("auth.signInPage.toSignUp")}
          </Link>
        </AuthFooterLink>
      }
    >
      <AuthForm
        form={form}
        onSubmit={onSubmit}
        pending={signIn.isPending}
        submitText={t("auth.signInPage.submit")}
        submittingText={t("auth.signInPage.submitting")}
      >
        <EmailField form={form} name="email" placeholder={t("auth.placeholders.email")} />
        <PasswordField
          form={form}
          name="password"
          label={t("auth.fields.password")}
          autoComplete="current-password"
        />
        <div className="text-right text-sm">
          <Link to="/forgot-password" className="font-medium text-brand hover:underline">
            {t("auth.signInPage.forgotPassword")}
          </Link>
        </div>
      </AuthForm>
    </AuthCard>
  );
}
