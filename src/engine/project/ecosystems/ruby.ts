import type { Findings } from "../findings";
import { knownOf, type Dependency } from "../findings";
import { joinPath, type ProjectSource } from "../source";

/** `gem "rails", "~> 8.0.1", ">= 8.0.0"` → rails with its ranges joined. */
const GEM = /^\s*gem\s+["']([^"']+)["']((?:\s*,\s*["'][^"']*["'])*)/;
/** A platform suffix of a locked gem ("1.16.0-x86_64-linux"). */
const PLATFORM = /-(x86|x64|arm|aarch|java|universal|mingw|darwin|linux).*$/;

function lockedGems(text: string) {
  const versions = new Map<string, string>();
  let ruby: string | undefined;
  let bundler: string | undefined;
  let section = "";
  for (const line of text.split("\n")) {
    if (/^\S/.test(line)) {
      section = line.trim();
      continue;
    }
    const spec = /^ {4}([A-Za-z0-9_.-]+) \(([^)]+)\)\s*$/.exec(line);
    if (spec && !versions.has(spec[1]!)) versions.set(spec[1]!, spec[2]!.replace(PLATFORM, ""));
    if (section === "RUBY VERSION") ruby ??= /ruby (\d[\w.]*?)(p\d+)?\s*$/.exec(line)?.[1];
    if (section === "BUNDLED WITH") bundler ??= line.trim() || undefined;
  }
  return { versions, ruby, bundler };
}

/** A Gemfile folder, versions from Gemfile.lock; Rails binstubs decide the commands. */
export function readRubyFolder(source: ProjectSource, dir: string): Findings | null {
  const manifest = joinPath(dir, "Gemfile");
  const text = source.text(manifest);
  if (text === undefined) return null;
  const lockPath = joinPath(dir, "Gemfile.lock");
  const lock = lockedGems(source.text(lockPath) ?? "");
  let ruby: string | undefined;
  const dependencies: Dependency[] = [];
  for (const line of text.split("\n")) {
    ruby ??= /^\s*ruby\s+["']([^"']+)["']/.exec(line)?.[1];
    const gem = GEM.exec(line);
    if (!gem) continue;
    const ranges = [...gem[2]!.matchAll(/["']([^"']*)["']/g)].map((match) => match[1]!);
    const version = lock.versions.get(gem[1]!);
    dependencies.push({
      name: gem[1]!,
      range: ranges.length > 0 ? ranges.join(", ") : null,
      manifest,
      ...(version ? { locked: { version, lockfile: lockPath } } : {}),
    });
  }
  const { frameworks, libraries } = knownOf("gem", dependencies, source);
  const at = (path: string) => source.has(joinPath(dir, path));
  const gem = (name: string) => dependencies.some((dependency) => dependency.name === name);
  const rails = at("bin/rails");
  const rspec = libraries.some((library) => library.name === "RSpec");
  const rubocop = at(".rubocop.yml") || dependencies.some((d) => d.name.startsWith("rubocop"));
  const rubyVersion = ruby ?? lock.ruby;
  return {
    ecosystem: "ruby",
    dir,
    manifest,
    packageName: null,
    manager: {
      name: "bundler",
      version: lock.bundler ?? null,
      source: source.has(lockPath) ? lockPath : manifest,
    },
    languages: [{ name: "Ruby", source: manifest }],
    frameworks,
    libraries,
    runtimes: rubyVersion
      ? [{ name: "Ruby", version: rubyVersion, source: ruby ? manifest : lockPath }]
      : [],
    tooling: [],
    scripts: [],
    runScript: (script) => script,
    conventions: {
      install: "bundle install",
      dev: rails ? (at("bin/dev") ? "bin/dev" : "bin/rails server") : undefined,
      test: rspec ? "bundle exec rspec" : rails ? "bin/rails test" : undefined,
      lint: at("bin/rubocop")
        ? "bin/rubocop"
        : rubocop
          ? "bundle exec rubocop"
          : gem("standard")
            ? "bundle exec standardrb"
            : undefined,
      migrate: rails ? "bin/rails db:migrate" : undefined,
    },
    workspace: null,
  };
}
