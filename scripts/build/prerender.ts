import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "vite";
import { languages } from "#contract/languages";
import { APP_ENTRY_ATTRIBUTE } from "../../src/web/lib/start-on-intent-signals";
import { LIVE_TEXTS_ID } from "../../src/web/lib/live-decoration";
import { prerenderedAddresses } from "#contract/prerendered-pages";

/**
 * Writes `dist/prerendered/<page>.<language>.html`: the built index.html with the page's first
 * render already inside, so its text paints with the HTML instead of after the app's code
 * (decision 048). The server fills in the site details and sends it for that path.
 */
// React's production server renderer: the development one writes diagnostics into the markup.
process.env.NODE_ENV = "production";
const outDir = "dist/prerendered";

/**
 * The page's script tag made the start script's (decision 108): the app's entry is preloaded and
 * run at the visitor's first sign of use. Both names come from the build's manifest.
 */
function startOnIntent(html: string): string {
  const manifest = JSON.parse(readFileSync("dist/web/.vite/manifest.json", "utf8")) as Record<
    string,
    { file: string }
  >;
  const entry = `/${manifest["index.html"]!.file}`;
  const starter = `/${manifest["src/web/start-on-intent.ts"]!.file}`;
  const tag = `<script type="module" crossorigin src="${entry}"></script>`;
  if (!html.includes(tag)) throw new Error(`index.html does not load ${entry} as expected`);
  return html.replace(
    tag,
    `<link rel="modulepreload" crossorigin href="${entry}">` +
      `<script type="module" crossorigin src="${starter}" ${APP_ENTRY_ATTRIBUTE}="${entry}"></script>`,
  );
}

/** JSON that cannot end the script element it sits in. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

const vite = await createServer({
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: "custom",
  logLevel: "warn",
});
try {
  const { renderPage, pageHead, liveTexts } = (await vite.ssrLoadModule(
    "/src/web/prerender.tsx",
  )) as typeof import("../../src/web/prerender");
  const template = startOnIntent(readFileSync("dist/web/index.html", "utf8"));
  if (!template.includes('<div id="root"></div>')) throw new Error("index.html has no empty root");
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const [page, address] of Object.entries(prerenderedAddresses)) {
    for (const language of languages) {
      const markup = await renderPage(address, language);
      // The page's own title and description in its language (docs/product/site.md).
      const html = pageHead(template, address, language)
        .replace(/<html lang="\w+">/, `<html lang="${language}">`)
        // Tells the app which language the markup is in: it hydrates only when that is the reader's.
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root" data-language="${language}">${markup}</div>` +
            // The start script's texts for the badge and the typewriter (decision 134).
            `<script type="application/json" id="${LIVE_TEXTS_ID}">${jsonInHtml(liveTexts(language))}</script>`,
        );
      writeFileSync(`${outDir}/${page}.${language}.html`, html);
    }
  }
} finally {
  await vite.close();
}
