import { Check, Copy } from "lucide-react";
import { createContext, memo, useContext, useMemo, type ReactNode } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import { useCopyToClipboard } from "@/hooks/use-copy-to-clipboard";
import { cn } from "@/lib/cn";
import { splitMarkdownSections } from "./markdown-sections";

export interface CopyLabels {
  copy: string;
  copied: string;
  onCopyResult?: (ok: boolean) => void;
}

function textOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (node && typeof node === "object" && "props" in node) {
    return textOf((node.props as { children?: ReactNode }).children);
  }
  return "";
}

function CopyableBlock({ children, labels }: { children: ReactNode; labels: CopyLabels }) {
  const { copied, copy } = useCopyToClipboard();
  return (
    <div className="relative">
      <button
        type="button"
        onClick={async () => labels.onCopyResult?.(await copy(textOf(children).replace(/\n$/, "")))}
        className="absolute top-2 right-2 inline-flex items-center gap-1 rounded bg-zinc-700 px-2 py-1 text-xs text-white hover:bg-zinc-600"
      >
        {copied ? <Check className="size-3" /> : <Copy className="size-3" />}
        {copied ? labels.copied : labels.copy}
      </button>
      <pre>{children}</pre>
    </div>
  );
}

/**
 * Inline code as a quiet chip instead of the typography plugin's literal backticks, which read
 * as part of the text (`npm test` must be copied without them).
 */
const inlineCode =
  "prose-code:before:content-none prose-code:after:content-none [&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-zinc-100 [&_:not(pre)>code]:px-1 [&_:not(pre)>code]:py-0.5 [&_:not(pre)>code]:font-normal";

/** Through context, so the parsed sections need not render again when only the labels change. */
const CopyLabelsContext = createContext<CopyLabels | undefined>(undefined);

function CodeBlock({ children }: { children?: ReactNode }) {
  const labels = useContext(CopyLabelsContext);
  return labels ? <CopyableBlock labels={labels}>{children}</CopyableBlock> : <pre>{children}</pre>;
}

const components: Components = { pre: ({ children }) => <CodeBlock>{children}</CodeBlock> };

/** One top-level section, parsed again only when its own text changes. */
const MarkdownSection = memo(function MarkdownSection({ text }: { text: string }) {
  return (
    <ReactMarkdown skipHtml components={components}>
      {text}
    </ReactMarkdown>
  );
});

/**
 * Renders markdown without raw HTML; with `copyLabels`, each code block gets a copy button. Each
 * top-level section is its own render step, so a long text does not block the page in one piece
 * (decision 048).
 */
export function Markdown({
  children,
  className,
  copyLabels,
}: {
  children: string;
  className?: string;
  copyLabels?: CopyLabels;
}) {
  const sections = useMemo(() => splitMarkdownSections(children), [children]);
  return (
    <div className={cn("prose prose-zinc max-w-none", inlineCode, className)}>
      <CopyLabelsContext value={copyLabels}>
        {sections.map((section, index) => (
          <MarkdownSection key={index} text={section} />
        ))}
      </CopyLabelsContext>
    </div>
  );
}
