import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "h-10 w-full rounded-md border border-border bg-surface px-3 text-sm placeholder:text-zinc-400 disabled:opacity-50 aria-invalid:border-alert",
        className,
      )}
      {...props}
    />
  );
}
