// A stand-in for the app's entry in src/web/start-on-intent.test.ts: counts its runs, attaches
// the handlers the app would as it begins hydrating, and announces a moment later that it has
// hydrated, as src/web/main.tsx does.
import { PAGE_HYDRATED_EVENT } from "../../src/web/lib/start-on-intent-signals";

export const seen = {
  runs: 0,
  statusPresses: 0,
  submitPresses: 0,
  choices: [] as string[],
  /** The ids of the buttons outside a form (status, next) pressed, in order. */
  presses: [] as string[],
};
seen.runs += 1;
document.getElementById("status")!.addEventListener("click", () => (seen.statusPresses += 1));
for (const id of ["status", "next"]) {
  document.getElementById(id)!.addEventListener("click", () => seen.presses.push(id));
}
document.getElementById("go")!.addEventListener("click", () => (seen.submitPresses += 1));
const select = document.getElementById("language") as HTMLSelectElement;
select.addEventListener("change", () => seen.choices.push(select.value));
setTimeout(() => document.dispatchEvent(new Event(PAGE_HYDRATED_EVENT)), 10);
