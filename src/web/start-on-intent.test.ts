import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LANGUAGE_STORAGE_KEY } from "./i18n/language-storage";
import { ACTIVE_FORM_SESSION_KEY, WIZARD_DRAFT_KEY } from "./lib/form-session";
import { APP_ENTRY_ATTRIBUTE, PAGE_HYDRATED_EVENT } from "./lib/start-on-intent-signals";

const entry = new URL("../../tests/support/start-on-intent-entry.ts", import.meta.url).pathname;
type Seen = typeof import("../../tests/support/start-on-intent-entry").seen;

/** The fixture entry's record, once the start script has imported it (same module instance). */
async function entrySeen(): Promise<Seen> {
  return ((await import(/* @vite-ignore */ entry)) as { seen: Seen }).seen;
}

const hydrated = () =>
  new Promise<void>((resolve) =>
    document.addEventListener(PAGE_HYDRATED_EVENT, () => resolve(), { once: true }),
  );
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe("a prerendered page's start script (decision 108)", () => {
  /** Each sending of the sign-in form its handler (the app's) saw: app live? held by the script? */
  const sentForms: { live: boolean; prevented: boolean }[] = [];
  let live = false;
  /** The landing's form, which has an action: the browser sends it, with or without the app. */
  let heroSent: boolean[] = [];

  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
    sessionStorage.clear();
    history.replaceState(null, "", "/");
    document.body.innerHTML = `
      <script type="module" ${APP_ENTRY_ATTRIBUTE}="${entry}"></script>
      <div id="root" data-language="en"><p>Prerendered</p></div>
      <button id="status" type="button">Status</button>
      <button id="next">Next</button>
      <form action="/" method="get"><button id="go">Try it now</button></form>
      <form id="sign-in"><input name="email"><button id="send">Sign in</button></form>
      <select id="language"><option value="en" selected>EN</option><option value="de">DE</option></select>`;
    heroSent = [];
    document.querySelector("form")!.addEventListener("submit", (event) => {
      // Whether the browser would have sent it (jsdom cannot navigate).
      heroSent.push(!event.defaultPrevented);
      event.preventDefault();
    });
    sentForms.length = 0;
  });

  // The script keeps presses from the page until it has hydrated; the web tests share one
  // document, so each test's script is brought that far before the next file's clicks.
  afterEach(async () => {
    window.dispatchEvent(new Event("pointermove"));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  it("runs none of the app's code until the visitor moves", async () => {
    const started = vi.fn();
    document.addEventListener(PAGE_HYDRATED_EVENT, started);
    await import("./start-on-intent");
    await settle();
    expect(started).not.toHaveBeenCalled();

    const done = hydrated();
    window.dispatchEvent(new Event("pointermove"));
    await done;
    expect((await entrySeen()).runs).toBe(1);
    document.removeEventListener(PAGE_HYDRATED_EVENT, started);
  });

  /** Presses the button with `id` on the page before the app is live; what the app saw after. */
  async function pressBeforeLive(id: string): Promise<Seen> {
    await import("./start-on-intent");
    const done = hydrated();
    document.getElementById(id)!.click();
    await done;
    await settle();
    return entrySeen();
  }

  it("carries out a press on a button made before the app was live, once", async () => {
    expect((await pressBeforeLive("status")).statusPresses).toBe(1);
  });

  it("carries out presses made before the app was live in order, a form-less submit button's too", async () => {
    await import("./start-on-intent");
    const done = hydrated();
    document.getElementById("status")!.click();
    document.getElementById("next")!.click();
    await done;
    await settle();
    expect((await entrySeen()).presses).toEqual(["status", "next"]);
  });

  it("keeps a press made while the app hydrates for after the earlier ones", async () => {
    await import("./start-on-intent");
    const done = hydrated();
    document.getElementById("status")!.click();
    // The entry has run and its handlers are attached; the page has not hydrated yet.
    const seen = await entrySeen();
    document.getElementById("next")!.click();
    await done;
    await settle();
    expect(seen.presses).toEqual(["status", "next"]);
  });

  it("leaves a form's submit button's press to the browser", async () => {
    expect((await pressBeforeLive("go")).submitPresses).toBe(0);
    expect(heroSent).toEqual([true]);
  });

  it("holds a form only the app can send until the app is live, then sends it once", async () => {
    live = false;
    document.addEventListener(PAGE_HYDRATED_EVENT, () => (live = true), { once: true });
    document.getElementById("sign-in")!.addEventListener("submit", (event) => {
      sentForms.push({ live, prevented: event.defaultPrevented });
      event.preventDefault();
    });
    await import("./start-on-intent");
    const done = hydrated();
    document.getElementById("send")!.click();
    await done;
    await settle();
    // Held (the browser would have put the fields into the address), then sent by the app.
    expect(sentForms).toEqual([{ live: true, prevented: false }]);
  });

  it("starts at once with a choice made before it arrived, and applies it", async () => {
    (document.getElementById("language") as HTMLSelectElement).value = "de";
    const done = hydrated();
    await import("./start-on-intent");
    await done;
    await settle();
    expect((await entrySeen()).choices).toEqual(["de"]);
  });

  it("starts at once when the visitor is already in a field it arrives after", async () => {
    document.querySelector<HTMLInputElement>("#sign-in input")!.focus();
    const done = hydrated();
    await import("./start-on-intent");
    await done;
    expect((await entrySeen()).runs).toBe(1);
  });

  it("starts at once when a field was filled before it arrived", async () => {
    document.querySelector<HTMLInputElement>("#sign-in input")!.value = "ada@example.com";
    const done = hydrated();
    await import("./start-on-intent");
    await done;
    expect((await entrySeen()).runs).toBe(1);
  });

  it("starts at once when the page is not in the language the visitor chose before", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "de");
    const done = hydrated();
    await import("./start-on-intent");
    await done;
    expect((await entrySeen()).runs).toBe(1);
  });

  describe("on the wizard's prerendered first step (decision 142)", () => {
    const markup = () => document.getElementById("root")!.innerHTML;
    /** Whether the app's entry ran within a moment after the start script. */
    async function startedAtOnce(): Promise<boolean> {
      const started = vi.fn();
      document.addEventListener(PAGE_HYDRATED_EVENT, started, { once: true });
      await import("./start-on-intent");
      await settle();
      document.removeEventListener(PAGE_HYDRATED_EVENT, started);
      return started.mock.calls.length > 0;
    }

    it("waits for the visitor in a tab without a wizard of its own", async () => {
      history.replaceState(null, "", "/?step=1");
      expect(await startedAtOnce()).toBe(false);
      expect(markup()).toBe("<p>Prerendered</p>");
    });

    it("empties the fresh wizard and starts at once in a tab with a draft", async () => {
      history.replaceState(null, "", "/?step=1");
      sessionStorage.setItem(WIZARD_DRAFT_KEY, "{}");
      expect(await startedAtOnce()).toBe(true);
      expect(markup()).toBe("");
    });

    it('starts a fresh run for "Try it now" sent before the app was live, and waits', async () => {
      history.replaceState(null, "", "/?step=1&start=1&import=1");
      sessionStorage.setItem(WIZARD_DRAFT_KEY, "{}");
      expect(await startedAtOnce()).toBe(false);
      expect(location.search).toBe("?step=1&import=1");
      expect(sessionStorage.getItem(WIZARD_DRAFT_KEY)).toBeNull();
      expect(sessionStorage.getItem(ACTIVE_FORM_SESSION_KEY)).toBe("true");
      expect(markup()).toBe("<p>Prerendered</p>");
    });
  });
});
