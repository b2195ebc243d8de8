import type { ReactNode } from "react";
import type { WizardForm } from "#contract/wizard";

/** What the save dialog gets from the result view. */
export interface SaveDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  form: WizardForm;
  rule: { title: string; content: string };
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
