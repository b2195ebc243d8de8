import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LANGUAGE_COOKIE } from "#contract/languages";
import { i18n } from "@/i18n";
import { LANGUAGE_STORAGE_KEY } from "@/i18n/language-storage";
import { isHydrating } from "@/lib/hydration";
import { switchLanguage } from "../switch-language";
import { LanguageSelector } from "./language-selector";

// Whether the page is a prerendered one still hydrating is the test's to say.
vi.mock("@/lib/hydration", async (original) => ({
  ...(await original<typeof import("@/lib/hydration")>()),
  isHydrating: vi.fn(() => false),
}));

/** The jsdom this test runs in: it reports a navigation (a reload), which it cannot carry out. */
interface Emitter {
  listeners(event: string): ((...args: never[]) => void)[];
  on(event: string, listener: (...args: never[]) => void): void;
  removeAllListeners(event: string): void;
}
const jsdomConsole = (globalThis as unknown as { jsdom: { virtualConsole: Emitter } }).jsdom
  .virtualConsole;
let reloads = 0;
let forwarded: ((...args: never[]) => void)[] = [];

beforeEach(() => {
  reloads = 0;
  forwarded = jsdomConsole.listeners("jsdomError");
  jsdomConsole.removeAllListeners("jsdomError");
  jsdomConsole.on("jsdomError", (error: Error) => {
    if (error.message.includes("navigation to another Document")) reloads += 1;
    else for (const listener of forwarded) listener(error as never);
  });
});

afterEach(async () => {
  cleanup();
  jsdomConsole.removeAllListeners("jsdomError");
  for (const listener of forwarded) jsdomConsole.on("jsdomError", listener);
  vi.mocked(isHydrating).mockReturnValue(false);
  await i18n.changeLanguage("en");
  // A fresh visitor again: no choice stored.
  localStorage.clear();
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
});

const storedCookie = () =>
  document.cookie
    .split("; ")
    .find((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);

const app = () => (
  <I18nextProvider i18n={i18n}>
    <LanguageSelector />
  </I18nextProvider>
);

describe("the header's language select", () => {
  it("shows the codes, names each language for assistive technology and stores nothing unasked", () => {
    render(app());
    const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "Language" });
    expect(select.value).toBe("en");
    const options = screen.getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["EN", "DE"]);
    expect(options.map((option) => option.getAttribute("aria-label"))).toEqual([
      "English",
      "Deutsch",
    ]);
    // Until the visitor chooses, the browser's language keeps deciding (docs/product/site.md).
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(storedCookie()).toBeUndefined();
  });

  it("switches the app to the chosen language and keeps the choice for later visits", async () => {
    render(app());
    fireEvent.change(screen.getByRole("combobox", { name: "Language" }), {
      target: { value: "de" },
    });
    const select = await screen.findByRole<HTMLSelectElement>("combobox", { name: "Sprache" });
    expect(i18n.language).toBe("de");
    expect(select.value).toBe("de");
    expect(document.documentElement.lang).toBe("de");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("de");
    expect(storedCookie()).toBe("de");
    expect(reloads).toBe(0);

    fireEvent.change(select, { target: { value: "en" } });
    expect(await screen.findByRole("combobox", { name: "Language" })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en");
    expect(storedCookie()).toBe("en");
  });

  it("on a prerendered page still hydrating, stores the choice and reloads instead of switching", async () => {
    vi.mocked(isHydrating).mockReturnValue(true);
    render(app());
    fireEvent.change(screen.getByRole("combobox", { name: "Language" }), {
      target: { value: "de" },
    });
    await waitFor(() => expect(reloads).toBe(1));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("de");
    expect(storedCookie()).toBe("de");
    // The reloaded page comes prerendered in German; this one is not switched under React's feet.
    expect(i18n.language).toBe("en");
  });

  it("applies a choice made on the prerendered select before the app was live", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(app());
    document.body.append(container);
    const select = container.querySelector("select");
    if (!select) throw new Error("no select");
    select.value = "de";

    const root = await act(async () => hydrateRoot(container, app()));
    await waitFor(() => expect(i18n.language).toBe("de"));
    expect(screen.getByRole("combobox", { name: "Sprache" })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("de");
    act(() => root.unmount());
    container.remove();
  });

  it("ignores a language it does not speak, and the one already shown", async () => {
    await switchLanguage(i18n, "fr");
    await switchLanguage(i18n, "en");
    expect(i18n.language).toBe("en");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();

    vi.mocked(isHydrating).mockReturnValue(true);
    await switchLanguage(i18n, "en");
    expect(reloads).toBe(0);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});
