/**
 * A prerendered page's status badge and typewriter before the app runs (decision 134): the start
 * script asks the server as the app would and writes the answers into the page's markup, in the
 * shape the app renders, with the texts the build wrote into the page in its language. When the
 * app takes over, this stops where it is and the app hydrates from there.
 */
import type { StatusResponse } from "#contract/status";
import type { TypewriterSamplesResponse } from "#contract/typewriter";
import {
  delayBeforeNextStep,
  initialTypewriterState,
  nextTypewriterState,
} from "./features/typewriter/typewriter-machine";
import {
  LIVE_TEXTS_ID,
  offerHandover,
  prefersReducedMotion,
  type Handover,
  type LiveTexts,
} from "./lib/live-decoration";

export function startDecoration(language: string): void {
  const json = document.getElementById(LIVE_TEXTS_ID)?.textContent;
  if (!json) return;
  const texts = JSON.parse(json) as LiveTexts;
  const handover: Handover = {};
  let live = true;
  let typing: ReturnType<typeof setTimeout> | undefined;

  const badge = document.querySelector<HTMLElement>('[data-testid="server-status"]');
  const showBadge = (state: string) => {
    const look = texts.badge[state];
    if (!badge || !look) return;
    badge.className = look.className;
    badge.dataset.state = state;
    const [dot, short, label] = badge.children;
    if (dot) dot.className = look.dot;
    if (short) short.textContent = look.short;
    if (label) label.textContent = look.label;
  };
  const askStatus = async () => {
    try {
      const response = await fetch("/api/status");
      if (!response.ok) throw new Error(`status ${response.status}`);
      const data = (await response.json()) as StatusResponse;
      if (!live) return;
      handover.status = { data, at: Date.now() };
      showBadge(data.state);
    } catch {
      if (!live) return;
      delete handover.status;
      showBadge("unreachable");
    }
  };
  void askStatus();
  const asking = setInterval(() => void askStatus(), texts.statusRefreshMs);

  const strip = document.querySelector<HTMLElement>('[data-testid="typewriter"]');
  const [kind, typed, category] = strip?.children ?? [];
  const showTyped = (text: string) => {
    const first = typed?.firstChild;
    // React renders an empty text as no node at all; the markup must stay what it would render.
    if (first?.nodeType === Node.TEXT_NODE) {
      if (text) first.nodeValue = text;
      else first.remove();
    } else if (text) typed?.prepend(text);
  };
  const runTypewriter = async () => {
    const response = await fetch(`/api/typewriter-samples?lang=${language}`);
    if (!response.ok) return;
    const data = (await response.json()) as TypewriterSamplesResponse;
    const { samples } = data;
    const lengths = samples.map((sample) => sample.snippet.length);
    if (!live || !kind || !category || lengths.length === 0) return;
    const still = prefersReducedMotion();
    const at = Date.now();
    let position = initialTypewriterState;
    const show = () => {
      const sample = samples[position.sampleIndex % samples.length]!;
      kind.textContent = texts.typewriter.type[sample.type] ?? "";
      category.textContent = texts.typewriter.category[sample.category] ?? "";
      showTyped(still ? sample.snippet : sample.snippet.slice(0, position.visibleChars));
      handover.typewriter = { data, language, at, position };
    };
    const step = () => {
      position = nextTypewriterState(position, lengths);
      show();
      typing = setTimeout(step, delayBeforeNextStep(position));
    };
    show();
    if (!still) typing = setTimeout(step, delayBeforeNextStep(position));
  };
  void runTypewriter().catch(() => {});

  offerHandover(() => {
    live = false;
    clearInterval(asking);
    clearTimeout(typing);
    // The app asks again and shows "unreachable" itself; its first render has no answer.
    if (!handover.status) showBadge("checking");
    return handover;
  });
}
