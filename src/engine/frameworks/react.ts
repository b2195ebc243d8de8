import type { FrameworkKnowledge } from "../types";

// Checked against react.dev/blog/2024/12/05/react-19, react.dev/reference/react/{useActionState,
// useOptimistic,forwardRef}, react.dev/learn/react-compiler, and for error boundaries and code
// splitting react.dev/reference/react/Component#catching-rendering-errors-with-an-error-boundary
// and react.dev/reference/react/lazy.
export const react: FrameworkKnowledge = {
  name: "React",
  id: "react",
  aliases: ["reactjs", "react.js"],
  globs: ["**/*.tsx", "**/*.jsx"],
  platform: "web",
  toolchain: "node",
  layout: {
    en: "`src/components/` shared UI, `src/features/` feature code, `src/hooks/` custom hooks",
    de: "`src/components/` gemeinsame UI, `src/features/` Feature-Code, `src/hooks/` eigene Hooks",
  },
  versionRules: [
    {
      since: 19,
      rules: {
        en: [
          "React 19: handle form submissions with Actions (`<form action>`, `useActionState`, `useFormStatus`) and show pending UI with `useOptimistic` instead of hand-rolled loading flags.",
          "React 19: pass `ref` as a normal prop instead of adding `forwardRef` wrappers, and where the React Compiler is enabled don't add `useMemo` or `useCallback` by hand.",
        ],
        de: [
          "React 19: Verarbeite Formulare mit Actions (`<form action>`, `useActionState`, `useFormStatus`) und zeige ausstehende Zustände mit `useOptimistic` statt eigener Lade-Flags.",
          "React 19: Übergib `ref` als normale Prop, statt `forwardRef`-Wrapper zu schreiben, und füge kein `useMemo` oder `useCallback` von Hand hinzu, wo der React Compiler aktiv ist.",
        ],
      },
    },
    {
      since: 0,
      until: 19,
      rules: {
        en: [
          "React 18: forward refs with `forwardRef` and handle form submissions with event handlers and state, because form Actions and the hooks built on them need React 19.",
        ],
        de: [
          "React 18: Reiche Refs mit `forwardRef` weiter und verarbeite Formulare mit Event-Handlern und State, denn Form Actions und die Hooks dazu gibt es erst ab React 19.",
        ],
      },
    },
  ],
  rules: {
    en: [
      "Follow the Rules of Hooks: call hooks only at the top level of components and custom hooks, never inside conditions, loops or callbacks.",
      "List every reactive value an effect reads in its dependency array; fix stale closures by restructuring the code, never by silencing `react-hooks/exhaustive-deps`.",
      "Don't use effects for derived state or user events: compute values during render and handle interactions in event handlers.",
      "Keep components pure and treat props and state as immutable; update state with new objects or functional updaters.",
      "Give list items stable, unique `key`s from the data, never array indexes when the list can reorder.",
      "Add `useMemo`, `useCallback` or `memo` only for a measured performance problem, not by default.",
      "Keep state as local as possible; use context for rarely changing values and a server-state library such as TanStack Query for remote data.",
      "Wrap independent parts of the page in error boundaries with a useful fallback, and load heavy routes or components with `lazy()` inside `<Suspense>`.",
    ],
    de: [
      "Halte dich an die Rules of Hooks: Rufe Hooks nur auf oberster Ebene von Komponenten und Custom Hooks auf, nie in Bedingungen, Schleifen oder Callbacks.",
      "Nimm jeden reaktiven Wert, den ein Effekt liest, ins Dependency-Array auf; behebe veraltete Closures durch Umbau, nie durch Abschalten von `react-hooks/exhaustive-deps`.",
      "Nutze keine Effekte für abgeleiteten State oder Nutzeraktionen: Berechne Werte beim Rendern und reagiere auf Interaktionen in Event-Handlern.",
      "Halte Komponenten rein und behandle Props und State als unveränderlich; aktualisiere State mit neuen Objekten oder funktionalen Updates.",
      "Vergib stabile, eindeutige `key`s aus den Daten, nie Array-Indizes, wenn sich die Reihenfolge der Liste ändern kann.",
      "Setze `useMemo`, `useCallback` oder `memo` nur bei einem gemessenen Performance-Problem ein, nicht vorsorglich.",
      "Halte State so lokal wie möglich; nutze Context für selten wechselnde Werte und für Serverdaten eine Bibliothek wie TanStack Query.",
      "Umschließe unabhängige Teile der Seite mit Error Boundaries und einem brauchbaren Fallback und lade schwere Routen oder Komponenten mit `lazy()` innerhalb von `<Suspense>`.",
    ],
  },
  testing: {
    en: "React: test components with Testing Library through roles, labels and visible text, and simulate interactions with `user-event`.",
    de: "React: Teste Komponenten mit Testing Library über Rollen, Labels und sichtbaren Text und simuliere Interaktionen mit `user-event`.",
  },
};
