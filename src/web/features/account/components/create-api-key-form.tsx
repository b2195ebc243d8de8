import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  createApiKeyRequestSchema,
  type ApiKeyScope,
  type CreateApiKeyRequest,
  type CreatedApiKey,
} from "#contract/api-keys";
import { limits } from "#contract/limits";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { LoadingButton } from "@/components/ui/loading-button";
import { TextField } from "@/components/ui/text-field";
import { errorText } from "@/lib/api-errors";
import { useCreateApiKey } from "../api/create-api-key";

/** The scopes as the form offers them (docs/product/api-and-cli.md "API keys"). */
const scopeChoices = [
  { scope: "rules:read", label: "apiKeys.scopeRead", hint: "apiKeys.scopeReadHint" },
  { scope: "generate", label: "apiKeys.scopeGenerate", hint: "apiKeys.scopeGenerateHint" },
] as const satisfies readonly { scope: ApiKeyScope; label: string; hint: string }[];

const defaults: CreateApiKeyRequest = { name: "", scopes: ["rules:read"] };

/**
 * A name and at least one scope, checked by the request's own schema; `blockedBy` is the text
 * that says why no key can be made now (an unconfirmed address, the limit reached).
 */
export function CreateApiKeyForm({
  blockedBy,
  onCreated,
}: {
  blockedBy: string | undefined;
  onCreated: (key: CreatedApiKey) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const [failure, setFailure] = useState<string>();
  const scopesId = useId();
  const blockedId = useId();
  const form = useForm<CreateApiKeyRequest>({
    resolver: zodResolver(createApiKeyRequestSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const nameError =
    errors.name?.type === "too_big"
      ? t("apiKeys.nameTooLong")
      : errors.name
        ? t("apiKeys.nameRequired")
        : undefined;

  const submit = form.handleSubmit(async (request) => {
    setFailure(undefined);
    try {
      const created = await create.mutateAsync(request);
      form.reset(defaults);
      onCreated(created);
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      // The answer holds the key: it lives on only in the dialog that shows it.
      create.reset();
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <h3 className="font-semibold">{t("apiKeys.createTitle")}</h3>
      {blockedBy && (
        <p id={blockedId} className="rounded-md bg-muted p-3 text-sm">
          {blockedBy}
        </p>
      )}
      <fieldset
        disabled={blockedBy !== undefined}
        aria-describedby={blockedBy ? blockedId : undefined}
        className="space-y-4"
      >
        <TextField
          label={t("apiKeys.name")}
          placeholder={t("apiKeys.namePlaceholder")}
          autoComplete="off"
          maxLength={limits.apiKeyNameMax}
          error={nameError}
          {...form.register("name")}
        />
        <Controller
          control={form.control}
          name="scopes"
          render={({ field, fieldState }) => (
            <fieldset
              className="space-y-2"
              aria-invalid={fieldState.invalid}
              aria-describedby={fieldState.invalid ? `${scopesId}-error` : undefined}
            >
              <legend className="text-sm font-medium">{t("apiKeys.scopes")}</legend>
              {scopeChoices.map(({ scope, label, hint }) => {
                const id = `${scopesId}-${scope}`;
                return (
                  <div key={scope} className="flex items-start gap-2">
                    <Checkbox
                      id={id}
                      className="mt-0.5"
                      aria-describedby={`${id}-hint`}
                      checked={field.value.includes(scope)}
                      onCheckedChange={(checked) =>
                        field.onChange(
                          checked === true
                            ? [...field.value, scope]
                            : field.value.filter((value) => value !== scope),
                        )
                      }
                    />
                    <div>
                      <Label htmlFor={id} className="cursor-pointer">
                        {t(label)}
                      </Label>
                      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                        {t(hint)}
                      </p>
                    </div>
                  </div>
                );
              })}
              {fieldState.invalid && (
                <p id={`${scopesId}-error`} role="alert" className="text-sm text-alert">
                  {t("apiKeys.scopesRequired")}
                </p>
              )}
            </fieldset>
          )}
        />
        {failure && (
          <p role="alert" className="text-sm text-alert">
            {failure}
          </p>
        )}
        <LoadingButton type="submit" loading={create.isPending} loadingText={t("apiKeys.creating")}>
          {t("apiKeys.create")}
        </LoadingButton>
      </fieldset>
    </form>
  );
}
