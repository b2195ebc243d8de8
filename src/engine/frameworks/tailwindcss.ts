import type { FrameworkKnowledge } from "../types";

export const tailwindcss: FrameworkKnowledge = {
  name: "TailwindCSS",
  id: "tailwindcss",
  aliases: ["tailwind", "tailwind css"],
  globs: ["**/*.css", "**/*.html", "**/*.tsx", "**/*.jsx", "**/*.vue", "**/*.svelte"],
  platform: "web",
  toolchain: "node",
  versionRules: [
    {
      since: 4,
      rules: {
        en: [
          'Tailwind v4: configure CSS-first — `@import "tailwindcss"` and design tokens in `@theme` in the CSS file; don\'t create a `tailwind.config.js` unless the project already has one.',
        ],
        de: [
          'Tailwind v4: Konfiguriere CSS-first – `@import "tailwindcss"` und Design-Tokens in `@theme` in der CSS-Datei; leg keine `tailwind.config.js` an, wenn das Projekt noch keine hat.',
        ],
      },
    },
  ],
  rules: {
    en: [
      "Use the theme's design tokens for spacing, colours and type; an arbitrary value such as `w-[37px]` is a rare, justified exception.",
      "When a value repeats, add it to the theme (`@theme` in Tailwind 4, `tailwind.config` in v3) instead of repeating arbitrary values.",
      "Never build class names by string concatenation like `bg-${color}-500`; map each variant to a complete class string so the compiler finds it.",
      "Extract repeated class combinations into components or a variant map (e.g. `cva`), not into a sprawl of `@apply` rules.",
      "Style mobile-first with responsive and state variants (`md:`, `hover:`, `focus-visible:`, `dark:`) instead of custom media queries.",
      "Keep class lists in a consistent order and let `prettier-plugin-tailwindcss` sort them.",
      "Merge conditional classes with `clsx` and `tailwind-merge` so conflicting utilities resolve predictably.",
    ],
    de: [
      "Nutze die Design-Tokens des Themes für Abstände, Farben und Typografie; ein Arbitrary Value wie `w-[37px]` ist eine seltene, begründete Ausnahme.",
      "Wiederholt sich ein Wert, nimm ihn ins Theme auf (`@theme` in Tailwind 4, `tailwind.config` in v3), statt Arbitrary Values zu wiederholen.",
      "Setze Klassennamen nie per String-Verkettung wie `bg-${color}-500` zusammen; ordne jeder Variante eine vollständige Klasse zu, damit der Compiler sie findet.",
      "Lagere wiederkehrende Klassenkombinationen in Komponenten oder eine Variantenzuordnung (etwa `cva`) aus, nicht in einen Wildwuchs aus `@apply`-Regeln.",
      "Style Mobile-first mit Responsive- und State-Varianten (`md:`, `hover:`, `focus-visible:`, `dark:`) statt eigener Media Queries.",
      "Halte Klassenlisten in einheitlicher Reihenfolge und lass sie von `prettier-plugin-tailwindcss` sortieren.",
      "Führe bedingte Klassen mit `clsx` und `tailwind-merge` zusammen, damit sich widersprechende Utilities vorhersehbar auflösen.",
    ],
  },
  testing: {
    en: "TailwindCSS: guard key layouts with Playwright screenshot tests at mobile and desktop widths.",
    de: "TailwindCSS: Sichere wichtige Layouts mit Playwright-Screenshot-Tests in Mobil- und Desktop-Breite ab.",
  },
};
