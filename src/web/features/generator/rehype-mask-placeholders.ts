import type { Element, ElementContent, Root } from "hast";
import { splitMaskedText } from "./masked-text";

/** Class of the span that stands in for a hidden word in the anonymous preview. */
export const MASKED_WORD_CLASS = "masked-word";

function maskChildren(children: ElementContent[]): ElementContent[] {
  return children.flatMap((child): ElementContent[] => {
    if (child.type === "element") {
      child.children = maskChildren(child.children);
      return [child];
    }
    if (child.type !== "text") return [child];
    return splitMaskedText(child.value).map((segment) =>
      segment.masked
        ? ({
            type: "element",
            tagName: "span",
            properties: { className: [MASKED_WORD_CLASS], dataMasked: "", ariaHidden: "true" },
            children: [{ type: "text", value: segment.text }],
          } satisfies Element)
        : { type: "text", value: segment.text },
    );
  });
}

/**
 * A rehype plugin for the anonymous preview: every hidden-word placeholder becomes its own
 * `<span class="masked-word" data-masked aria-hidden>`, which the view blurs.
 */
export function rehypeMaskPlaceholders() {
  return (tree: Root) => {
    tree.children = tree.children.map((child) => {
      if (child.type === "element") child.children = maskChildren(child.children);
      return child;
    });
  };
}
