import { knownOf, type Dependency, type Findings } from "../findings";
import { asRecord, asString, joinPath, type ProjectSource } from "../source";

/** Composer's event hooks are not commands a developer types. */
const HOOK = /^(pre|post)-|^auto-scripts$/;

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
      migrate: laravel ? "php artisan migrate" : undefined,
    },
    workspace: null,
  };
}
