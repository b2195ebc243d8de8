import { useQuery } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { LoadingButton } from "@/components/ui/loading-button";
import { TextField } from "@/components/ui/text-field";
import { EmailField } from "./email-field";
import { toast } from "@/lib/toast";
import { useSignUp } from "../api/sign-up";
import { sessionQueryOptions } from "@/lib/auth";
import { hasKeptWizardForm, RESUME_WIZARD } from "@/lib/form-session";
import { signUpFormSchema, type SignUpFormValues } from "#contract/auth-forms";
import { useAuthForm, useAuthSubmit } from "../hooks/use-auth-form";
import { AuthCard, AuthFooterLink } from "./auth-card";
import { PasswordChecklist } from "./password-checklist";

/** How often the "check your mail" page asks whether the link was followed in another tab. */
const CONFIRMATION_POLL_MS = 3000;

/**
 * "Check your mail" after signing up. The link signs in the tab it opens; this tab notices (the
 * session cookie is shared) and carries on: back to the wizard with a kept preview form, else
 * to the welcome page (decisions 051, 079).
 */
function CheckYourMail({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useQuery({ ...sessionQueryOptions, refetchInterval: CONFIRMATION_POLL_MS });
  const signedIn = session.data?.user != null;
  const [keptForm] = useState(hasKeptWizardForm);
  const backToRule = () => void navigate("/", { state: RESUME_WIZARD });
  useEffect(() => {
    if (!signedIn) return;
    toast.success(t("auth.toasts.signUpSuccess"), {
      description: t("auth.toasts.signUpSuccessText"),
    });
    void (hasKeptWizardForm()
      ? navigate("/", { state: RESUME_WIZARD })
      : navigate("/user/welcome"));
  }, [signedIn, navigate, t]);

  return (
    <AuthCard
      title={t("auth.signUpPage.checkMailTitle")}
      badge={
        <MailCheck
          aria-hidden
          className="mx-auto size-10 rounded-full bg-indigo-50 p-2 text-brand"
        />
      }
      footer={
        <AuthFooterLink text={t("auth.signUpPage.haveAccount")}>
          <Link to="/signin" className="hover:underline">
            {t("auth.signUpPage.toSignIn")}
          </Link>
        </AuthFooterLink>
      }
    >
      <div className="space-y-4 text-center" role="status">
        <p>{t("auth.signUpPage.checkMailText", { email })}</p>
        <p className="text-sm text-muted-foreground">{t("auth.signUpPage.checkMailHint")}</p>
        {keptForm && (
          // Step 7 with the preview's form, saying "confirm your e-mail" (decision 100).
          <Button variant="outline" className="w-full" onClick={backToRule}>
            {t("auth.signUpPage.backToRule")}
          </Button>
        )}
      </div>
    </AuthCard>
  );
}

export function SignUpForm() {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const checklistId = useId();
  const form = useAuthForm<SignUpFormValues>(signUpFormSchema, "auth.validation.credentials", {
    email: "",
    password: "",
    confirmPassword: "",
    name: "",
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: "password" });

  const submit = useAuthSubmit({
    send: (values: SignUpFormValues) =>
      signUp.mutateAsync({
        email: values.email.trim(),
        password: values.password,
        name: values.name.trim(),
      }),
    failedTitle: t("auth.toasts.signUpFailed"),
    fallback: t("auth.toasts.signUpFailedText"),
    // The same answer whether or not the address had an account (decision 079).
    onSent: (_, values) => setSentTo(values.email.trim()),
  });
  const onSubmit = form.handleSubmit(submit);

  if (sentTo) return <CheckYourMail email={sentTo} />;

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
          error={errors.email?.message}
          {...form.register("email")}
          placeholder={t("auth.placeholders.email")}
        />
        <TextField
          label={t("auth.fields.password")}
          error={errors.password?.message}
          hint={<PasswordChecklist id={checklistId} password={password} />}
          aria-describedby={checklistId}
          {...form.register("password")}
          type="password"
          autoComplete="new-password"
        />
        <TextField
          label={t("auth.fields.confirmPassword")}
          error={errors.confirmPassword?.message}
          {...form.register("confirmPassword")}
          type="password"
          autoComplete="new-password"
        />
        <TextField
          label={t("auth.fields.name")}
          error={errors.name?.message}
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
