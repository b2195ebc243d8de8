import { useQuery } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { useSignUp } from "../api/sign-up";
import { sessionQueryOptions } from "@/lib/auth";
import { hasKeptWizardForm, RESUME_WIZARD } from "@/lib/form-session";
import { signUpFormSchema, type SignUpFormValues } from "#contract/auth-forms";
import { useAuthForm, useAuthSubmit } from "../hooks/use-auth-form";
import { AuthCard, AuthFooterLink } from "./auth-card";
import { AuthField, AuthForm, EmailField, PasswordField } from "./auth-form";

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
  const form = useAuthForm<SignUpFormValues>(signUpFormSchema, "auth.validation.credentials", {
    email: "",
    password: "",
    confirmPassword: "",
    name: "",
  });

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
      <AuthForm
        form={form}
        onSubmit={onSubmit}
        pending={signUp.isPending}
        submitText={t("auth.signUpPage.submit")}
        submittingText={t("auth.signUpPage.submitting")}
      >
        <EmailField form={form} name="email" placeholder={t("auth.placeholders.email")} />
        <PasswordField
          form={form}
          name="password"
          label={t("auth.fields.password")}
          autoComplete="new-password"
          checklist
        />
        <PasswordField
          form={form}
          name="confirmPassword"
          label={t("auth.fields.confirmPassword")}
          autoComplete="new-password"
        />
        <AuthField
          form={form}
          name="name"
          label={t("auth.fields.name")}
          autoComplete="name"
          placeholder={t("auth.placeholders.name")}
        />
      </AuthForm>
    </AuthCard>
  );
}
