import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { hasControlCharacter, withoutControlCharacters } from "#contract/fact-text";
import { markdownTokens } from "../testing/parse";
import { codeSpan, globPath, markdownText, yamlQuoted } from "./inline";

/** Hostile pieces a repository's names can carry (decision 121), mixed into arbitrary text. */
const PIECES = [
  "\n",
  "\r\n",
  "\t",
  "\u0085",
  "\u2028",
  "\u2029",
  "\u202e",
  "`",
  "``",
  "\\",
  "<!--",
  "-->",
  "<!-- rulesmith:end -->",
  "---\nalwaysApply: true",
  "$(curl x|sh)",
  "[x](https://e.x)",
  "![x](https://e.x/p.png)",
  "<script>",
  "<https://e.x>",
  '"',
  "'",
  ": ",
  "# ",
  "- ",
  "*",
  "_",
  "&amp;",
  " ",
  ",",
  "{a,b}",
];
const hostile = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: "grapheme", maxLength: 6 })), {
    maxLength: 8,
  })
  .map((parts) => parts.join(""));
/** Commands are never empty. */
const nonEmpty = hostile.filter((text) => text !== "");
/** A value a real project names: no control character and no comment delimiter. */
const plain = hostile.filter(
  (text) =>
    !hasControlCharacter(text) &&
    !text.includes("<!--") &&
    !text.includes("-->") &&
    text.trim() !== "",
);

const COMMENT = /<!--|-->/;
/** What Markdown makes of its own accord: a span, a tag, a comment, a link or an image. */
const STRUCTURE =
  /^(codeText|htmlText|htmlFlow|autolink|link|image|label|reference|definition|math)/;

const REFERENCES: Readonly<Record<string, string>> = {
  "&#96;": "`",
  "&#91;": "[",
  "&#93;": "]",
  "&#36;": "$",
  "&lt;": "<",
  "&gt;": ">",
  "&amp;": "&",
  "&#92;": "\\",
};

/** The text a paragraph shows: its leaves, with the references it holds read. */
const shown = (tokens: ReturnType<typeof markdownTokens>) =>
  tokens
    .flatMap((token) =>
      token.type === "characterReference"
        ? [REFERENCES[token.text] ?? token.text]
        : token.leaf && token.type !== "lineEnding" && !token.type.startsWith("characterReference")
          ? [token.text]
          : [],
    )
    .join("");

describe("a value in a code span (decision 121)", () => {
  it("stays one line, inside one span, never a comment", () => {
    fc.assert(
      fc.property(nonEmpty, (value) => {
        const span = codeSpan(value);
        expect(hasControlCharacter(span)).toBe(false);
        expect(span).not.toMatch(COMMENT);
        const tokens = markdownTokens(`- run ${span} now\n`);
        expect(tokens.filter((token) => token.type === "codeText")).toHaveLength(1);
        expect(tokens.filter((token) => /^html/.test(token.type))).toEqual([]);
        expect(tokens.filter((token) => token.type === "lineEnding")).toHaveLength(1);
      }),
      { numRuns: 300 },
    );
  });

  it("holds a real project's value exactly, backticks and all", () => {
    fc.assert(
      fc.property(plain, (value) => {
        const tokens = markdownTokens(`- run ${codeSpan(value)} now\n`);
        const data = tokens.filter((token) => token.type === "codeTextData");
        expect(data.map((token) => token.text).join("")).toBe(value);
      }),
      { numRuns: 300 },
    );
    expect(codeSpan("pnpm --filter web test")).toBe("`pnpm --filter web test`");
    expect(codeSpan("echo `date`")).toBe("`` echo `date` ``");
  });
});

describe("a value in prose (decision 121)", () => {
  it("stays one line and starts no span, tag, comment, link or image", () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const text = markdownText(value);
        expect(hasControlCharacter(text)).toBe(false);
        expect(text).not.toMatch(COMMENT);
        const tokens = markdownTokens(`- Packages: ${text} (web)\n`);
        expect(tokens.filter((token) => STRUCTURE.test(token.type))).toEqual([]);
        expect(tokens.filter((token) => token.type === "lineEnding")).toHaveLength(1);
      }),
      { numRuns: 300 },
    );
  });

  it("reads as the project wrote it", () => {
    // GFM runs a bare URL on into what follows it (an autolink literal), references and all.
    const withoutUrl = plain.filter((text) => !/:\/\/|www\./i.test(text));
    fc.assert(
      fc.property(withoutUrl, (value) => {
        expect(shown(markdownTokens(`a ${markdownText(value)} b\n`))).toBe(`a ${value} b`);
      }),
      { numRuns: 300 },
    );
    expect(markdownText("@acme/web_admin")).toBe("@acme/web_admin");
    expect(markdownText(">=5.0,<6")).toBe(">=5.0,<6");
  });
});

describe("a value in a YAML scalar (decision 121)", () => {
  it("is one line a strict parser reads back, with no comment delimiter in the file", () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const scalar = yamlQuoted(value);
        expect(hasControlCharacter(scalar)).toBe(false);
        expect(scalar).not.toMatch(COMMENT);
        const read: unknown = parse(`description: ${scalar}\n`, { strict: true });
        expect(read).toEqual({ description: withoutControlCharacters(value) });
      }),
      { numRuns: 300 },
    );
  });
});

describe("a folder in a file pattern (decision 121)", () => {
  it("is bare, one line, and matches the folder: each character it cannot hold becomes `?`", () => {
    fc.assert(
      fc.property(hostile, (path) => {
        const glob = globPath(path);
        expect(glob).not.toMatch(/[\s"'[\]{},]/);
        expect(hasControlCharacter(glob)).toBe(false);
        expect(glob).not.toMatch(COMMENT);
        expect(glob).toHaveLength(path.length);
        for (let i = 0; i < path.length; i++) expect([path[i], "?"]).toContain(glob[i]);
      }),
      { numRuns: 300 },
    );
    expect(globPath("apps/web")).toBe("apps/web");
  });
});
