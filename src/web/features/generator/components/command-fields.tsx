import { Terminal } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { limits } from "#contract/limits";
import { commandKinds, type CommandKind } from "#contract/project-options";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { StepProps } from "./wizard-step";

/**
 * The project's commands, one field per kind (docs/product/project-import.md): prefilled by an
 * import, editable, written verbatim; an empty field leaves the stack's usual command, marked
 * "verify". `kinds` narrows the fields (the detected panel shows the imported ones).
 */
export function CommandFields({
  state,
  dispatch,
  kinds = commandKinds,
}: Pick<StepProps, "state" | "dispatch"> & { kinds?: readonly CommandKind[] }) {
  const { commands, project } = state.form;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {kinds.map((kind) => {
        const value = commands?.[kind] ?? "";
        const fact = project?.commands.find((command) => command.kind === kind && !command.covers);
        return (
          <CommandField
            key={kind}
            kind={kind}
            value={value}
            // A command the user typed over is theirs: it no longer comes from the project's file.
            source={fact && fact.command === value.trim() ? fact.source : undefined}
            onChange={(command) => dispatch({ type: "setCommand", kind, command })}
          />
        );
      })}
    </div>
  );
}

/** One command: its kind and, when imported, the file it came from, above the input. */
function CommandField({
  kind,
  value,
  source,
  onChange,
}: {
  kind: CommandKind;
  value: string;
  source: string | undefined;
  onChange: (command: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="min-w-0 space-y-1">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{t(`projectImport.commands.kinds.${kind}`)}</Label>
        {source && (
          <span className="min-w-0 truncate text-xs text-muted-foreground">
            {t("projectImport.commands.source", { source })}
          </span>
        )}
      </div>
      <Input
        id={id}
        value={value}
        maxLength={limits.commandMax}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        className="h-9 font-mono"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** The Commands field set of the stack step, with or without an import. */
export function CommandsFieldSet({ state, dispatch }: Pick<StepProps, "state" | "dispatch">) {
  const { t } = useTranslation();
  return (
    <fieldset className="mt-6 border-t border-border pt-4">
      <legend className="float-left flex items-center gap-2 text-sm font-semibold text-zinc-900">
        <Terminal aria-hidden className="size-4 text-brand" />
        {t("projectImport.commands.title")}
      </legend>
      <p className="clear-left pt-1 text-sm text-muted-foreground">
        {t("projectImport.commands.intro")}
      </p>
      <p className="mb-3 text-xs text-muted-foreground">{t("projectImport.commands.hint")}</p>
      <CommandFields state={state} dispatch={dispatch} />
    </fieldset>
  );
}
