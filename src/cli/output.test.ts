import { describe, expect, it } from "vitest";
import { printable, printableJson } from "./output";

describe("what the CLI prints (decision 119)", () => {
  it("drops escape sequences and control characters, keeping lines and tabs", () => {
    expect(printable("evil\u001b[2J name")).toBe("evil name");
    expect(printable("\u001b[1;31mred\u001b[0m")).toBe("red");
    expect(printable("a\u001b]0;pwned\u0007b")).toBe("ab");
    expect(printable("a\u001b]8;;https://x\u001b\\link\u001b]8;;\u001b\\b")).toBe("alinkb");
    expect(printable("a\u001bPq#0\u001b\\b")).toBe("ab");
    expect(printable("a\u009b31mb\u009d0;t\u009cc")).toBe("abc");
    expect(printable("a\u001bcb\u001b(Bc")).toBe("abc");
    expect(printable("a\u001b")).toBe("a");
    expect(printable("a\rb\u0008c\u0007d\u007fe\u0085f")).toBe("abcdef");
    expect(printable("\u202eexe.md\u202c")).toBe("exe.md");
    expect(printable("- one\n\t- two\n")).toBe("- one\n\t- two\n");
    expect(printable("Ünïcode — 日本 ✓")).toBe("Ünïcode — 日本 ✓");
  });

  it("an unterminated string command ends with its line", () => {
    expect(printable("a\u001b]0;title\nnext")).toBe("a\nnext");
  });

  it("keeps JSON's values exact while nothing a terminal obeys stays raw", () => {
    const value = { name: "evil\u001b[2J\u009b31m\u202e", path: "a.md" };
    const text = printableJson(value);
    // eslint-disable-next-line no-control-regex -- what must not be printed raw
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
