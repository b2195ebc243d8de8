import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { LoadingButton } from "@/components/ui/loading-button";
import { cn } from "@/lib/cn";
import { ContractForm, type ContractFormProps } from "./contract-form";

interface DialogFrame {
  /** Open while not null; the form is keyed by it, so each subject starts from its own values. */
  formKey: string | null;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  closeLabel: string;
  className?: string;
}

/**
 * The admin console's form dialog (decision 095): a title, a text and a contract form whose
 * fields come from definitions, Cancel and submit; it closes when the call succeeds.
 */
export function FormDialog<Values extends FieldValues>({
  formKey,
  onClose,
  title,
  description,
  closeLabel,
  className,
  cancelLabel,
  ...form
}: DialogFrame & { cancelLabel: string } & Omit<ContractFormProps<Values>, "cancel">) {
  return (
    <DialogShell
      open={formKey !== null}
      onClose={onClose}
      closeLabel={closeLabel}
      className={className}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
      {formKey !== null && (
        <ContractForm
          key={formKey}
          className="mt-5"
          cancel={{ label: cancelLabel, onClick: onClose }}
          {...form}
          onDone={() => {
            form.onDone?.();
            onClose();
          }}
        />
      )}
    </DialogShell>
  );
}

/** A dialog that asks before an action, e.g. deleting; it closes when the action succeeds. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  text,
  closeLabel,
  cancelLabel,
  confirmLabel,
  confirmingLabel,
  busy,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  text: ReactNode;
  closeLabel: string;
  cancelLabel: string;
  confirmLabel: string;
  confirmingLabel: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <DialogShell
      open={open}
      onClose={() => !busy && onClose()}
      closeLabel={closeLabel}
      role="alertdialog"
    >
      <ConfirmBody
        title={title}
        text={text}
        cancelLabel={cancelLabel}
        confirmLabel={confirmLabel}
        confirmingLabel={confirmingLabel}
        busy={busy}
        onCancel={onClose}
        onConfirm={onConfirm}
      />
    </DialogShell>
  );
}

/** The question and its two buttons, also inside another dialog (a form's Delete). */
export function ConfirmBody({
  title,
  text,
  cancelLabel,
  confirmLabel,
  confirmingLabel,
  busy,
  onCancel,
  onConfirm,
}: {
  title: ReactNode;
  text: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  confirmingLabel: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <>
      <DialogTitle className="flex items-center gap-2">{title}</DialogTitle>
      <DialogDescription>{text}</DialogDescription>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <LoadingButton
          variant="destructive"
          loading={busy}
          loadingText={confirmingLabel}
          onClick={onConfirm}
        >
          {confirmLabel}
        </LoadingButton>
      </div>
    </>
  );
}

/** The console's dialog frame. */
export function DialogShell({
  open,
  onClose,
  closeLabel,
  className,
  role,
  children,
}: {
  open: boolean;
  onClose: () => void;
  closeLabel: string;
  className?: string | undefined;
  role?: "alertdialog";
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        closeLabel={closeLabel}
        {...(role ? { role } : {})}
        className={cn("sm:max-w-[550px]", className)}
      >
        {children}
      </DialogContent>
    </Dialog>
  );
}
