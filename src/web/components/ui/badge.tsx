import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

const badgeVariants = cva(
  "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium",
  {
    variants: {
      tone: {
        neutral: "border-border bg-muted text-zinc-700",
        ok: "border-green-200 bg-green-50 text-green-800",
        warning: "border-amber-200 bg-amber-50 text-amber-800",
        alert: "border-red-200 bg-red-50 text-red-800",
        brand: "border-indigo-200 bg-indigo-50 text-indigo-800",
      },
    },
    defaultVariants: { tone: "neutral" },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>["tone"]>;

/** A badge's classes, for markup that is written without the component. */
export function badgeClassName(tone: BadgeTone, className?: string): string {
  return cn(badgeVariants({ tone }), className);
}

export function Badge({
  className,
  tone,
  ...props
}: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={badgeClassName(tone ?? "neutral", className)} {...props} />;
}
