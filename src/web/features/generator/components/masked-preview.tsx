import { LockKeyhole } from "lucide-react";
import ReactMarkdown from "react-markdown";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { rehypeMaskPlaceholders } from "../rehype-mask-placeholders";
import { proseSize } from "../rule-display";

const rehypePlugins = [rehypeMaskPlaceholders];

/**
 * The anonymous preview (docs/product/generator.md "The preview", decision 103): the server left
 * the headings, the frontmatter and the first commands and project rules readable and hid two
 * words in three elsewhere; each hidden word shows as a blurred bar, the lower half of the preview
 * is blurred, and a call to action invites sign-up.
 */
export function MaskedPreview({ markdown, noteId }: { markdown: string; noteId: string }) {
  const { t } = useTranslation();
  return (
    <div className="relative max-h-[64rem] overflow-hidden" aria-describedby={noteId}>
      <div
        data-testid="masked-preview"
        className={cn(
          "prose prose-zinc max-w-none select-none",
          proseSize,
          "[&_.masked-word]:rounded-sm [&_.masked-word]:bg-zinc-300 [&_.masked-word]:text-transparent [&_.masked-word]:blur-[2px] [&_pre_.masked-word]:bg-zinc-500",
        )}
      >
        <ReactMarkdown skipHtml rehypePlugins={rehypePlugins}>
          {markdown}
        </ReactMarkdown>
      </div>
      <div
        aria-hidden
        data-testid="preview-blur"
        className="pointer-events-none absolute inset-x-0 bottom-0 h-1/2 bg-linear-to-b from-white/10 via-white/70 to-white backdrop-blur-[6px] [mask-image:linear-gradient(to_bottom,transparent,black_4rem)]"
      />
      <div className="absolute inset-x-0 top-1/2 bottom-0 px-2 pt-10 sm:px-6">
        <div className="sticky top-20 mx-auto max-w-md sm:top-6 rounded-xl border border-indigo-200 bg-surface/95 p-5 text-center shadow-lg">
          <span className="mx-auto flex size-10 items-center justify-center rounded-full bg-indigo-50 text-brand">
            <LockKeyhole aria-hidden className="size-5" />
          </span>
          <h2 className="mt-3 font-semibold text-zinc-900">{t("result.cta.title")}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{t("result.cta.text")}</p>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-center">
            <Button asChild>
              <Link to="/signup">{t("result.cta.signUp")}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/signin">{t("result.cta.signIn")}</Link>
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
