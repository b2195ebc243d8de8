import { useForm, useWatch, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { limits } from "#contract/limits";
import { mcpServerSchema, type McpServer } from "#contract/mcp";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { TextField } from "@/components/ui/text-field";

interface AddServerValues {
  name: string;
  type: "stdio" | "http";
  command: string;
  url: string;
  variables: string;
}

const blank: AddServerValues = { name: "", type: "stdio", command: "", url: "", variables: "" };

const words = (text: string) =>
  text
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);

/** The typed fields as a server: the command line split at spaces, the variables at commas. */
function toServer(values: AddServerValues): unknown {
  const [command = "", ...args] = words(values.command);
  return {
    name: values.name,
    transport:
      values.type === "stdio"
        ? { type: "stdio", command, args }
        : { type: "http", url: values.url },
    env: words(values.variables),
  };
}

/** The field of the form a server's issue belongs to. */
function fieldOf(path: readonly PropertyKey[]): keyof AddServerValues {
  if (path[0] === "name") return "name";
  if (path[0] === "env") return "variables";
  return path[1] === "url" ? "url" : "command";
}

const errorKeys: Record<keyof AddServerValues, string> = {
  name: "wizard.mcp.add.nameInvalid",
  type: "wizard.mcp.add.commandInvalid",
  command: "wizard.mcp.add.commandInvalid",
  url: "wizard.mcp.add.urlInvalid",
  variables: "wizard.mcp.add.variablesInvalid",
};

/**
 * A server of the user's own: a name, a command or a URL, and the names of the variables it
 * needs, checked by the contract's schema (docs/product/mcp-servers.md).
 */
export function AddMcpServerForm({
  taken,
  full,
  onAdd,
}: {
  taken: ReadonlySet<string>;
  /** The rule holds as many servers as it may. */
  full: boolean;
  onAdd: (server: McpServer) => void;
}) {
  const { t } = useTranslation();
  const resolver: Resolver<AddServerValues> = (values) => {
    const parsed = mcpServerSchema.safeParse(toServer(values));
    const errors: Partial<Record<keyof AddServerValues, { type: string; message: string }>> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = fieldOf(issue.path);
      errors[field] ??= { type: issue.code, message: t(errorKeys[field]) };
    }
    if (parsed.success && taken.has(parsed.data.name)) {
      errors.name = { type: "taken", message: t("wizard.mcp.add.nameTaken") };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
  const form = useForm<AddServerValues>({ resolver, defaultValues: blank });
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: "type" });

  const submit = form.handleSubmit((values) => {
    onAdd(mcpServerSchema.parse(toServer(values)));
    form.reset(blank);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <h4 className="font-medium">{t("wizard.mcp.add.heading")}</h4>
      <fieldset disabled={full} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("wizard.mcp.add.name")}
          placeholder={t("wizard.mcp.add.namePlaceholder")}
          autoComplete="off"
          spellCheck={false}
          error={errors.name?.message}
          hint={<p className="text-sm text-muted-foreground">{t("wizard.mcp.add.nameHint")}</p>}
          {...form.register("name")}
        />
        <FormField label={t("wizard.mcp.add.type")}>
          {(field) => (
            <NativeSelect {...field} {...form.register("type")}>
              <option value="stdio">{t("wizard.mcp.add.stdio")}</option>
              <option value="http">{t("wizard.mcp.add.http")}</option>
            </NativeSelect>
          )}
        </FormField>
        {type === "stdio" ? (
          <TextField
            label={t("wizard.mcp.add.command")}
            placeholder={t("wizard.mcp.add.commandPlaceholder")}
            autoComplete="off"
            spellCheck={false}
            error={errors.command?.message}
            {...form.register("command")}
          />
        ) : (
          <TextField
            label={t("wizard.mcp.add.url")}
            placeholder={t("wizard.mcp.add.urlPlaceholder")}
            type="url"
            autoComplete="off"
            maxLength={limits.urlMax}
            error={errors.url?.message}
            {...form.register("url")}
          />
        )}
        <TextField
          label={t("wizard.mcp.add.variables")}
          placeholder={t("wizard.mcp.add.variablesPlaceholder")}
          autoComplete="off"
          spellCheck={false}
          error={errors.variables?.message}
          hint={
            <p className="text-sm text-muted-foreground">{t("wizard.mcp.add.variablesHint")}</p>
          }
          {...form.register("variables")}
        />
        <div className="sm:col-span-2">
          <Button type="submit" variant="outline">
            {t("wizard.mcp.add.submit")}
          </Button>
        </div>
      </fieldset>
      {full && (
        <p role="status" className="text-sm text-muted-foreground">
          {t("wizard.mcp.add.full", { max: limits.mcpServersMax })}
        </p>
      )}
    </form>
  );
}
