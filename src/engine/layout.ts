import type { ProjectFacts } from "#contract/project-facts";
import { shouldSkipDirectory } from "./project/files";
import { FOLDER_DEPTH } from "./project/folders";
import { codeSpan } from "./render/inline";
import { usersRules } from "./user-text";
import type { GenerationContext, Localized, Section } from "./types";

/**
 * The project's layout as its tree has it, and the check that a rule names only folders that
 * exist (docs/product/generator.md "True to the project"). Without a known tree the layout is
 * the frameworks' convention, labelled as such, and no rule is held to it.
 */

/** Folders named in a layout line, in path order; the rest are counted. */
const MAX_FOLDERS = 12;

/** What a folder of a common name holds, by the name alone. */
const PURPOSES: Readonly<Record<string, Localized<string>>> = {
  src: { en: "source", de: "Quellcode" },
  app: { en: "application code", de: "Anwendungscode" },
  lib: { en: "library code", de: "Bibliothekscode" },
  internal: { en: "private packages", de: "interne Pakete" },
  cmd: { en: "entry points", de: "Einstiegspunkte" },
  pkg: { en: "packages", de: "Pakete" },
  apps: { en: "applications", de: "Anwendungen" },
  packages: { en: "shared packages", de: "gemeinsame Pakete" },
  crates: { en: "crates", de: "Crates" },
  test: { en: "tests", de: "Tests" },
  tests: { en: "tests", de: "Tests" },
  spec: { en: "specs", de: "Specs" },
  e2e: { en: "end-to-end tests", de: "End-to-End-Tests" },
  docs: { en: "documentation", de: "Dokumentation" },
  scripts: { en: "scripts", de: "Skripte" },
  config: { en: "configuration", de: "Konfiguration" },
  migrations: { en: "database migrations", de: "Datenbankmigrationen" },
  database: { en: "migrations, factories, seeders", de: "Migrationen, Factories, Seeder" },
  db: { en: "database", de: "Datenbank" },
  public: { en: "static files", de: "statische Dateien" },
  static: { en: "static files", de: "statische Dateien" },
  assets: { en: "assets", de: "Assets" },
  resources: { en: "views and front-end sources", de: "Views und Frontend-Quellen" },
  routes: { en: "routes", de: "Routen" },
  templates: { en: "templates", de: "Templates" },
  components: { en: "components", de: "Komponenten" },
  ui: { en: "user interface", de: "Oberfläche" },
  web: { en: "web front end", de: "Web-Frontend" },
  frontend: { en: "front end", de: "Frontend" },
  backend: { en: "back end", de: "Backend" },
  server: { en: "server", de: "Server" },
  api: { en: "API", de: "API" },
  locales: { en: "translations", de: "Übersetzungen" },
  i18n: { en: "translations", de: "Übersetzungen" },
  ".github": { en: "CI workflows", de: "CI-Workflows" },
};

/** Folders worth naming: hidden ones are tools' settings, except CI's. */
const named = (name: string) =>
  !name.includes("/") && (!name.startsWith(".") || name === ".github");

/**
 * "`src/` (source), `docs/` (documentation), `cmd/` (entry points), `tools/`": the top-level
 * folders, or those of one package (`under`: its path), by their names there.
 */
export function projectLayout(
  folders: readonly string[],
  ctx: GenerationContext,
  under = "",
  /** Write each folder from the repository's root, for a file that doesn't sit in `under`. */
  fromRoot = false,
): string {
  const prefix = under ? `${under}/` : "";
  const shown = fromRoot ? prefix : "";
  const top = folders
    .filter((folder) => folder.startsWith(prefix))
    .map((folder) => folder.slice(prefix.length))
    .filter(named);
  const listed = top.slice(0, MAX_FOLDERS).map((folder) => {
    const purpose = PURPOSES[folder]?.[ctx.language];
    const path = codeSpan(`${shown}${folder}/`);
    return purpose ? `${path} (${purpose})` : path;
  });
  const more = top.length - listed.length;
  return more > 0 ? `${listed.join(", ")} … (+${more})` : listed.join(", ");
}

/** The folders of the facts, when the import listed them. */
export function knownFolders(facts: ProjectFacts | null): ReadonlySet<string> | null {
  return facts?.folders && facts.folders.length > 0 ? new Set(facts.folders) : null;
}

/** A path in a code span: a folder (`app/Http/`) or a file in a folder (`routes/api.php`). */
const PATH = /`(\.?[A-Za-z0-9_-][\w.-]*(?:\/[\w.[\]()-]+)*)(\/|\/[\w.-]+\.[A-Za-z0-9]+)`/g;

/**
 * The folders a text names by path, to the depth the facts list: `app/Http/Kernel.php` →
 * `app/Http`. Dependency and build folders (`node_modules/next/dist/docs/`) are left out: no
 * repository tree holds them, so it cannot say they are missing.
 */
export function foldersNamed(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(PATH)) {
    const folder = match[1]!;
    if (folder.includes("://") || folder.split("/").some(shouldSkipDirectory)) continue;
    found.push(folder.split("/").slice(0, FOLDER_DEPTH).join("/"));
  }
  return found;
}

/**
 * Leaves out our rules that name a folder the project doesn't have (`src/features/` in a repo
 * without one); the user's own words stay. Only where the import listed the project's folders.
 * In a monorepo package's own file (`under`: its path) a path is the package's: its first
 * folder is looked up there, as deep as the facts list a package.
 */
export function dropMissingPaths(
  ctx: GenerationContext,
  sections: readonly Section[],
  under = "",
): Section[] {
  const folders = knownFolders(ctx.project);
  if (!folders) return [...sections];
  const own = usersRules(ctx);
  const exists = (folder: string) =>
    folders.has(under ? `${under}/${folder.split("/")[0]}` : folder);
  return sections.map((section) => {
    if (section.id === "commands") return section;
    const rules = section.rules.filter((rule) => own.has(rule) || foldersNamed(rule).every(exists));
    return rules.length === section.rules.length ? section : { ...section, rules };
  });
}
