import type { ReactNode } from "react";
import type { RuleFile } from "#contract/generator";
import type { WizardForm } from "#contract/wizard";

/** What the save dialog gets from the result view. */
export interface SaveDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  form: WizardForm;
  /** `files`: the result's files at their native paths, kept with the saved rule for its zip. */
  rule: { title: string; content: string; files: Pick<RuleFile, "path" | "content" | "role">[] };
  suggestedName: string;
}

/**
 * Pieces of other features the generator shows, handed in by the page that composes it (a
 * feature never imports another): the cost and balance beside Generate, and the save dialog.
 */
export interface GeneratorSlots {
  costNotice: ReactNode;
  renderSaveDialog: (props: SaveDialogProps) => ReactNode;
  /** A kept form to resume on the last step (after signing up from a preview). */
  resumeForm?: WizardForm | null;
}
