import { useState, type ComponentProps, type ReactNode } from "react";
import {
  Controller,
  useForm,
  useWatch,
  type ControllerRenderProps,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FormField } from "@/components/ui/form-field";
import { LoadingButton } from "@/components/ui/loading-button";
import { NativeSelect } from "@/components/ui/native-select";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api-client";
import { errorText } from "@/lib/api-errors";
import { cn } from "@/lib/cn";
import { fieldIssueText, useFormResolver } from "@/lib/field-issue-text";
import { toast } from "@/lib/toast";

/** A text that may depend on what the form holds (a label that follows a select, say). */
type ValueText<Values> = string | ((values: Values) => string);

/**
 * One field of a contract form: its value's name in the form schema, how it is edited and when it
 * is shown. Errors come from the schema's field issues, worded by the form's scope (decision 094).
 */
export interface FieldDefinition<Values extends FieldValues> {
  name: Path<Values>;
  label: ValueText<Values>;
  /** `text` (the default) takes `input` props; `select` takes `options`; `custom` renders. */
  kind?: "text" | "textarea" | "select" | "checkbox" | "custom";
  options?: readonly { value: string; label: string }[];
  input?: Omit<ComponentProps<"input">, "name"> | ((values: Values) => ComponentProps<"input">);
  /** `maxLength` of a textarea. */
  maxLength?: number;
  hint?: ReactNode | ((values: Values) => ReactNode);
  render?: (field: ControllerRenderProps<Values, Path<Values>>, busy: boolean) => ReactNode;
  /** Shown only while this holds for the form's values. */
  shown?: (values: Values) => boolean;
  className?: string;
}

/** What a form says when its call succeeds or fails (the toasts). */
export interface SubmitTexts<Values> {
  failed: string;
  /** The failure's text when the error says nothing specific. */
  fallback?: string;
  /** The failure's text around the error's own (e.g. 'Failed to add tokens: {{message}}'). */
  failedText?: (message: string) => string;
  done: string;
  doneText?: (values: Values) => string;
}

export interface ContractFormProps<Values extends FieldValues> {
  /** A form schema from `src/contract` (its input is what the fields hold). */
  schema: z.ZodType<Values, Values>;
  /** Where the form's texts live: `<scope>.<field>.<issue code>` (decision 094). */
  scope: string;
  defaultValues: DefaultValues<Values>;
  fields: readonly FieldDefinition<Values>[];
  /** Sends the valid form (e.g. a mutation with the request it becomes). */
  submitTo: (values: Values) => Promise<unknown>;
  texts: SubmitTexts<Values>;
  /** After a successful call; the form is reset to its defaults first when `reset` is set. */
  onDone?: () => void;
  reset?: boolean;
  submitLabel: string;
  submittingLabel: string;
  submitVariant?: ComponentProps<typeof Button>["variant"];
  /** A Cancel button (in dialogs). */
  cancel?: { label: string; onClick: () => void };
  /** Buttons before Cancel and submit, e.g. a Delete; told whether the form is busy. */
  actions?: (busy: boolean) => ReactNode;
  /** Disables submit while this holds (e.g. nothing changed). */
  unchanged?: (values: Values) => boolean;
  /** Disables every control, e.g. while a sibling form of the same dialog is busy. */
  disabled?: boolean;
  className?: string;
  /** Above the fields. */
  children?: ReactNode;
}

/**
 * A form from the contract (decision 095): fields from definitions, validation from the contract's
 * form schema through the one error map, the call's outcome as toasts, and a VALIDATION_FAILED
 * answer's `fields` shown on the fields they name.
 */
export function ContractForm<Values extends FieldValues>(props: ContractFormProps<Values>) {
  const { t } = useTranslation();
  const { schema, scope, defaultValues, texts, onDone, reset } = props;
  const form = useForm<Values>({
    resolver: useFormResolver(schema, scope),
    defaultValues,
  });
  const [sending, setSending] = useState(false);
  const busy = sending || Boolean(props.disabled);

  const submit = form.handleSubmit(async (values) => {
    setSending(true);
    try {
      await props.submitTo(values);
    } catch (error) {
      showFieldIssues(form, error, t, scope);
      const message = errorText(error, t, texts.fallback);
      toast.error(texts.failed, {
        description: texts.failedText ? texts.failedText(message) : message,
      });
      return;
    } finally {
      setSending(false);
    }
    toast.success(texts.done, texts.doneText ? { description: texts.doneText(values) } : {});
    if (reset) form.reset(defaultValues);
    onDone?.();
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className={cn("space-y-4", props.className)}
    >
      {props.children}
      <ContractFields form={form} fields={props.fields} busy={busy} />
      <ContractFormButtons form={form} props={props} busy={busy} sending={sending} />
    </form>
  );
}

function ContractFormButtons<Values extends FieldValues>({
  form,
  props,
  busy,
  sending,
}: {
  form: UseFormReturn<Values>;
  props: ContractFormProps<Values>;
  busy: boolean;
  sending: boolean;
}) {
  const values = useWatch({ control: form.control }) as Values;
  return (
    <div className="col-span-full flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:items-center sm:justify-end">
      {props.actions?.(busy)}
      {props.cancel && (
        <Button
          type="button"
          variant="outline"
          className={cn(props.actions && "sm:ml-auto")}
          onClick={props.cancel.onClick}
          disabled={busy}
        >
          {props.cancel.label}
        </Button>
      )}
      <LoadingButton
        type="submit"
        variant={props.submitVariant}
        loading={sending}
        loadingText={props.submittingLabel}
        disabled={busy || (props.unchanged?.(values) ?? false)}
      >
        {props.submitLabel}
      </LoadingButton>
    </div>
  );
}

/** The fields of a contract form, each by its definition. */
function ContractFields<Values extends FieldValues>({
  form,
  fields,
  busy,
}: {
  form: UseFormReturn<Values>;
  fields: readonly FieldDefinition<Values>[];
  busy: boolean;
}) {
  const values = useWatch({ control: form.control }) as Values;
  const { errors } = form.formState;
  const text = <T,>(value: T | ((values: Values) => T)) =>
    typeof value === "function" ? (value as (values: Values) => T)(values) : value;
  return fields
    .filter((definition) => definition.shown?.(values) ?? true)
    .map((definition) => {
      const { name, kind = "text" } = definition;
      const label = text(definition.label);
      const error = (errors[name]?.message as string | undefined) || undefined;
      const key = `${name}-${kind}`;
      const wrap = (node: ReactNode) =>
        definition.className ? (
          <div key={key} className={definition.className}>
            {node}
          </div>
        ) : (
          <div key={key}>{node}</div>
        );
      switch (kind) {
        case "checkbox":
        case "custom":
          return wrap(
            <Controller
              control={form.control}
              name={name}
              render={({ field }) =>
                kind === "custom" && definition.render ? (
                  <>{definition.render(field, busy)}</>
                ) : (
                  <div className="space-y-2">
                    <CheckboxField
                      label={label}
                      checked={Boolean(field.value)}
                      onCheckedChange={field.onChange}
                      disabled={busy}
                    />
                    {text(definition.hint)}
                  </div>
                )
              }
            />,
          );
        case "select":
          return wrap(
            <FormField label={label} error={error} hint={text(definition.hint)}>
              {(field) => (
                <NativeSelect {...field} disabled={busy} {...form.register(name)}>
                  {definition.options?.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>,
          );
        case "textarea":
          return wrap(
            <FormField label={label} error={error} hint={text(definition.hint)}>
              {(field) => (
                <Textarea
                  {...field}
                  className="min-h-20"
                  maxLength={definition.maxLength}
                  disabled={busy}
                  {...form.register(name)}
                />
              )}
            </FormField>,
          );
        default:
          return wrap(
            <TextField
              label={label}
              error={error}
              hint={text(definition.hint)}
              disabled={busy}
              {...text(definition.input ?? {})}
              {...form.register(name)}
            />,
          );
      }
    });
}

/** A VALIDATION_FAILED answer's field issues, on the fields of this form that they name. */
function showFieldIssues<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  error: unknown,
  t: ReturnType<typeof useTranslation>["t"],
  scope: string,
): void {
  if (!(error instanceof ApiError) || !error.details.fields) return;
  const known = Object.keys(form.getValues());
  for (const [field, issues] of Object.entries(error.details.fields)) {
    const [issue] = issues;
    if (!issue || !known.includes(field)) continue;
    form.setError(field as Path<Values>, {
      type: issue.code,
      message: fieldIssueText(t, issue, { scope, field }),
    });
  }
}
