import { useId, type ReactNode } from "react";
import { Label } from "./label";

/** A label, the control (given its id and error wiring), and the field's error message. */
export function FormField({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: (props: {
    id: string;
    "aria-invalid": boolean;
    "aria-describedby"?: string;
  }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        ...(error ? { "aria-describedby": errorId } : {}),
      })}
      {hint}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-alert">
          {error}
        </p>
      )}
    </div>
  );
}
