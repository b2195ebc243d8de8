import type { FrameworkKnowledge } from "../types";

// Checked against tailwindcss.com/docs/upgrade-guide, tailwindcss.com/docs/theme and
// v3.tailwindcss.com/docs/content-configuration.
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
          "Tailwind v4: use the renamed scale (`shadow-xs`, `rounded-xs`, `outline-hidden`, `ring-3` for the old defaults), opacity modifiers such as `bg-black/50` instead of `bg-opacity-*`, and `@utility` instead of `@layer utilities`.",
        ],
        de: [
          'Tailwind v4: Konfiguriere CSS-first – `@import "tailwindcss"` und Design-Tokens in `@theme` in der CSS-Datei; leg keine `tailwind.config.js` an, wenn das Projekt noch keine hat.',
          "Tailwind v4: Nutze die umbenannte Skala (`shadow-xs`, `rounded-xs`, `outline-hidden`, `ring-3` für die alten Standardwerte), Opacity-Modifier wie `bg-black/50` statt `bg-opacity-*` und `@utility` statt `@layer utilities`.",
        ],
      },
    },
    {
      since: 0,
      until: 4,
      rules: {
        en: [
          "Tailwind v3: keep the theme in `tailwind.config.js` under `theme.extend` and list every template path in `content`, or classes used elsewhere are purged from the build.",
        ],
        de: [
          "Tailwind v3: Halte das Theme in `tailwind.config.js` unter `theme.extend` und trage jeden Template-Pfad in `content` ein, sonst werden dort genutzte Klassen aus dem Build entfernt.",
        ],
      },
    },
  ],
  rules: {
    en: [
      "Use the theme's design tokens for spacing, colours and type; an arbitrary value such as `w-[37px]` is a rare, justified exception.",
      "When a value repeats, add it to the theme instead of repeating arbitrary values.",
      "Never build class names by string concatenation like `bg-${color}-500`; map each variant to a complete class string so the compiler finds it.",
      "Extract repeated class combinations into components or a variant map (e.g. `cva`), not into a sprawl of `@apply` rules.",
      "Style mobile-first with responsive and state variants (`md:`, `hover:`, `focus-visible:`, `dark:`) instead of custom media queries.",
      "Keep class lists in a consistent order and let `prettier-plugin-tailwindcss` sort them.",
      "Merge conditional classes with `clsx` and `tailwind-merge` so conflicting utilities resolve predictably.",
    ],
    de: [
      "Nutze die Design-Tokens des Themes für Abstände, Farben und Typografie; ein Arbitrary Value wie `w-[37px]` ist eine seltene, begründete Ausnahme.",
      "Wiederholt sich ein Wert, nimm ihn ins Theme auf, statt Arbitrary Values zu wiederholen.",
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
