import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { I18nextProvider } from "react-i18next";
import { i18n } from "@/i18n";
import { SizeMeter } from "./size-meter";

const cursor = { value: 500, unit: "lines", source: "https://www.cursor.com/docs/rules" } as const;
const bubble = { value: 5000, unit: "chars", source: null } as const;

function show(props: Parameters<typeof SizeMeter>[0]) {
  return render(
    <I18nextProvider i18n={i18n}>
      <SizeMeter {...props} />
    </I18nextProvider>,
  );
}

beforeAll(() => i18n.loadLanguages(["en", "de"]));
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage("en");
});

describe("SizeMeter", () => {
  it("names the unit and links the tool's documented limit", async () => {
    await i18n.changeLanguage("en");
    show({ size: 120, limit: cursor, tool: "Cursor" });
    expect(screen.getByText("120 of 500 lines")).toBeTruthy();
    const link = screen.getByRole("link", { name: "Cursor's documented limit" });
    expect(link.getAttribute("href")).toBe(cursor.source);
    const meter = screen.getByRole("meter", { name: "Size against Cursor's limit" });
    expect(meter.getAttribute("aria-valuenow")).toBe("120");
    expect(meter.getAttribute("aria-valuemax")).toBe("500");
    expect(meter.dataset.nearLimit).toBeUndefined();
    expect(screen.queryByText(/Trimmed to fit/)).toBeNull();
  });

  it("says when the tool publishes no limit", async () => {
    await i18n.changeLanguage("en");
    show({ size: 100, limit: bubble, tool: "Bubble" });
    expect(screen.getByText("100 of 5,000 characters")).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText(/Bubble publishes no limit/)).toBeTruthy();
  });

  it("turns amber at 90 % and says when content was trimmed", async () => {
    await i18n.changeLanguage("en");
    show({ size: 450, limit: cursor, tool: "Cursor", trimmed: true });
    expect(screen.getByRole("meter").dataset.nearLimit).toBe("true");
    expect(screen.getByText(/Close to the limit/)).toBeTruthy();
    expect(screen.getByText(/Trimmed to fit/)).toBeTruthy();
  });

  it("warns when an edited rule goes over the limit", async () => {
    await i18n.changeLanguage("en");
    show({ size: 612, limit: cursor, tool: "Cursor" });
    const meter = screen.getByRole("meter");
    expect(meter.dataset.overLimit).toBe("true");
    expect(meter.getAttribute("aria-valuenow")).toBe("500");
    expect(screen.getByText(/Over the limit: Cursor may ignore/)).toBeTruthy();
  });

  it("speaks German", async () => {
    await i18n.changeLanguage("de");
    show({ size: 4500, limit: bubble, tool: "Bubble", trimmed: true });
    expect(screen.getByText("4.500 von 5.000 Zeichen")).toBeTruthy();
    expect(screen.getByText(/Bubble nennt keine Grenze/)).toBeTruthy();
    expect(screen.getByText(/Gekürzt, damit es passt/)).toBeTruthy();
  });
});
