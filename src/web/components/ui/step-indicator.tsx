import { Check } from "lucide-react";
import { cn } from "@/lib/cn";

export interface Step {
  label: string;
}

/**
 * A clickable row of numbered steps. The current one carries `aria-current="step"`; earlier
 * ones show a check. Labels show from `sm` up; on small screens the numbers stay.
 */
export function StepIndicator({
  steps,
  current,
  onStepClick,
  label,
  stepLabel,
  className,
}: {
  steps: readonly Step[];
  current: number;
  onStepClick: (index: number) => void;
  /** Accessible name of the list, e.g. "Wizard steps". */
  label: string;
  /** Accessible name of one step button, e.g. "Step 3: Target AI model". */
  stepLabel: (index: number, step: Step) => string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ol className="flex items-start">
        {steps.map((step, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li key={index} className="relative flex flex-1 flex-col items-center">
              {index > 0 && (
                <span
                  aria-hidden
                  className={cn(
                    "absolute top-4 right-1/2 h-0.5 w-full -translate-y-1/2",
                    index <= current ? "bg-brand" : "bg-border",
                  )}
                />
              )}
              <button
                type="button"
                onClick={() => onStepClick(index)}
                aria-current={active ? "step" : undefined}
                aria-label={stepLabel(index, step)}
                className={cn(
                  "relative z-10 flex size-8 cursor-pointer items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors",
                  active && "border-brand bg-brand text-white shadow-sm shadow-indigo-200",
                  done && "border-brand bg-indigo-50 text-brand hover:bg-indigo-100",
                  !active &&
                    !done &&
                    "border-border bg-surface text-zinc-500 hover:border-zinc-400",
                )}
              >
                {done ? <Check aria-hidden className="size-4" strokeWidth={3} /> : index + 1}
              </button>
              <span
                aria-hidden
                className={cn(
                  "mt-2 hidden px-1 text-center text-xs leading-tight sm:block",
                  active ? "font-semibold text-zinc-900" : "text-muted-foreground",
                )}
              >
                {step.label}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
