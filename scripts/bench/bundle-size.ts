import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Decision 108: the prerendered landing's start script counts too; decision 142 gave it the
 * wizard's handover.
 */
export const LANDING_BUDGET_KB = 154;
export const LANDING_ROUTE = "src/web/app/routes/landing.tsx";
/** What a prerendered page runs before the app starts (decision 108). */
const START_SCRIPT = "src/web/start-on-intent.ts";
/**
 * The start script with what it imports: the badge, the typewriter and the handover of decisions
 * 134 and 142, none of the app's chunks (vite.config.ts's `start-on-intent-shared`).
 */
export const START_SCRIPT_BUDGET_KB = 4;
/** vite.config.ts puts zod into a chunk of its own name; the landing must not load it. */
export const isZodChunk = (file: string) => /(^|\/)zod-[\w-]+\.js$/.test(file);

/**
 * JS files a route needs on first load: a prerendered page's start script, the app's entry, the
 * route's chunk, and every static import of them, transitively.
 */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk ${key} in the Vite manifest`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

function measureJs(webRoot: string, entries: string[]) {
  const manifest = JSON.parse(
    readFileSync(join(webRoot, ".vite/manifest.json"), "utf8"),
  ) as Manifest;
  const keys = closure(manifest, entries);
  const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith(".js"));
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(webRoot, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files, rawKb: raw / 1024, gzipKb: gzip / 1024 };
}

export const measureRouteJs = (webRoot: string, routeModule: string) =>
  measureJs(webRoot, [START_SCRIPT, "index.html", routeModule]);

/** What a prerendered page loads and runs until the visitor's first use (decision 108). */
export const measureStartScriptJs = (webRoot: string) => measureJs(webRoot, [START_SCRIPT]);
