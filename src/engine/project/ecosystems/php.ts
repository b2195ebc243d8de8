import { knownOf, type Dependency, type Findings } from "../findings";
import { asRecord, asString, joinPath, type ProjectSource } from "../source";

/** Composer's event hooks are not commands a developer types. */
const HOOK = /^(pre|post)-|^auto-scripts$/;

/**
 * What each composer script runs (getcomposer.org/doc/articles/scripts.md): its first command,
 * through `@other` references, with `@php` as `php`.
 */
function composerBodies(scripts: Record<string, unknown>): Record<string, string> {
  const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
  const bodies: Record<string, string> = {};
  for (const name of Object.keys(scripts)) {
    let body = first(scripts[name]);
    for (
      let hop = 0;
      hop < 3 && typeof body === "string" && body.startsWith("@") && !body.startsWith("@php ");
      hop++
    )
      body = first(scripts[body.slice(1)]);
    if (typeof body === "string") bodies[name] = body.replace(/^@php\s+/, "php ");
  }
  return bodies;
}

/** A composer.json folder, versions from composer.lock; Laravel's artisan decides the commands. */
export function readPhpFolder(source: ProjectSource, dir: string): Findings | null {
  const manifest = joinPath(dir, "composer.json");
  const composer = source.json(manifest);
  if (!composer) return null;
  const lockPath = joinPath(dir, "composer.lock");
  const lock = source.json(lockPath);
  const locked = new Map<string, string>();
  for (const group of ["packages", "packages-dev"]) {
    const list = lock?.[group];
    for (const item of Array.isArray(list) ? list : []) {
      const name = asString(asRecord(item).name);
      const version = asString(asRecord(item).version);
      if (name && version) locked.set(name, version.replace(/^v(?=\d)/, ""));
    }
  }
  const dependencies: Dependency[] = ["require", "require-dev"].flatMap((group) =>
    Object.entries(asRecord(composer[group])).map(([name, range]): Dependency => {
      const version = locked.get(name);
      return {
        name,
        range: typeof range === "string" ? range : null,
        manifest,
        ...(version ? { locked: { version, lockfile: lockPath } } : {}),
      };
    }),
  );
  const { frameworks, libraries } = knownOf("composer", dependencies, source);
  frameworks.push({ name: "PHP", version: null, source: manifest });
  const has = (name: string) => dependencies.some((dependency) => dependency.name === name);
  const at = (path: string) => source.has(joinPath(dir, path));
  const laravel = at("artisan");
  // Symfony's console (symfony.com/doc/current/doctrine.html#migrations-creating-the-database-tables-schema).
  const doctrineMigrations = has("doctrine/doctrine-migrations-bundle");
  const php = asString(asRecord(composer.require).php);
  const phpstan =
    at("phpstan.neon") ||
    at("phpstan.neon.dist") ||
    has("phpstan/phpstan") ||
    has("larastan/larastan");
  const psalm = at("psalm.xml") || has("vimeo/psalm");
  const pint = at("pint.json") || has("laravel/pint");
  const fixer =
    at(".php-cs-fixer.php") || at(".php-cs-fixer.dist.php") || has("friendsofphp/php-cs-fixer");
  return {
    ecosystem: "php",
    dir,
    manifest,
    packageName: asString(composer.name) ?? null,
    manager: {
      name: "composer",
      version: null,
      source: source.has(lockPath) ? lockPath : manifest,
    },
    languages: [{ name: "PHP", source: manifest }],
    frameworks,
    libraries,
    runtimes: php ? [{ name: "PHP", version: php, source: manifest }] : [],
    tooling: [],
    scripts: Object.keys(asRecord(composer.scripts)).filter((name) => !HOOK.test(name)),
    scriptBodies: composerBodies(asRecord(composer.scripts)),
    runScript: (script) => `composer ${script}`,
    conventions: {
      install: "composer install",
      dev: laravel ? "php artisan serve" : undefined,
      test: laravel
        ? "php artisan test"
        : has("pestphp/pest")
          ? "vendor/bin/pest"
          : has("phpunit/phpunit")
            ? "vendor/bin/phpunit"
            : undefined,
      lint: phpstan ? "vendor/bin/phpstan analyse" : psalm ? "vendor/bin/psalm" : undefined,
      format: pint ? "vendor/bin/pint" : fixer ? "vendor/bin/php-cs-fixer fix" : undefined,
      migrate: laravel
        ? "php artisan migrate"
        : doctrineMigrations
          ? "bin/console doctrine:migrations:migrate"
          : undefined,
    },
    workspace: null,
  };
}
