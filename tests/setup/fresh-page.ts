import { cleanup } from "@testing-library/react";
import { afterAll, vi } from "vitest";
import { i18n } from "../../src/web/i18n";

// Web test files share one jsdom and one module graph (`isolate: false`, decision 109): every
// file starts as on a fresh page — real timers and globals, English, empty storage, an empty
// body — and leaves nothing rendered behind.
vi.useRealTimers();
vi.unstubAllGlobals();
await i18n.changeLanguage("en");
localStorage.clear();
sessionStorage.clear();
document.body.innerHTML = "";
for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
afterAll(cleanup);
