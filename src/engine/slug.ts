const TRANSLITERATIONS: Readonly<Record<string, string>> = {
  ä: "ae",
  ö: "oe",
  ü: "ue",
  ß: "ss",
  æ: "ae",
  ø: "oe",
  œ: "oe",
  ł: "l",
  đ: "d",
  þ: "th",
};
const MAX_SLUG_LENGTH = 80;
const FALLBACK_SLUG = "rule";
const ONLY_ASCII = /^[\t\n\r -~]*$/;

/**
 * A safe file-name slug: lowercased, spaces as hyphens (docs/product/rules.md "Downloads"), umlauts
 * transliterated (ä → ae), other accents stripped, anything outside [a-z0-9-] removed, hyphens
 * collapsed, at most 80 chars.
 */
export function slugify(title: string): string {
  // ASCII has nothing to transliterate or decompose (most titles; normalizing costs more than
  // the rest).
  const ascii = ONLY_ASCII.test(title)
    ? title.toLowerCase()
    : title
        .normalize("NFC")
        .toLowerCase()
        .replace(/[äöüßæøœłđþ]/g, (char) => TRANSLITERATIONS[char] ?? char)
        .normalize("NFKD")
        .replace(/\p{M}/gu, "");
  const slug = ascii
    .replace(/[\s_/\\]+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > MAX_SLUG_LENGTH / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, "");
}

/** The download name for a rule: `<slug>.md` (docs/product/rules.md "Downloads"), never empty. */
export function downloadFileName(title: string): string {
  return `${slugify(title) || FALLBACK_SLUG}.md`;
}
