import type { PackageManagerName, ToolingName } from "#contract/project-options";
import { knownOf, type Dependency, type Fact, type Findings, type Versioned } from "../findings";
import { tomlPackageVersions } from "../lockfiles/toml-packages";
import { asRecord, asString, asStrings, dig, joinPath, type ProjectSource } from "../source";
import { folderChain } from "./node";

/** PEP 503: names compare lower-case with runs of `-`, `_` and `.` as one `-`. */
export function normalizePythonName(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, "-");
}

/** "django[argon2]>=5.0,<6; python_version>'3'" → ["django", ">=5.0,<6"]. */
export function parseRequirement(line: string): { name: string; range: string | null } | null {
  const text = line.replace(/\s+#.*$/, "").trim();
  if (text === "" || /^(-|#|git\+|https?:|\.|\/)/.test(text)) return null;
  const match = /^([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^\]]*\])?\s*\(?([^;@)]*)\)?/.exec(text);
  if (!match) return null;
  const range = match[2]!.replace(/\s+/g, "");
  return { name: normalizePythonName(match[1]!), range: range || null };
}

function requirementsOf(lines: readonly string[], manifest: string): Dependency[] {
  return lines.flatMap((line) => {
    const parsed = parseRequirement(line);
    return parsed ? [{ ...parsed, manifest }] : [];
  });
}

/** Poetry's and Pipfile's `name = "^1.0"` or `name = { version = "^1.0", … }` tables. */
function tableDependencies(table: unknown, manifest: string): Dependency[] {
  return Object.entries(asRecord(table)).flatMap(([name, spec]) => {
    if (normalizePythonName(name) === "python") return [];
    const range = typeof spec === "string" ? spec : asString(dig(spec, "version"));
    return [
      { name: normalizePythonName(name), range: range && range !== "*" ? range : null, manifest },
    ];
  });
}

function pyprojectDependencies(pyproject: Record<string, unknown>, path: string): Dependency[] {
  const project = asRecord(pyproject.project);
  const poetry = asRecord(dig(pyproject, "tool", "poetry"));
  const lists = [
    asStrings(project.dependencies),
    ...Object.values(asRecord(project["optional-dependencies"])).map(asStrings),
    ...Object.values(asRecord(pyproject["dependency-groups"])).map(asStrings),
    asStrings(dig(pyproject, "tool", "uv", "dev-dependencies")),
    ...Object.values(asRecord(dig(pyproject, "tool", "pdm", "dev-dependencies"))).map(asStrings),
  ];
  return [
    ...lists.flatMap((list) => requirementsOf(list, path)),
    ...tableDependencies(poetry.dependencies, path),
    ...tableDependencies(poetry["dev-dependencies"], path),
    ...Object.values(asRecord(poetry.group)).flatMap((group) =>
      tableDependencies(dig(group, "dependencies"), path),
    ),
  ];
}

const REQUIREMENTS = ["requirements.txt", "requirements-dev.txt", "dev-requirements.txt"];

function lockedVersions(source: ProjectSource, dir: string) {
  for (const folder of folderChain(dir)) {
    for (const name of ["uv.lock", "poetry.lock"]) {
      const path = joinPath(folder, name);
      const text = source.text(path);
      if (text !== undefined)
        return { path, versions: tomlPackageVersions(text, normalizePythonName) };
    }
  }
  const pipfileLock = joinPath(dir, "Pipfile.lock");
  const lock = source.json(pipfileLock);
  if (!lock) return undefined;
  const versions = new Map<string, string>();
  for (const group of ["default", "develop"]) {
    for (const [name, spec] of Object.entries(asRecord(lock[group]))) {
      const version = asString(dig(spec, "version"))?.replace(/^==/, "");
      if (version) versions.set(normalizePythonName(name), version);
    }
  }
  return { path: pipfileLock, versions };
}

function managerOf(
  source: ProjectSource,
  dir: string,
  pyproject: Record<string, unknown> | undefined,
) {
  const found = (name: PackageManagerName, path: string): Versioned<PackageManagerName> => ({
    name,
    version: null,
    source: path,
  });
  for (const folder of folderChain(dir)) {
    if (source.has(joinPath(folder, "uv.lock"))) return found("uv", joinPath(folder, "uv.lock"));
    if (source.has(joinPath(folder, "poetry.lock")))
      return found("poetry", joinPath(folder, "poetry.lock"));
  }
  const pyprojectPath = joinPath(dir, "pyproject.toml");
  if (dig(pyproject, "tool", "poetry", "dependencies")) return found("poetry", pyprojectPath);
  if (dig(pyproject, "tool", "uv")) return found("uv", pyprojectPath);
  if (source.has(joinPath(dir, "Pipfile"))) return found("pipenv", joinPath(dir, "Pipfile"));
  const manifest = [pyprojectPath, ...REQUIREMENTS.map((name) => joinPath(dir, name))].find(
    (path) => source.has(path),
  );
  return found("pip", manifest ?? pyprojectPath);
}

const EXEC: Readonly<Record<string, string>> = {
  uv: "uv run ",
  poetry: "poetry run ",
  pipenv: "pipenv run ",
};
const INSTALL: Readonly<Record<string, string>> = {
  uv: "uv sync",
  poetry: "poetry install",
  pipenv: "pipenv install --dev",
};

/** Configured by a `[tool.x]` section, its own file, or as a dependency. */
function configured(
  source: ProjectSource,
  dir: string,
  pyproject: Record<string, unknown> | undefined,
  dependencies: readonly Dependency[],
  tool: string,
  files: readonly string[],
): string | undefined {
  const pyprojectPath = joinPath(dir, "pyproject.toml");
  if (dig(pyproject, "tool", tool) !== undefined) return pyprojectPath;
  const file = files.map((name) => joinPath(dir, name)).find((path) => source.has(path));
  if (file) return file;
  return dependencies.find((dependency) => dependency.name === tool)?.manifest;
}

/** `manage.py` in the folder or one level down ("src/manage.py"), relative to the folder. */
function manageScript(source: ProjectSource, dir: string): string | undefined {
  const prefix = dir === "" ? "" : `${dir}/`;
  const candidates = [...source.paths()].filter((path) => {
    if (!path.startsWith(prefix) || !path.endsWith("manage.py")) return false;
    const rest = path.slice(prefix.length);
    return rest === "manage.py" || /^[^/]+\/manage\.py$/.test(rest);
  });
  return candidates.sort((a, b) => a.length - b.length)[0]?.slice(prefix.length);
}

/** A Python folder: pyproject.toml, Pipfile or requirements files, with uv/poetry/Pipfile locks. */
export function readPythonFolder(source: ProjectSource, dir: string): Findings | null {
  const pyprojectPath = joinPath(dir, "pyproject.toml");
  const pyproject = source.toml(pyprojectPath);
  const pipfilePath = joinPath(dir, "Pipfile");
  const pipfile = source.toml(pipfilePath);
  const requirements = REQUIREMENTS.map((name) => joinPath(dir, name)).filter((path) =>
    source.has(path),
  );
  if (!pyproject && !pipfile && requirements.length === 0) return null;
  const manifest = pyproject ? pyprojectPath : pipfile ? pipfilePath : requirements[0]!;

  const lock = lockedVersions(source, dir);
  const declared = [
    ...(pyproject ? pyprojectDependencies(pyproject, pyprojectPath) : []),
    ...tableDependencies(pipfile?.packages, pipfilePath),
    ...tableDependencies(pipfile?.["dev-packages"], pipfilePath),
    ...requirements.flatMap((path) => requirementsOf((source.text(path) ?? "").split("\n"), path)),
  ];
  const dependencies = declared.map((dependency): Dependency => {
    const version = lock?.versions.get(dependency.name);
    return version ? { ...dependency, locked: { version, lockfile: lock!.path } } : dependency;
  });
  const { frameworks, libraries } = knownOf("pypi", dependencies, source);
  frameworks.push({ name: "Python", version: null, source: manifest });

  const manager = managerOf(source, dir, pyproject);
  const x = EXEC[manager.name] ?? "";
  const has = (name: string) => frameworks.some((framework) => framework.name === name);
  const manage = manageScript(source, dir);
  const tool = (name: string, files: readonly string[] = []) =>
    configured(source, dir, pyproject, dependencies, name, files);
  const pytest =
    tool("pytest", ["pytest.ini"]) ??
    (dig(pyproject, "tool", "pytest", "ini_options") ? pyprojectPath : undefined);
  const ruff = tool("ruff", ["ruff.toml", ".ruff.toml"]);
  const black = tool("black");
  const mypy = tool("mypy", ["mypy.ini", ".mypy.ini"]);
  const pyright = tool("pyright", ["pyrightconfig.json"]);
  const djangoManage = has("Django") && manage ? `${x}python ${manage}` : undefined;
  // `fastapi dev` comes with the `fastapi-cli` package, which `fastapi[standard]` pulls in.
  const fastapiCli =
    dependencies.some((dependency) => dependency.name === "fastapi-cli") ||
    [manifest, ...requirements].some((path) =>
      /fastapi\s*\[[^\]]*standard/i.test(source.text(path) ?? ""),
    );

  const requiresPython =
    asString(dig(pyproject, "project", "requires-python")) ??
    asString(dig(pyproject, "tool", "poetry", "dependencies", "python")) ??
    asString(dig(pipfile, "requires", "python_version"));
  // Tools configured in their own files are the tooling reader's; here, pyproject's sections.
  const tooling: Fact<ToolingName>[] = (
    [
      ["Ruff", "ruff"],
      ["Black", "black"],
      ["isort", "isort"],
      ["mypy", "mypy"],
      ["Pyright", "pyright"],
    ] as const
  ).flatMap(([name, key]) =>
    dig(pyproject, "tool", key) !== undefined ? [{ name, source: pyprojectPath }] : [],
  );
  return {
    ecosystem: "python",
    dir,
    manifest,
    packageName:
      asString(dig(pyproject, "project", "name")) ??
      asString(dig(pyproject, "tool", "poetry", "name")) ??
      null,
    manager,
    languages: [{ name: "Python", source: manifest }],
    frameworks,
    libraries,
    runtimes: requiresPython ? [{ name: "Python", version: requiresPython, source: manifest }] : [],
    tooling,
    scripts: [],
    runScript: (script) => script,
    conventions: {
      install:
        INSTALL[manager.name] ??
        (requirements[0]
          ? `pip install -r ${requirements[0].slice(dir === "" ? 0 : dir.length + 1)}`
          : "pip install -e ."),
      test: pytest ? `${x}pytest` : djangoManage ? `${djangoManage} test` : undefined,
      dev: djangoManage
        ? `${djangoManage} runserver`
        : has("Flask")
          ? `${x}flask run`
          : has("FastAPI") && fastapiCli
            ? `${x}fastapi dev`
            : undefined,
      lint: ruff ? `${x}ruff check .` : undefined,
      format: ruff ? `${x}ruff format .` : black ? `${x}black .` : undefined,
      typecheck: mypy ? `${x}mypy .` : pyright ? `${x}pyright` : undefined,
      migrate: djangoManage
        ? `${djangoManage} migrate`
        : source.has(joinPath(dir, "alembic.ini"))
          ? `${x}alembic upgrade head`
          : undefined,
    },
    workspace: (() => {
      const members = asStrings(dig(pyproject, "tool", "uv", "workspace", "members"));
      return members.length > 0 ? { tool: "uv" as const, source: pyprojectPath, members } : null;
    })(),
  };
}
