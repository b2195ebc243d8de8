import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { LoadingButton } from "@/components/ui/loading-button";
import { TextField } from "@/components/ui/text-field";
import { EmailField } from "./email-field";
import { toast } from "@/lib/toast";
import { useSignUp } from "../api/sign-up";
import { errorText, hasErrorCode } from "@/lib/api-errors";
import { hasKeptWizardForm, RESUME_WIZARD } from "@/lib/form-session";
import { signUpSchema, type SignUpValues } from "../schemas";
import { AuthCard, AuthFooterLink } from "./auth-card";
import { PasswordChecklist } from "./password-checklist";

export function SignUpForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const checklistId = useId();
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: "", password: "", confirmPassword: "", name: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: "password" });

  const onSubmit = form.handleSubmit(async (values) => {
    const email = values.email.trim();
    try {
      await signUp.mutateAsync({ email, password: values.password, name: values.name.trim() });
    } catch (error) {
      if (hasErrorCode(error, "ACCOUNT_EXISTS")) {
        toast.error(t("auth.toasts.accountExists"), {
          description: t("auth.toasts.accountExistsText", { email }),
        });
      } else {
        toast.error(t("auth.toasts.signUpFailed"), {
          description: errorText(error, t, t("auth.toasts.signUpFailedText")),
        });
      }
      return;
    }
    toast.success(t("auth.toasts.signUpSuccess"), {
      description: t("auth.toasts.signUpSuccessText"),
    });
    // Signed up or in from an anonymous preview: back to the wizard with the same form.
    await (hasKeptWizardForm()
      ? navigate("/", { state: RESUME_WIZARD })
      : navigate("/user/welcome"));
  });

  return (
    <AuthCard
      title={t("auth.signUpPage.title")}
      description={t("auth.signUpPage.description")}
      footer={
        <AuthFooterLink text={t("auth.signUpPage.haveAccount")}>
          <Link to="/signin" className="hover:underline">
            {t("auth.signUpPage.toSignIn")}
          </Link>
        </AuthFooterLink>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <EmailField
          errorKey={errors.email?.message}
          {...form.register("email")}
          placeholder={t("auth.placeholders.email")}
        />
        <TextField
          label={t("auth.fields.password")}
          error={errors.password?.message && t(errors.password.message)}
          hint={<PasswordChecklist id={checklistId} password={password} />}
          aria-describedby={checklistId}
          {...form.register("password")}
          type="password"
          autoComplete="new-password"
        />
        <TextField
          label={t("auth.fields.confirmPassword")}
          error={errors.confirmPassword?.message && t(errors.confirmPassword.message)}
          {...form.register("confirmPassword")}
          type="password"
          autoComplete="new-password"
        />
        <TextField
          label={t("auth.fields.name")}
          error={errors.name?.message && t(errors.name.message)}
          {...form.register("name")}
          autoComplete="name"
          placeholder={t("auth.placeholders.name")}
        />
        <LoadingButton
          type="submit"
          className="w-full"
          loading={isSubmitting || signUp.isPending}
          loadingText={t("auth.signUpPage.submitting")}
        >
          {t("auth.signUpPage.submit")}
        </LoadingButton>
      </form>
    </AuthCard>
  );
}
