import type { FrameworkKnowledge } from "../types";

export const bootstrap: FrameworkKnowledge = {
  name: "Bootstrap",
  id: "bootstrap",
  aliases: ["bootstrap5"],
  globs: ["**/*.scss", "**/*.html"],
  platform: "web",
  toolchain: "node",
  rules: {
    en: [
      "Reach for Bootstrap's utilities and components before writing custom CSS, and never edit Bootstrap's source files.",
      "Customise through Sass variables and maps (`$primary`, `$spacer`, `$theme-colors`) imported before Bootstrap, or through its CSS variables.",
      "Build layouts with the grid (`container`, `row`, `col-*`) and its breakpoints instead of fixed widths.",
      "Keep the ARIA attributes and focus handling Bootstrap's markup requires, such as `aria-expanded`, `aria-controls` and labelled modals.",
      "Bootstrap 5 needs no jQuery: initialise components through data attributes or the vanilla JavaScript API.",
      "Import only the Sass partials and JavaScript plugins you use to keep the bundle small.",
    ],
    de: [
      "Greif zu den Utilities und Komponenten von Bootstrap, bevor du eigenes CSS schreibst, und bearbeite nie die Quelldateien von Bootstrap.",
      "Passe Bootstrap über Sass-Variablen und -Maps (`$primary`, `$spacer`, `$theme-colors`) an, die vor Bootstrap importiert werden, oder über seine CSS-Variablen.",
      "Baue Layouts mit dem Grid (`container`, `row`, `col-*`) und seinen Breakpoints statt mit festen Breiten.",
      "Behalte die ARIA-Attribute und die Fokussteuerung bei, die das Markup von Bootstrap verlangt, etwa `aria-expanded`, `aria-controls` und beschriftete Modals.",
      "Bootstrap 5 braucht kein jQuery: Initialisiere Komponenten über Data-Attribute oder die Vanilla-JavaScript-API.",
      "Importiere nur die Sass-Partials und JavaScript-Plugins, die du nutzt, damit das Bundle klein bleibt.",
    ],
  },
  testing: {
    en: "Bootstrap: check interactive components such as modals, dropdowns and collapses in end-to-end tests, including keyboard navigation.",
    de: "Bootstrap: Prüfe interaktive Komponenten wie Modals, Dropdowns und Collapses in End-to-End-Tests, auch per Tastatur.",
  },
};
