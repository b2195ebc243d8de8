import type { ToolingName } from "#contract/project-options";
import type { Fact } from "./findings";
import { packageJsonHas } from "./ecosystems/node";
import { baseName } from "./files";
import { dig, joinPath, type ProjectSource } from "./source";

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

/**
 * The style and quality tools configured in one folder by their own files (not below); tools
 * configured inside a manifest (`[tool.ruff]`) come from the ecosystem's reader.
 */
export function folderTooling(source: ProjectSource, dir: string): Fact<ToolingName>[] {
  const prefix = dir === "" ? "" : `${dir}/`;
  const here = [...source.paths()].filter(
    (path) => path.startsWith(prefix) && !path.slice(prefix.length).includes("/"),
  );
  const found: Fact<ToolingName>[] = [];
  const tsconfig = joinPath(dir, "tsconfig.json");
  if (dig(source.jsonc(tsconfig), "compilerOptions", "strict") === true)
    found.push({ name: "TypeScript strict", source: tsconfig });
  for (const [name, pattern] of CONFIG_FILES) {
    const path = here.find((candidate) => pattern.test(baseName(candidate)));
    if (path) found.push({ name, source: path });
  }
  for (const [name, key] of PACKAGE_KEYS) {
    if (!found.some((fact) => fact.name === name) && packageJsonHas(source, dir, key))
      found.push({ name, source: joinPath(dir, "package.json") });
  }
  const husky = joinPath(dir, ".husky/pre-commit");
  if (source.has(husky)) found.push({ name: "Husky", source: husky });
  const analysis = joinPath(dir, "analysis_options.yaml");
  if (/package:flutter_lints\//.test(source.text(analysis) ?? ""))
    found.push({ name: "flutter_lints", source: analysis });
  return found;
}
