import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox } from "@/components/ui/checkbox";

/** The buyer's express consent to immediate delivery, which ends the withdrawal right. */
export function ConsentCheckbox({
  checked,
  onChange,
  invalid,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="space-y-2">
      <div className="flex items-start gap-3 rounded-md border border-border bg-surface p-3 text-sm">
        <Checkbox
          id={id}
          checked={checked}
          aria-invalid={invalid || undefined}
          onCheckedChange={(value) => onChange(value === true)}
        />
        <label htmlFor={id} className="leading-snug">
          {t("billing.consent.label")}
        </label>
      </div>
      {invalid && (
        <p role="alert" className="text-sm text-alert">
          {t("billing.consent.required")}
        </p>
      )}
    </div>
  );
}
