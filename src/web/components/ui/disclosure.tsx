import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * A button that shows a floating panel; closes on Escape or a click elsewhere.
 * Small on purpose: it sits in the header of every page.
 */
export function Disclosure({
  trigger,
  label,
  children,
  panelClassName,
}: {
  trigger: ReactNode;
  label: string;
  children: ReactNode;
  panelClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="cursor-pointer"
      >
        {trigger}
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label={label}
          className={cn(
            "absolute right-0 z-50 mt-2 w-64 rounded-md border border-border bg-surface p-4 shadow-md",
            panelClassName,
          )}
        >
          {children}
        </div>
      )}
    </div>
  );
}
