import type { FrameworkKnowledge } from "../types";

export const typescript: FrameworkKnowledge = {
  name: "TypeScript",
  id: "typescript",
  aliases: ["ts"],
  globs: ["**/*.ts", "**/*.tsx"],
  platform: "language",
  toolchain: "node",
  commands: { typecheck: "{x:tsc --noEmit}" },
  rules: {
    en: [
      "Keep `strict` mode on and never use `any`; use `unknown` and narrow it, or write the proper type.",
      "Avoid type assertions (`as`) and non-null assertions (`!`); narrow with type guards, and validate external data at runtime (e.g. Zod) and infer the type from the schema.",
      "Model variants as discriminated unions and handle them exhaustively with a `never` check.",
      "Give exported functions explicit parameter and return types; let local types be inferred.",
      "Use `import type` for type-only imports, and prefer string literal unions or `as const` objects over `enum`.",
      "Don't silence the compiler with `@ts-ignore`; if it is unavoidable, use `@ts-expect-error` with a comment explaining why.",
    ],
    de: [
      "Lass den `strict`-Modus an und verwende nie `any`; nimm `unknown` und grenze es ein, oder schreib den passenden Typ.",
      "Vermeide Type Assertions (`as`) und Non-Null-Assertions (`!`); grenze mit Type Guards ein, validiere externe Daten zur Laufzeit (etwa mit Zod) und leite den Typ aus dem Schema ab.",
      "Modelliere Varianten als Discriminated Unions und behandle sie vollständig mit einer `never`-Prüfung.",
      "Gib exportierten Funktionen explizite Parameter- und Rückgabetypen; lokale Typen darf der Compiler ableiten.",
      "Nutze `import type` für reine Typ-Importe und bevorzuge String-Literal-Unions oder `as const`-Objekte gegenüber `enum`.",
      "Bring den Compiler nicht mit `@ts-ignore` zum Schweigen; ist es unvermeidbar, nutze `@ts-expect-error` mit einem Kommentar, der den Grund nennt.",
    ],
  },
  testing: {
    en: "TypeScript: run the type checker (`tsc --noEmit`) with every test run, and type test fixtures instead of casting them.",
    de: "TypeScript: Lass bei jedem Testlauf auch die Typprüfung (`tsc --noEmit`) laufen und typisiere Test-Fixtures, statt sie zu casten.",
  },
};
