import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip } from "node:zlib";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from "#contract/languages";
import { prerenderedAddresses } from "#contract/prerendered-pages";
import { fillPlaceholders } from "#engine/browser/site-placeholders";
import { brotliAtMaximum, GZIP_AT_MAXIMUM } from "./compression";
import { escapeHtml } from "./escape-html";

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

interface EncodedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}
/** A page, compressed when it is first asked for and kept that way. */
type LazyPage = () => Promise<EncodedPage>;
/** A prerendered page in each language it was built in. */
export type PageInLanguages = Map<Language, LazyPage>;
/** Each prerendered address (`prerenderedAddresses`) with its page. */
export type PrerenderedPages = Map<string, PageInLanguages>;

/** `scripts/build/prerender.ts` writes `<page>.<language>.html`. */
const PAGE_FILE = /^([\w-]+)\.(\w+)\.html$/;

/** React writes a placeholder inside a link as the URL-encoded `{{name}}`. */
const URL_PLACEHOLDER = /%7B%7B(\w+)%7D%7D/g;
/** The site details in the page's text and in its links, escaped for HTML. */
export function fillPrerenderedPlaceholders(html: string, values: Record<string, string>) {
  const inText = fillPlaceholders(html, values, escapeHtml);
  return inText.replace(URL_PLACEHOLDER, (match, name: string) => {
    const value = values[name];
    return value === undefined ? match : escapeHtml(encodeURI(value));
  });
}

async function encode(html: string): Promise<EncodedPage> {
  const bytes = Buffer.from(html);
  const [br, gz] = await Promise.all([
    compressBrotli(bytes, brotliAtMaximum(bytes.length)),
    compressGzip(bytes, GZIP_AT_MAXIMUM),
  ]);
  return { html: bytes, br, gzip: gz };
}

/**
 * Reads the build's prerendered pages and fills in the site details (decision 048); each is
 * compressed on its first request, not at start, where ten pages cost ≈ 200 ms of CPU. No folder
 * (a server without a built web app) means no pages.
 */
export function loadPrerenderedPages(
  dir: string,
  siteValues: Record<string, string>,
): PrerenderedPages {
  const pages: PrerenderedPages = new Map();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir)) {
    const [, name, language] = PAGE_FILE.exec(file) ?? [];
    const address = name === undefined ? undefined : prerenderedAddresses[name];
    if (!address || !isLanguage(language)) continue;
    const html = fillPrerenderedPlaceholders(readFileSync(join(dir, file), "utf8"), siteValues);
    const byLanguage = pages.get(address) ?? new Map<Language, LazyPage>();
    let encoded: Promise<EncodedPage> | undefined;
    byLanguage.set(language, () => (encoded ??= encode(html)));
    pages.set(address, byLanguage);
  }
  return pages;
}

/**
 * The language a prerendered page is sent in: the visitor's explicit choice (the language
 * cookie), else on a first visit the first of the browser's languages we speak, else English —
 * the rule the web app follows (`initialLanguage`), so the page hydrates instead of re-rendering.
 */
export function pageLanguage(c: Context): Language {
  const chosen = getCookie(c, LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  for (const part of (c.req.header("accept-language") ?? "").split(",")) {
    const [tag = "", ...params] = part.split(";").map((piece) => piece.trim());
    if (params.some((param) => /^q=0(?:\.0*)?$/.test(param))) continue;
    const base = tag.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** The page in the visitor's language (`pageLanguage`), as compressed as it accepts. */
export async function sendPrerendered(
  c: Context,
  byLanguage: PageInLanguages,
  cacheControl: string,
) {
  const page = await (byLanguage.get(pageLanguage(c)) ?? byLanguage.get(DEFAULT_LANGUAGE))!();
  const accepted = (c.req.header("accept-encoding") ?? "")
    .split(",")
    .map((part) => part.split(";")[0]!.trim());
  const encoding = accepted.includes("br") ? "br" : accepted.includes("gzip") ? "gzip" : undefined;
  c.header("Content-Type", "text/html; charset=utf-8");
  c.header("Cache-Control", cacheControl);
  // Caches must key on the encoding and the language even when this client got the plain page.
  c.header("Vary", "Accept-Encoding, Accept-Language, Cookie");
  if (encoding) c.header("Content-Encoding", encoding);
  return c.body(new Uint8Array(encoding ? page[encoding] : page.html));
}
