import type { Root } from "hast";
import { describe, expect, it } from "vitest";
import { PREVIEW_PLACEHOLDER as P } from "#contract/preview";
import { rehypeMaskPlaceholders } from "./rehype-mask-placeholders";

describe("rehypeMaskPlaceholders", () => {
  it("wraps each placeholder in a masked span, at any depth, keeping the other text", () => {
    const tree: Root = {
      type: "root",
      children: [
        {
          type: "element",
          tagName: "p",
          properties: {},
          children: [
            { type: "text", value: `Use ${P} hooks ` },
            {
              type: "element",
              tagName: "code",
              properties: {},
              children: [{ type: "text", value: P }],
            },
          ],
        },
      ],
    };
    rehypeMaskPlaceholders()(tree);
    const masked = {
      type: "element",
      tagName: "span",
      properties: { className: ["masked-word"], dataMasked: "", ariaHidden: "true" },
      children: [{ type: "text", value: P }],
    };
    expect(tree.children[0]).toEqual({
      type: "element",
      tagName: "p",
      properties: {},
      children: [
        { type: "text", value: "Use " },
        masked,
        { type: "text", value: " hooks " },
        { type: "element", tagName: "code", properties: {}, children: [masked] },
      ],
    });
  });
});
