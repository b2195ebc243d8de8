import { render } from "@testing-library/react";
import ReactMarkdown from "react-markdown";
import { describe, expect, it } from "vitest";
import { Markdown } from "./markdown";

const contents = import.meta.glob<string>("../../features/*/content/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Between sections there is no line break text node, which between blocks shows nothing. */
const withoutBreaksBetweenBlocks = (html: string) => html.replace(/>\n</g, "><");

describe("Markdown in sections", () => {
  it.each(Object.entries(contents))("renders %s as one whole text would", (_, text) => {
    const { container: sectioned } = render(<Markdown>{text}</Markdown>);
    const { container: whole } = render(<ReactMarkdown skipHtml>{text}</ReactMarkdown>);
    expect(withoutBreaksBetweenBlocks(sectioned.firstElementChild!.innerHTML)).toBe(
      withoutBreaksBetweenBlocks(whole.innerHTML),
    );
    expect(sectioned.querySelectorAll("h2").length).toBeGreaterThan(1);
  });
});
