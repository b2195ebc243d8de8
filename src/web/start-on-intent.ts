/**
 * The one script a prerendered page runs at first (decision 108). The page arrives complete — its
 * links are links, "Try it now" is a form — so the app's code starts only at the visitor's first
 * sign of use: a pointer moving or pressing, a key, a touch, a scroll, a focus. Until then the
 * main thread runs only the status badge and the typewriter (start-decoration.ts, decision 134);
 * the code itself is already fetched (`modulepreload`).
 *
 * Presses on buttons that only the app can answer (the status badge, a tab, the wizard's choices
 * and "Next") and a choice in a select, made before the page has hydrated, are not lost: they are
 * made again, in order, once it has. So is the sending of a form only the app can send (one
 * without an `action`: sign-in, sign-up): the browser would put its fields into the address; it
 * is sent by the app once it is live.
 */
import { WIZARD_STEP_PARAM } from "#contract/wizard-address";
import { initialLanguage } from "./i18n/language-storage";
import { tabHasWizardForm, takeWizardStart } from "./lib/form-session";
import { APP_ENTRY_ATTRIBUTE, PAGE_HYDRATED_EVENT } from "./lib/start-on-intent-signals";
import { startDecoration } from "./start-decoration";

const INTENT_EVENTS = [
  "pointerdown",
  "pointermove",
  "keydown",
  "touchstart",
  "wheel",
  "scroll",
  "focusin",
  // What a script or an assistive technology may send without any of the above.
  "click",
  "change",
] as const;

const entry = document
  .querySelector(`script[${APP_ENTRY_ATTRIBUTE}]`)
  ?.getAttribute(APP_ENTRY_ATTRIBUTE);

const pressed: HTMLButtonElement[] = [];
let chosen: { select: HTMLSelectElement; value: string } | undefined;
let sent: HTMLFormElement | undefined;
/** While the kept choice and presses are made again: they are the app's. */
let replaying = false;

/**
 * A press on a button the browser does nothing for by itself (a submit button in a form sends
 * it). Kept from the app, which may be hydrating: React drops a press on a part still waiting for
 * its code, and would run a later press before the ones kept here.
 */
function recordPress(event: Event) {
  const button = (event.target as Element | null)?.closest?.("button");
  if (replaying || !button || (button.type === "submit" && button.form !== null)) return;
  pressed.push(button);
  event.stopImmediatePropagation();
}

function recordChoice(event: Event) {
  if (!replaying && event.target instanceof HTMLSelectElement) {
    chosen = { select: event.target, value: event.target.value };
    event.stopImmediatePropagation();
  }
}

function holdSending(event: Event) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || form.hasAttribute("action")) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  sent = form;
  start();
}

function stopRecording() {
  document.removeEventListener("click", recordPress, true);
  document.removeEventListener("change", recordChoice, true);
  document.removeEventListener("submit", holdSending, true);
}

function makeAgain(target: Element, events: Event[]) {
  replaying = true;
  for (const event of events) target.dispatchEvent(event);
  replaying = false;
}

/**
 * The kept choice and presses, in the order made, each once React has committed the one before
 * (a choice, then "Next" that reads it); presses made meanwhile join the end of the line.
 */
async function replay() {
  if (chosen?.select.isConnected) {
    chosen.select.value = chosen.value;
    makeAgain(chosen.select, [new Event("change", { bubbles: true })]);
  }
  for (let index = 0; index < pressed.length; index += 1) {
    const button = pressed[index]!;
    if (!button.isConnected) continue;
    // Some controls act on the press itself (Radix's tabs on mousedown), others on the click.
    makeAgain(
      button,
      ["mousedown", "mouseup", "click"].map(
        (type) => new MouseEvent(type, { bubbles: true, cancelable: true }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve));
  }
  stopRecording();
  if (sent?.isConnected) sent.requestSubmit();
}

let started = false;

function start() {
  if (started) return;
  started = true;
  for (const type of INTENT_EVENTS) removeEventListener(type, start, true);
  if (!entry) return;
  document.addEventListener(PAGE_HYDRATED_EVENT, () => void replay(), { once: true });
  void import(/* @vite-ignore */ entry);
}

document.addEventListener("click", recordPress, true);
document.addEventListener("change", recordChoice, true);
document.addEventListener("submit", holdSending, true);
// A choice made while this script was still on its way: the select shows it, no event is left.
const markupValue = (select: HTMLSelectElement) =>
  ([...select.options].find((option) => option.defaultSelected) ?? select.options[0])?.value;
const changedBefore = [...document.querySelectorAll("select")].find(
  (select) => select.value !== markupValue(select),
);
// A visitor already in a field, or one filled (typed, pasted, autofilled) while this script was on
// its way, has shown the intent whose events came before its listeners.
const usedBefore = [
  ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea"),
].some((field) => field === document.activeElement || field.value !== field.defaultValue);
// A page in another language than the visitor's (chosen on an earlier visit without the cookie
// that tells the server): the app renders it in theirs at once.
const root = document.getElementById("root");
const pageLanguage = root?.getAttribute("data-language");
const otherLanguage = pageLanguage !== initialLanguage();
// "Try it now" sent before the app was live (`/?step=1&start=1`) starts a fresh wizard here, as
// the app's landing route would (decision 142).
const shown = takeWizardStart(new URL(location.href));
if (shown !== null) history.replaceState(history.state, "", shown);
// The prerendered wizard is a fresh one. A tab with a wizard of its own (a draft, a kept form)
// gets that from the app at once, on an empty page rather than under a wizard not theirs.
const ownWizard = new URLSearchParams(location.search).has(WIZARD_STEP_PARAM) && tabHasWizardForm();
if (ownWizard) root?.replaceChildren();
if (changedBefore) chosen = { select: changedBefore, value: changedBefore.value };
if (changedBefore || usedBefore || otherLanguage || ownWizard) {
  start();
} else {
  for (const type of INTENT_EVENTS) addEventListener(type, start, { capture: true, passive: true });
  // The badge and the typewriter are alive before the app is (decision 134).
  if (pageLanguage) startDecoration(pageLanguage);
}
