// @vitest-environment jsdom
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  fillMarkdownPlaceholders,
  sitePlaceholders,
} from "../../src/engine/browser/site-placeholders";
import { fillPrerenderedPlaceholders } from "../../src/server/lib/prerendered-pages";
import { Markdown } from "../../src/web/components/ui/markdown";

const contents = import.meta.glob<string>("../../src/web/features/*/content/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

// Markdown syntax, HTML and entities in every detail: each must read as typed.
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

const render = (text: string) => renderToString(createElement(Markdown, { children: text }));
/** The markup as the browser's DOM holds it: entities written either way compare equal. */
const asDom = (html: string) => {
  const element = document.createElement("div");
  element.innerHTML = html;
  return element.innerHTML;
};

// The browser fills the details into the markdown; the server into the prerendered HTML.
describe("site details in the documentation and legal texts", () => {
  it.each(Object.entries(contents))(
    "%s reads the same in the browser as prerendered",
    (_, text) => {
      const inBrowser = render(fillMarkdownPlaceholders(text, values));
      const prerendered = fillPrerenderedPlaceholders(render(text), values);
      expect(asDom(inBrowser)).toBe(asDom(prerendered));
    },
  );

  it("shows each detail literally", () => {
    const element = document.createElement("div");
    element.innerHTML = render(
      fillMarkdownPlaceholders("{{operatorName}}, {{operatorAddress}}", values),
    );
    expect(element.textContent).toBe(`${values.operatorName}, ${values.operatorAddress}`);
  });
});
