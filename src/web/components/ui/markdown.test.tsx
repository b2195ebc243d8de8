import { render } from "@testing-library/react";
import ReactMarkdown from "react-markdown";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fillMarkdownPlaceholders, sitePlaceholders } from "../../../contract/site-placeholders";
import { fillPrerenderedPlaceholders } from "../../../server/lib/prerendered-pages";
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

describe("site details in a text", () => {
  // Markdown syntax, HTML and entities in every detail: all must show as typed.
  const values = sitePlaceholders({
    operator: {
      name: "Müller *&* Söhne_[GmbH] <b>x</b>",
      address: "Weg 1\\2, #3 & 4 > 5",
      email: "legal+info@example.de",
      phone: "+49 (0)30 123-45 `6`",
      representative: "A. ~~Tick~~ Müller &amp; Co.",
      vatId: "DE 123!456 | 7",
    },
    supportEmail: "help_desk@example.de",
  });
  const asDom = (html: string) => {
    const element = document.createElement("div");
    element.innerHTML = html;
    return element.innerHTML;
  };

  it.each(Object.entries(contents))(
    "%s reads the same in the browser as prerendered",
    (_, text) => {
      const inBrowser = renderToString(
        <Markdown>{fillMarkdownPlaceholders(text, values)}</Markdown>,
      );
      const prerendered = fillPrerenderedPlaceholders(
        renderToString(<Markdown>{text}</Markdown>),
        values,
      );
      expect(asDom(inBrowser)).toBe(asDom(prerendered));
    },
  );

  it("shows each detail literally", () => {
    const { container } = render(
      <Markdown>
        {fillMarkdownPlaceholders("{{operatorName}}, {{operatorAddress}}", values)}
      </Markdown>,
    );
    expect(container.textContent).toBe(`${values.operatorName}, ${values.operatorAddress}`);
  });
});
