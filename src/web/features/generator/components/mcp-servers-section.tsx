import { BookOpen, ExternalLink, X } from "lucide-react";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { limits } from "#contract/limits";
import type { McpServer } from "#contract/mcp";
import { suggestMcpServers } from "#engine/mcp/suggest";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { AddMcpServerForm } from "./add-mcp-server-form";
import type { StepProps } from "./wizard-step";

/** How a server starts, as a developer would type it or open it. */
function launch(server: McpServer): string {
  const { transport } = server;
  return transport.type === "http"
    ? transport.url
    : [transport.command, ...transport.args].join(" ");
}

/**
 * The rule's MCP servers (docs/product/mcp-servers.md): the ones the project's facts call for,
 * each with its reason, and any the user adds; each is written once for every chosen tool.
 */
export function McpServersSection({ state, dispatch }: Pick<StepProps, "state" | "dispatch">) {
  const { t } = useTranslation();
  const headingId = useId();
  const suggestions = useMemo(() => suggestMcpServers(state.form), [state.form]);
  const chosen = state.form.mcpServers ?? [];
  const chosenNames = new Set(chosen.map((server) => server.name));
  const suggestedNames = new Set(suggestions.map(({ server }) => server.name));
  const own = chosen.filter((server) => !suggestedNames.has(server.name));
  const set = (server: McpServer, included: boolean) =>
    dispatch({ type: "setMcpServer", server, included });
  const imported = state.form.project !== undefined;

  return (
    <section aria-labelledby={headingId} className="mt-8 space-y-4 rounded-lg border p-4">
      <div>
        <h3 id={headingId} className="font-semibold">
          {t("wizard.mcp.heading")}
        </h3>
        <p className="text-sm text-muted-foreground">{t("wizard.mcp.intro")}</p>
        {/* A new tab, so the wizard stays as it is (docs/product/documentation.md). */}
        <a
          href="/documentation#mcp-servers"
          target="_blank"
          rel="noopener"
          className="mt-1 inline-flex items-center gap-1 text-sm text-brand hover:underline"
        >
          <BookOpen aria-hidden className="size-3.5" />
          {t("wizard.mcp.learnMore")}
        </a>
      </div>
      {suggestions.length > 0 && (
        <ul aria-label={t("wizard.mcp.suggested")} className="space-y-3">
          {suggestions.map(({ server, source, reason }) => {
            const id = `${headingId}-${server.name}`;
            const version = reason.version ?? "";
            return (
              <li key={server.name} className="flex items-start gap-2">
                <Checkbox
                  id={id}
                  className="mt-0.5"
                  checked={chosenNames.has(server.name)}
                  onCheckedChange={(checked) => set(server, checked === true)}
                  aria-describedby={`${id}-reason`}
                />
                <div className="min-w-0 text-sm">
                  <Label htmlFor={id} className="cursor-pointer">
                    {server.name}
                  </Label>
                  <p id={`${id}-reason`} className="text-muted-foreground">
                    {t(imported ? "wizard.mcp.reasonUses" : "wizard.mcp.reasonFor", {
                      name: reason.name,
                      version,
                    }).trim()}
                  </p>
                  <p className="flex flex-wrap items-center gap-x-3">
                    <code className="truncate text-xs">{launch(server)}</code>
                    <a
                      href={source}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1 text-brand hover:underline"
                    >
                      {t("wizard.mcp.docs")}
                      <ExternalLink aria-hidden className="size-3.5" />
                    </a>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {own.length > 0 && (
        <ul aria-label={t("wizard.mcp.yours")} className="space-y-2">
          {own.map((server) => (
            <li key={server.name} className="flex items-center justify-between gap-2 text-sm">
              <span className="min-w-0">
                <span className="font-medium">{server.name}</span>{" "}
                <code className="text-xs break-all">{launch(server)}</code>
                {server.env.length > 0 && (
                  <span className="block text-muted-foreground">
                    {t("wizard.mcp.needs", { names: server.env.join(", ") })}
                  </span>
                )}
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => set(server, false)}
                aria-label={t("wizard.mcp.remove", { name: server.name })}
              >
                <X aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AddMcpServerForm
        taken={new Set([...chosenNames, ...suggestedNames])}
        full={chosen.length >= limits.mcpServersMax}
        onAdd={(server) => set(server, true)}
      />
    </section>
  );
}
