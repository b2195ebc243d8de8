import { useTranslation } from "react-i18next";
import mcpLocations from "../mcp-locations.json";
import mcpSuggestions from "../mcp-suggestions.json";

export type McpLocation = (typeof mcpLocations)[number];
export type McpSuggestion = (typeof mcpSuggestions)[number];

function Code({ children }: { children: string }) {
  return <code className="rounded bg-zinc-100 px-1 py-0.5 text-sm break-all">{children}</code>;
}

function Source({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} className="text-xs text-brand hover:underline" rel="noreferrer" target="_blank">
      {t("docs.mcp.vendorDocs")}
    </a>
  );
}

const headCell = "py-2 pr-4 font-semibold";

/**
 * Where each tool reads its MCP servers and how its file names a variable: `mcp-locations.json` is
 * written from the engine's MCP formats and a test keeps it so (docs/product/documentation.md).
 */
export function McpLocationsTable({ rows = mcpLocations }: { rows?: readonly McpLocation[] }) {
  const { t } = useTranslation();
  return (
    <div className="my-6 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm" data-testid="mcp-locations">
        <caption className="sr-only">{t("docs.mcp.locationsCaption")}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className={headCell}>
              {t("docs.mcp.tool")}
            </th>
            <th scope="col" className={headCell}>
              {t("docs.mcp.file")}
            </th>
            <th scope="col" className={headCell}>
              {t("docs.mcp.variable")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-border align-top">
              <th scope="row" className="py-2 pr-4 font-medium">
                {row.name}
                <span className="block font-normal">
                  <Source href={row.source} />
                </span>
              </th>
              <td className="py-2 pr-4">
                {row.file ? (
                  <Code>{row.file}</Code>
                ) : (
                  <>
                    {t("docs.mcp.userLevel")} <Code>{row.userPath ?? ""}</Code>
                  </>
                )}
              </td>
              <td className="py-2">
                {row.variable === null ? t("docs.mcp.noVariable") : <Code>{row.variable}</Code>}
                {row.variableByName && (
                  <span className="block text-xs text-muted-foreground">
                    {t("docs.mcp.byName")}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The servers the wizard suggests, what calls for each and how it runs: `mcp-suggestions.json` is
 * written from the engine's catalogue of known servers (docs/product/mcp-servers.md).
 */
export function McpSuggestionsTable({
  rows = mcpSuggestions,
}: {
  rows?: readonly McpSuggestion[];
}) {
  const { t } = useTranslation();
  const when = ({ library, framework, from }: McpSuggestion["when"]) =>
    library
      ? t("docs.mcp.whenLibrary", { name: library })
      : from
        ? t("docs.mcp.whenFrameworkFrom", { name: framework, version: from })
        : t("docs.mcp.whenFramework", { name: framework });
  return (
    <div className="my-6 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm" data-testid="mcp-suggestions">
        <caption className="sr-only">{t("docs.mcp.suggestionsCaption")}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className={headCell}>
              {t("docs.mcp.server")}
            </th>
            <th scope="col" className={headCell}>
              {t("docs.mcp.when")}
            </th>
            <th scope="col" className={headCell}>
              {t("docs.mcp.runs")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className="border-b border-border align-top">
              <th scope="row" className="py-2 pr-4 font-medium">
                <Code>{row.name}</Code>
                <span className="block font-normal">
                  <Source href={row.source} />
                </span>
              </th>
              <td className="py-2 pr-4">{when(row.when)}</td>
              <td className="py-2">
                {t(row.runs.type === "http" ? "docs.mcp.remote" : "docs.mcp.command")}{" "}
                <Code>{row.runs.launch}</Code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
