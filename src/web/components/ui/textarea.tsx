import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "min-h-28 w-full rounded-md border border-border bg-surface px-3 py-2 text-sm placeholder:text-zinc-400 disabled:opacity-50 aria-invalid:border-alert",
        className,
      )}
      {...props}
    />
  );
}
