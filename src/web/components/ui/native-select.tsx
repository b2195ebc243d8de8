import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** The browser's own `<select>`, styled like `Input` (accessible and small on every device). */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "h-10 w-full cursor-pointer rounded-md border border-border bg-surface px-3 text-sm disabled:opacity-50 aria-invalid:border-alert",
        className,
      )}
      {...props}
    />
  );
}
