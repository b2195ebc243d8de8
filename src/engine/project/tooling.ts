import type { ToolingName } from "#contract/project-options";
import type { Fact } from "./findings";
import { packageJsonHas } from "./ecosystems/node";
import { baseName } from "./files";
import { dig, type ProjectSource } from "./source";

/** Tools recognised by a configuration file's name in a folder. */
const CONFIG_FILES: readonly (readonly [ToolingName, RegExp])[] = [
  ["ESLint", /^(eslint\.config\.[cm]?[jt]s|\.eslintrc(\.(json|js|cjs|yml|yaml))?)$/],
  ["Biome", /^biome\.jsonc?$/],
  ["Prettier", /^(\.prettierrc(\.\w+)?|prettier\.config\.[cm]?[jt]s)$/],
  ["oxlint", /^\.oxlintrc\.json$/],
  ["Stylelint", /^(\.stylelintrc(\.\w+)?|stylelint\.config\.[cm]?js)$/],
  ["EditorConfig", /^\.editorconfig$/],
  ["lint-staged", /^(\.lintstagedrc(\.\w+)?|lint-staged\.config\.[cm]?js)$/],
  ["pre-commit", /^\.pre-commit-config\.yaml$/],
  ["Docker", /^(Dockerfile|compose\.ya?ml|docker-compose\.ya?ml)$/],
  ["Ruff", /^\.?ruff\.toml$/],
  ["isort", /^\.isort\.cfg$/],
  ["mypy", /^\.?mypy\.ini$/],
  ["Pyright", /^pyrightconfig\.json$/],
  ["RuboCop", /^\.rubocop\.yml$/],
  ["Standard", /^\.standard\.yml$/],
  ["PHPStan", /^phpstan\.neon(\.dist)?$/],
  ["Psalm", /^psalm\.xml$/],
  ["Laravel Pint", /^pint\.json$/],
  ["PHP-CS-Fixer", /^\.php-cs-fixer(\.dist)?\.php$/],
  ["Mago", /^mago\.toml$/],
  ["golangci-lint", /^\.golangci\.(ya?ml|toml|json)$/],
  ["rustfmt", /^\.?rustfmt\.toml$/],
  ["Clippy", /^\.?clippy\.toml$/],
];

/** Keys of package.json that configure a tool in place of its own file. */
const PACKAGE_KEYS: readonly (readonly [ToolingName, string])[] = [
  ["ESLint", "eslintConfig"],
  ["Prettier", "prettier"],
  ["lint-staged", "lint-staged"],
];

/** Folders from the root down: a tool configured near the root names the fact's source. */
function byDepth(paths: Iterable<string>): string[] {
  return [...paths].sort((a, b) => a.split("/").length - b.split("/").length);
}

/**
 * The style and quality tools the project carries configuration for, anywhere in the walked
 * tree (a Dockerfile under `docker/`, an ESLint config beside the assets), each with the
 * shallowest file that shows it; tools configured inside a manifest (`[tool.ruff]`) come from
 * the ecosystem's reader.
 */
export function projectTooling(source: ProjectSource): Fact<ToolingName>[] {
  const found = new Map<ToolingName, string>();
  const add = (name: ToolingName, path: string) => {
    if (!found.has(name)) found.set(name, path);
  };
  for (const path of byDepth(source.paths())) {
    const name = baseName(path);
    const dir = path.slice(0, Math.max(0, path.length - name.length - 1));
    for (const [tool, pattern] of CONFIG_FILES) if (pattern.test(name)) add(tool, path);
    if (name === "tsconfig.json" && dig(source.jsonc(path), "compilerOptions", "strict") === true)
      add("TypeScript strict", path);
    if (name === "package.json") {
      for (const [tool, key] of PACKAGE_KEYS) if (packageJsonHas(source, dir, key)) add(tool, path);
    }
    if (path.endsWith(".husky/pre-commit")) add("Husky", path);
    if (name === "analysis_options.yaml" && /package:flutter_lints\//.test(source.text(path) ?? ""))
      add("flutter_lints", path);
  }
  return [...found].map(([name, path]) => ({ name, source: path }));
}
