import { Check, Copy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useCopyToClipboard } from "@/hooks/use-copy-to-clipboard";
import { toast } from "@/lib/toast";

/**
 * The commands that install `rulesmith` from the server this page came from and log in to it
 * (decision 127): the server hands out the package at `/cli/rulesmith.tgz`.
 */
export function cliInstallCommands(origin: string): string {
  return `npm install -g ${origin}/cli/rulesmith.tgz\nrulesmith login --url ${origin}`;
}

export function CliInstall() {
  const { t } = useTranslation();
  const { copied, copy } = useCopyToClipboard();
  const commands = cliInstallCommands(window.location.origin);

  async function onCopy() {
    if (await copy(commands)) toast.success(t("apiKeys.cliCopied"));
    else toast.error(t("apiKeys.cliCopyFailed"));
  }

  return (
    <div className="flex items-start gap-2">
      <pre
        aria-label={t("apiKeys.cliCommands")}
        className="min-w-0 flex-1 overflow-x-auto rounded-md bg-zinc-100 p-3 font-mono text-xs text-foreground"
      >
        <code>{commands}</code>
      </pre>
      <Button
        variant="outline"
        size="icon"
        aria-label={copied ? t("common.copied") : t("apiKeys.cliCopy")}
        title={t("apiKeys.cliCopy")}
        onClick={() => void onCopy()}
      >
        {copied ? (
          <Check aria-hidden className="size-4" />
        ) : (
          <Copy aria-hidden className="size-4" />
        )}
      </Button>
    </div>
  );
}
