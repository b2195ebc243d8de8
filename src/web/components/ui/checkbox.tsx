import { Check } from "lucide-react";
import { Checkbox as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A `role="checkbox"` button with `aria-checked`; pair it with a `<Label htmlFor>`. */
export function Checkbox({ className, ...props }: ComponentProps<typeof Primitive.Root>) {
  return (
    <Primitive.Root
      className={cn(
        "flex size-5 shrink-0 cursor-pointer items-center justify-center rounded border border-zinc-400 bg-surface",
        "data-[state=checked]:border-brand data-[state=checked]:bg-brand data-[state=checked]:text-white",
        "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-alert",
        className,
      )}
      {...props}
    >
      <Primitive.Indicator>
        <Check className="size-3.5" strokeWidth={3} aria-hidden />
      </Primitive.Indicator>
    </Primitive.Root>
  );
}
