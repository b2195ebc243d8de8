import type { ComponentProps, ReactNode } from "react";
import { FormField } from "./form-field";
import { Input } from "./input";

/**
 * A labelled `Input` with its error message: `FormField` and `Input` in one. Takes every `<input>`
 * prop (a react-hook-form `register()` result, `ref` included, can be spread in); an
 * `aria-describedby` given here is added after the error message's id.
 */
export function TextField({
  label,
  error,
  hint,
  "aria-describedby": describedBy,
  ...props
}: ComponentProps<"input"> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(field) => (
        <Input
          {...field}
          aria-describedby={
            [field["aria-describedby"], describedBy].filter(Boolean).join(" ") || undefined
          }
          {...props}
        />
      )}
    </FormField>
  );
}
