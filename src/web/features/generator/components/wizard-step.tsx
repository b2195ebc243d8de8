import { useId, type Dispatch, type ReactNode } from "react";
import type { WizardAction, WizardState } from "../wizard-state";

export interface StepProps {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  /** Shown on the last step, beside Generate. */
  costNotice: ReactNode;
}

/** A step's heading (the wizard focuses it when the step opens), its intro and its content. */
export function StepSection({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2
        id={id}
        data-step-heading
        tabIndex={-1}
        className="text-xl font-semibold tracking-tight text-zinc-900 outline-none sm:text-2xl"
      >
        {heading}
      </h2>
      {intro && <p className="mt-1 text-sm text-muted-foreground sm:text-base">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
