import { LockKeyhole } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { RevealedPart } from "#contract/generator";
import { Button } from "@/components/ui/button";
import { Markdown } from "@/components/ui/markdown";
import { proseSize } from "../rule-display";

/**
 * The anonymous preview (docs/product/generator.md "The preview"): the part the server revealed —
 * the commands and the first project rules — readable as it is, then the rest of the rule as a
 * marked block that says how much it holds and invites sign-up. The hidden text never reached
 * the browser, so there is nothing to blur.
 */
export function RulePreview({ revealed, noteId }: { revealed: RevealedPart; noteId: string }) {
  const { t } = useTranslation();
  const restHeadingId = useId();
  const { rest } = revealed;
  return (
    <div aria-describedby={noteId}>
      <div data-testid="masked-preview">
        <Markdown className={proseSize}>{revealed.text}</Markdown>
      </div>
      <section
        aria-labelledby={restHeadingId}
        data-testid="preview-rest"
        className="mt-6 rounded-xl border-2 border-dashed border-indigo-200 bg-indigo-50/40 p-4 text-center sm:p-6"
      >
        <span className="mx-auto flex size-10 items-center justify-center rounded-full bg-indigo-50 text-brand">
          <LockKeyhole aria-hidden className="size-5" />
        </span>
        <h2 id={restHeadingId} className="mt-3 font-semibold text-zinc-900">
          {t("result.rest.title")}
        </h2>
        <p className="mt-1 text-sm font-medium text-zinc-900">
          {t("result.rest.summary", {
            rules: t("result.rest.rules", { count: rest.rules }),
            files: t("result.rest.files", { count: rest.files }),
          })}
        </p>
        {rest.sections.length > 0 && (
          <>
            <p className="mt-3 text-sm text-muted-foreground">{t("result.rest.sections")}</p>
            <ul className="mt-2 flex flex-wrap justify-center gap-1.5">
              {rest.sections.map((heading) => (
                <li
                  key={heading}
                  className="rounded-full border border-border bg-surface px-2.5 py-0.5 text-xs text-zinc-700"
                >
                  {heading}
                </li>
              ))}
            </ul>
          </>
        )}
        <h3 className="mt-5 font-semibold text-zinc-900">{t("result.cta.title")}</h3>
        <p className="mx-auto mt-1 max-w-md text-sm text-muted-foreground">
          {t("result.cta.text")}
        </p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button asChild>
            <Link to="/signup">{t("result.cta.signUp")}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/signin">{t("result.cta.signIn")}</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
