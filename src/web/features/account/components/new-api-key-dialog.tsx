import { Check, Copy, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CreatedApiKey } from "#contract/api-keys";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useCopyToClipboard } from "@/hooks/use-copy-to-clipboard";
import { toast } from "@/lib/toast";

/**
 * The one time a key is shown (docs/product/api-and-cli.md): to copy, with the warning that it
 * will not come back. Closing it forgets the key; the server keeps only its hash.
 */
export function NewApiKeyDialog({
  created,
  onClose,
}: {
  created: CreatedApiKey | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { copied, copy } = useCopyToClipboard();

  async function onCopy() {
    if (!created) return;
    if (await copy(created.key)) toast.success(t("apiKeys.copied"));
    else toast.error(t("apiKeys.copyFailed"));
  }

  return (
    <Dialog open={created !== null} onOpenChange={(open) => !open && onClose()}>
      {created && (
        <DialogContent closeLabel={t("apiKeys.close")}>
          <DialogTitle className="pr-8 break-words">
            {t("apiKeys.createdTitle", { name: created.name })}
          </DialogTitle>
          <DialogDescription className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-900">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t("apiKeys.createdWarning")}
          </DialogDescription>
          <div className="mt-4 space-y-3">
            <FormField label={t("apiKeys.key")}>
              {(field) => (
                <Input
                  {...field}
                  readOnly
                  value={created.key}
                  className="font-mono text-xs"
                  onFocus={(event) => event.currentTarget.select()}
                />
              )}
            </FormField>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={onClose}>
                {t("apiKeys.done")}
              </Button>
              <Button onClick={() => void onCopy()}>
                {copied ? (
                  <Check aria-hidden className="size-4" />
                ) : (
                  <Copy aria-hidden className="size-4" />
                )}
                {copied ? t("common.copied") : t("apiKeys.copyKey")}
              </Button>
            </div>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
