import { ShieldCheck, ShieldAlert } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Badge } from "@/components/ui/badge";
import { toast } from "@/lib/toast";
import { useAdminSignIn } from "../hooks/use-admin-sign-in";
import { signInFormSchema, type SignInFormValues } from "#contract/auth-forms";
import { useAuthForm, useAuthSubmit } from "../hooks/use-auth-form";
import { AuthCard } from "./auth-card";
import { AuthForm, EmailField, PasswordField } from "./auth-form";

/** /admin/signin: 'Admin Access Only'. Admins land on /admin/billing; others are signed out again. */
export function AdminSignInForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const adminSignIn = useAdminSignIn();
  const [notAdmin, setNotAdmin] = useState(false);
  const form = useAuthForm<SignInFormValues>(signInFormSchema, "auth.validation.credentials", {
    email: "",
    password: "",
  });

  const submit = useAuthSubmit({
    send: (values: SignInFormValues) => {
      setNotAdmin(false);
      return adminSignIn.mutateAsync({ email: values.email.trim(), password: values.password });
    },
    failedTitle: t("auth.toasts.signInFailed"),
    fallback: t("auth.toasts.signInFailedText"),
    onSent: async ({ isAdmin }) => {
      if (!isAdmin) {
        setNotAdmin(true);
        toast.error(t("auth.toasts.signInFailed"), { description: t("admin.signIn.deniedText") });
        return;
      }
      toast.success(t("auth.toasts.signInSuccess"), {
        description: t("auth.toasts.signInSuccessText"),
      });
      await navigate("/admin/billing");
    },
  });
  const onSubmit = form.handleSubmit(submit);

  return (
    <AuthCard
      title={t("admin.signIn.title")}
      description={t("admin.signIn.description")}
      badge={
        <Badge tone="brand" className="mx-auto">
          <ShieldCheck aria-hidden className="size-3.5" />
          {t("admin.signIn.badge")}
        </Badge>
      }
      footer={
        <Link to="/signin" className="font-medium text-brand hover:underline">
          {t("admin.signIn.userSignIn")}
        </Link>
      }
    >
      <AuthForm
        form={form}
        onSubmit={onSubmit}
        pending={adminSignIn.isPending}
        submitText={t("auth.signInPage.submit")}
        submittingText={t("auth.signInPage.submitting")}
      >
        {notAdmin && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t("admin.signIn.notAdmin")}
          </p>
        )}
        <EmailField form={form} name="email" />
        <PasswordField
          form={form}
          name="password"
          label={t("auth.fields.password")}
          autoComplete="current-password"
        />
      </AuthForm>
    </AuthCard>
  );
}
