import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

/** Today as `YYYY-MM-DD` in the admin's time zone (the date input's `min`). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A date picker: the browser's date input with past days disabled (`min` = today), a clear
 * button, and `emptyText` ('No end date') shown while no day is chosen.
 */
export function DateField({
  label,
  value,
  onChange,
  emptyText,
  clearLabel,
  error,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  emptyText: string;
  clearLabel: string;
  error?: string | undefined;
  disabled?: boolean;
}) {
  return (
    <FormField
      label={label}
      error={error}
      hint={
        value ? undefined : (
          <p className="text-sm text-muted-foreground" data-testid="date-empty">
            {emptyText}
          </p>
        )
      }
    >
      {(field) => (
        <div className="flex gap-2">
          <Input
            {...field}
            type="date"
            min={todayIso()}
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
          />
          {value && (
            <Button
              type="button"
              variant="outline"
              size="icon"
              className="h-10 w-10 shrink-0"
              aria-label={clearLabel}
              onClick={() => onChange("")}
              disabled={disabled}
            >
              <X aria-hidden className="size-4" />
            </Button>
          )}
        </div>
      )}
    </FormField>
  );
}
