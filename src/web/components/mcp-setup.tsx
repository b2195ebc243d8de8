import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { RuleFile } from "#contract/generator";
import type { McpSetup } from "#contract/mcp";
import { Markdown } from "@/components/ui/markdown";
import { fencedCodeBlock } from "@/lib/rule-files";

/**
 * What a result's MCP servers need beyond its files (docs/product/mcp-servers.md): where each
 * tool's file goes, the variables to set, the servers to add by hand where a tool's file can refer
 * to no variable, and the snippet for a tool that reads only a user-level file.
 */
export function McpSetupPanel({ setup, files }: { setup: McpSetup; files: readonly RuleFile[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const mcpFiles = files.filter((file) => file.kind === "mcp");
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-lg border border-border p-4 text-sm"
    >
      <h2 id={headingId} className="font-medium text-zinc-900">
        {t("result.mcp.heading")}
      </h2>
      {mcpFiles.length > 0 && (
        <p className="mt-1">
          {t("result.mcp.files")}{" "}
          {mcpFiles.map((file, index) => (
            <span key={file.path}>
              {index > 0 && ", "}
              <code className="font-mono text-[13px] break-all">{file.path}</code>
            </span>
          ))}
        </p>
      )}
      {setup.variables.length > 0 && (
        <div className="mt-2">
          <p>{t("result.mcp.variables")}</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {setup.variables.map((name) => (
              <li key={name}>
                <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[13px]">{name}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      {(setup.leftOut ?? []).map((left) => (
        <div key={left.tool} className="mt-3">
          <p>
            {t(left.noProjectFile ? "result.mcp.leftOutNoFile" : "result.mcp.leftOut", {
              name: left.name,
            })}
          </p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {left.servers.map((name) => (
              <li key={name}>
                <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[13px]">{name}</code>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {setup.snippets.map((snippet) => (
        <div key={snippet.userPath} className="mt-3">
          <p>
            {t("result.mcp.userLevel", { name: snippet.name })}{" "}
            <code className="font-mono text-[13px] break-all">{snippet.userPath}</code>
          </p>
          <Markdown className="mt-1">{fencedCodeBlock(snippet.content, "json")}</Markdown>
        </div>
      ))}
    </section>
  );
}
