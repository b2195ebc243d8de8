import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "@/components/ui/text-field";

type EmailFieldProps = Omit<
  ComponentProps<typeof TextField>,
  "label" | "error" | "type" | "autoComplete" | "inputMode"
> & {
  /** The field's error, worded by the forms' error map. */
  error?: string | undefined;
};

/** The e-mail field every auth form shares: one label, one set of input hints. */
export function EmailField({ error, ...props }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t("auth.fields.email")}
      error={error}
      type="email"
      autoComplete="email"
      inputMode="email"
      {...props}
    />
  );
}
