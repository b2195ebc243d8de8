import {
  useEffect,
  useId,
  useRef,
  type ComponentProps,
  type FormEventHandler,
  type ReactNode,
} from "react";
import {
  useFormState,
  useWatch,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import { LoadingButton } from "@/components/ui/loading-button";
import { TextField } from "@/components/ui/text-field";
import { PasswordChecklist } from "./password-checklist";

/**
 * The form every auth page shares (sign-in, sign-up, admin sign-in, forgot and reset password):
 * the browser's own validation off (the contract schema words the errors), the fields, then one
 * full-width submit button that is busy while the form submits or `pending` says so.
 */
export function AuthForm<Values extends FieldValues>({
  form,
  onSubmit,
  pending,
  submitText,
  submittingText,
  children,
}: {
  form: UseFormReturn<Values>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submitText: string;
  submittingText: string;
  children: ReactNode;
}) {
  const { isSubmitting } = useFormState({ control: form.control });
  const formElement = useRef<HTMLFormElement>(null);
  // Text typed (or filled in by a password manager) into the prerendered page before the app was
  // live (decision 138) stays: the form starts from it, and so does what watches a field (the
  // password checklist).
  useEffect(() => {
    const inputs = [...(formElement.current?.querySelectorAll("input") ?? [])];
    const held = inputs.filter((input) => input.name && input.value !== input.defaultValue);
    if (held.length === 0) return;
    const values = Object.fromEntries(held.map((input) => [input.name, input.value]));
    form.reset({ ...form.getValues(), ...values }, { keepDefaultValues: true });
  }, [form]);
  return (
    // Posted, should the browser ever send it itself: its fields never go into the address.
    <form ref={formElement} method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      {children}
      <LoadingButton
        type="submit"
        className="w-full"
        loading={isSubmitting || pending}
        loadingText={submittingText}
      >
        {submitText}
      </LoadingButton>
    </form>
  );
}

type AuthFieldProps<Values extends FieldValues> = Omit<
  ComponentProps<typeof TextField>,
  "error" | "name" | "form"
> & {
  form: UseFormReturn<Values>;
  name: Path<Values>;
};

/** A field of an auth form: registered under `name`, showing the error the form has for it. */
export function AuthField<Values extends FieldValues>({
  form,
  name,
  ...props
}: AuthFieldProps<Values>) {
  const formState = useFormState({ control: form.control, name });
  const { error } = form.getFieldState(name, formState);
  return <TextField error={error?.message} {...props} {...form.register(name)} />;
}

/** The e-mail field: one label, one set of input hints. */
export function EmailField<Values extends FieldValues>(
  props: Omit<AuthFieldProps<Values>, "label" | "type" | "autoComplete" | "inputMode">,
) {
  const { t } = useTranslation();
  return (
    <AuthField
      label={t("auth.fields.email")}
      type="email"
      autoComplete="email"
      inputMode="email"
      {...props}
    />
  );
}

/**
 * A password field. A new password (`checklist`) shows the live checklist of the password rules
 * under it, and the input is described by it.
 */
export function PasswordField<Values extends FieldValues>({
  checklist = false,
  autoComplete,
  ...props
}: Omit<AuthFieldProps<Values>, "type" | "autoComplete" | "hint" | "aria-describedby"> & {
  autoComplete: "current-password" | "new-password";
  checklist?: boolean;
}) {
  const checklistId = useId();
  const password: unknown = useWatch({ control: props.form.control, name: props.name });
  return (
    <AuthField
      {...props}
      type="password"
      autoComplete={autoComplete}
      {...(checklist && {
        hint: <PasswordChecklist id={checklistId} password={String(password ?? "")} />,
        "aria-describedby": checklistId,
      })}
    />
  );
}
