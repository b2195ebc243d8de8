import { Loader2 } from "lucide-react";
import { cn } from "@/lib/cn";

export function Spinner({ className, label }: { className?: string; label: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center gap-2", className)}>
      <Loader2 aria-hidden className="size-5 animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
