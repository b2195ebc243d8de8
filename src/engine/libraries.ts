/**
 * Rules by the installed major of libraries whose APIs changed between majors, for projects whose
 * versions an import read (docs/product/project-import.md). Facts from the libraries' own
 * migration guides, in our words:
 * - Pydantic: docs.pydantic.dev/latest/migration/
 * - SQLAlchemy: docs.sqlalchemy.org/en/20/changelog/migration_20.html
 * - TanStack Query: tanstack.com/query/latest/docs/framework/react/guides/migrating-to-v5
 * - Zod: zod.dev/v4/changelog
 * - Laravel Boost: laravel.com/docs/boost (its MCP server's documentation search, and the
 *   guideline files `boost:install` / `boost:update` write and rewrite)
 */
import type { LibraryName } from "#contract/project-options";
import { appliesToMajor } from "./sections/frameworks";
import type { GenerationContext, VersionRules } from "./types";

const libraryVersionRules: Partial<Record<LibraryName, readonly VersionRules[]>> = {
  // The project's own live guidance: point to it rather than restate it.
  "Laravel Boost": [
    {
      since: 1,
      rules: {
        en: [
          "Laravel Boost is installed: before changing Laravel or ecosystem code, search the documentation for the installed versions with its MCP server's `search-docs` tool; its guideline files are rewritten by `php artisan boost:update`, so change them through Boost, not by hand.",
        ],
        de: [
          "Laravel Boost ist installiert: Durchsuche vor Änderungen an Laravel- oder Ökosystem-Code die Dokumentation der installierten Versionen mit dem Werkzeug `search-docs` seines MCP-Servers; seine Leitlinien-Dateien schreibt `php artisan boost:update` neu, ändere sie also über Boost, nicht von Hand.",
        ],
      },
    },
  ],
  Pydantic: [
    {
      since: 2,
      rules: {
        en: [
          "Pydantic 2: validate with `Model.model_validate()`, serialise with `.model_dump()` / `.model_dump_json()`, configure with `model_config = ConfigDict(...)` and write validators with `@field_validator` / `@model_validator`; never the deprecated v1 names (`parse_obj`, `.dict()`, `class Config`, `@validator`).",
        ],
        de: [
          "Pydantic 2: Validiere mit `Model.model_validate()`, serialisiere mit `.model_dump()` / `.model_dump_json()`, konfiguriere mit `model_config = ConfigDict(...)` und schreibe Validatoren mit `@field_validator` / `@model_validator`; nie die veralteten v1-Namen (`parse_obj`, `.dict()`, `class Config`, `@validator`).",
        ],
      },
    },
    {
      since: 0,
      until: 2,
      rules: {
        en: [
          "Pydantic 1 is installed: use `Model.parse_obj()`, `.dict()`, `class Config` and `@validator`; the v2 API (`model_validate`, `model_dump`, `ConfigDict`, `@field_validator`) does not exist in it.",
        ],
        de: [
          "Pydantic 1 ist installiert: Nutze `Model.parse_obj()`, `.dict()`, `class Config` und `@validator`; die v2-API (`model_validate`, `model_dump`, `ConfigDict`, `@field_validator`) gibt es darin nicht.",
        ],
      },
    },
  ],
  SQLAlchemy: [
    {
      since: 2,
      rules: {
        en: [
          "SQLAlchemy 2: query with `select()` and `session.execute()` / `session.scalars()`, declare models with `DeclarativeBase`, `Mapped[...]` and `mapped_column()`; don't write new code in the legacy `session.query()` style.",
        ],
        de: [
          "SQLAlchemy 2: Frage mit `select()` und `session.execute()` / `session.scalars()` ab, deklariere Modelle mit `DeclarativeBase`, `Mapped[...]` und `mapped_column()`; schreibe keinen neuen Code im alten `session.query()`-Stil.",
        ],
      },
    },
    {
      since: 0,
      until: 2,
      rules: {
        en: [
          "SQLAlchemy 1 is installed: don't use APIs that only exist in 2.0 (`DeclarativeBase`, `Mapped[...]`, `mapped_column()`).",
        ],
        de: [
          "SQLAlchemy 1 ist installiert: Nutze keine APIs, die es erst in 2.0 gibt (`DeclarativeBase`, `Mapped[...]`, `mapped_column()`).",
        ],
      },
    },
  ],
  "TanStack Query": [
    {
      since: 5,
      rules: {
        en: [
          "TanStack Query 5: call every hook with one options object (`useQuery({ queryKey, queryFn })`); a query without data yet is `isPending`, and the cache lifetime is `gcTime`.",
        ],
        de: [
          "TanStack Query 5: Rufe jeden Hook mit einem Options-Objekt auf (`useQuery({ queryKey, queryFn })`); eine Query ohne Daten ist `isPending`, die Cache-Lebensdauer heißt `gcTime`.",
        ],
      },
    },
    {
      since: 4,
      until: 5,
      rules: {
        en: [
          "TanStack Query 4 is installed: a query without data yet is `isLoading` and the cache lifetime is `cacheTime`; v5's `isPending` and `gcTime` do not exist in it.",
        ],
        de: [
          "TanStack Query 4 ist installiert: Eine Query ohne Daten ist `isLoading`, die Cache-Lebensdauer heißt `cacheTime`; `isPending` und `gcTime` aus v5 gibt es darin nicht.",
        ],
      },
    },
    {
      // Before v4 the package was `react-query` (tanstack.com/query/v4/docs/framework/react/guides/migrating-to-react-query-4).
      since: 0,
      until: 4,
      rules: {
        en: [
          "React Query 3 is installed (the `react-query` package, not `@tanstack/react-query`): hooks take the key and the function as arguments (`useQuery(key, fetcher, options)`), a query without data yet is `isLoading`, and the cache lifetime is `cacheTime`; the v4 and v5 APIs do not exist in it.",
        ],
        de: [
          "React Query 3 ist installiert (das Paket `react-query`, nicht `@tanstack/react-query`): Hooks bekommen Schlüssel und Funktion als Argumente (`useQuery(key, fetcher, options)`), eine Query ohne Daten ist `isLoading`, die Cache-Lebensdauer heißt `cacheTime`; die APIs aus v4 und v5 gibt es darin nicht.",
        ],
      },
    },
  ],
  Zod: [
    {
      since: 4,
      rules: {
        en: [
          "Zod 4: use the top-level formats (`z.email()`, `z.uuid()`, `z.url()`) and customise messages with the `error` option; `z.string().email()` and `message` are deprecated.",
        ],
        de: [
          "Zod 4: Nutze die Formate auf oberster Ebene (`z.email()`, `z.uuid()`, `z.url()`) und passe Meldungen mit der Option `error` an; `z.string().email()` und `message` sind veraltet.",
        ],
      },
    },
    {
      since: 0,
      until: 4,
      rules: {
        en: [
          "Zod 3 is installed: use `z.string().email()` and the `message` option; Zod 4's `z.email()` and `error` option do not exist in it.",
        ],
        de: [
          "Zod 3 ist installiert: Nutze `z.string().email()` und die Option `message`; `z.email()` und die Option `error` gibt es erst ab Zod 4.",
        ],
      },
    },
  ],
};

/** The rules of the installed majors of the project's libraries, in the project's order. */
export function libraryRules(ctx: GenerationContext): string[] {
  return (ctx.project?.libraries ?? []).flatMap((library) => {
    const major = /\d+/.exec(library.version ?? "")?.[0];
    const packs = libraryVersionRules[library.name];
    if (!packs || major === undefined) return [];
    return packs
      .filter((pack) => appliesToMajor(pack, Number(major)))
      .flatMap((pack) => pack.rules[ctx.language]);
  });
}
