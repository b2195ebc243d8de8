import type { ProjectFile } from "#engine/project/index";

/**
 * Workspaces shaped like large real ones, made in memory for the reader bench: many packages
 * under one big lockfile, the shape whose cost grows with packages × lockfile size when each
 * package scans the lockfile again. Seeded, so every run reads the same bytes.
 */
export interface SyntheticWorkspace {
  name: string;
  files: ProjectFile[];
  packages: number;
  lockfile: string;
  lockKb: number;
}

/** mulberry32: a small seeded generator, so the bench needs no committed fixtures. */
function seeded(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]) => items[int(items.length)]!;
  const hex = (length: number) =>
    Array.from({ length }, () => "0123456789abcdef"[int(16)]).join("");
  const base64 = (length: number) =>
    Array.from(
      { length },
      () => "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"[int(64)],
    ).join("");
  return { int, pick, hex, base64 };
}

const WORDS = `ansi array async babel buffer cache chalk color core debug deep define emitter env
  escape fast fetch glob graceful hash http inherits is json kind lodash map merge mime minimatch
  object once parse path picomatch plugin postcss proxy query regex resolve safe semver source
  stream string strip supports through to type util utils which wrap yargs`.split(/\s+/);

/** Packages a real workspace's manifests name, with a range and the version it locks. */
const KNOWN_NPM: readonly (readonly [string, string, string])[] = [
  ["react", "^18.2.0", "18.3.1"],
  ["react-dom", "^18.2.0", "18.3.1"],
  ["next", "^14.2.0", "14.2.15"],
  ["typescript", "^5.5.0", "5.6.3"],
  ["vitest", "^2.1.0", "2.1.4"],
  ["eslint", "^8.57.0", "8.57.1"],
  ["prettier", "^3.3.0", "3.3.3"],
  ["@types/node", "^20.14.0", "20.17.6"],
  ["@types/react", "^18.3.0", "18.3.12"],
  ["zod", "^3.23.0", "3.23.8"],
  ["express", "^4.21.0", "4.21.1"],
  ["@tanstack/react-query", "^5.59.0", "5.59.20"],
  ["tailwindcss", "^3.4.0", "3.4.14"],
  ["storybook", "^8.4.0", "8.4.2"],
  ["@playwright/test", "^1.48.0", "1.48.2"],
  ["jest", "^29.7.0", "29.7.0"],
];

interface NpmEntry {
  name: string;
  version: string;
  ranges: string[];
  dependencies: [string, string][];
}

/**
 * A registry-like population, grown until the lockfile's text reaches `bytes` (each entry's
 * share measured by `size`): the known packages, then made-up ones depending on earlier ones.
 */
function npmEntries(seed: number, bytes: number, size: (entry: NpmEntry) => number): NpmEntry[] {
  const random = seeded(seed);
  const entries: NpmEntry[] = KNOWN_NPM.map(([name, range, version]) => ({
    name,
    version,
    ranges: [range],
    dependencies: [],
  }));
  let total = entries.reduce((sum, entry) => sum + size(entry), 0);
  for (let i = 0; total < bytes; i++) {
    const stem = `${random.pick(WORDS)}-${random.pick(WORDS)}-${i.toString(36)}`;
    const name = random.int(4) === 0 ? `@${random.pick(WORDS)}/${stem}` : stem;
    for (let copies = 1 + random.int(2); copies > 0; copies--) {
      const major = random.int(12);
      const minor = random.int(20);
      const version = `${major}.${minor}.${random.int(30)}`;
      const ranges = [`^${major}.${minor}.0`, `^${major}.0.0`, `~${major}.${minor}.1`].slice(
        0,
        1 + random.int(3),
      );
      const dependencies = Array.from({ length: random.int(7) }, (): [string, string] => {
        const dependency = random.pick(entries);
        return [dependency.name, dependency.ranges[0]!];
      });
      const entry = { name, version, ranges, dependencies };
      entries.push(entry);
      total += size(entry);
    }
  }
  return entries;
}

/** Each package's manifest: some known packages, many registry ones, and a sibling or two. */
function npmManifests(
  seed: number,
  packages: number,
  entries: readonly NpmEntry[],
  siblingRange: string,
): ProjectFile[] {
  const random = seeded(seed);
  return Array.from({ length: packages }, (_, index) => {
    const dependencies: Record<string, string> = {};
    const devDependencies: Record<string, string> = {};
    for (let i = 0; i < 4; i++) {
      const [name, range] = random.pick(KNOWN_NPM);
      devDependencies[name] = range;
    }
    for (let i = 0; i < 18; i++) {
      const entry = random.pick(entries);
      dependencies[entry.name] = random.pick(entry.ranges);
    }
    dependencies[`@acme/pkg-${random.int(packages)}`] = siblingRange;
    const manifest = {
      name: `@acme/pkg-${index}`,
      version: "1.0.0",
      private: true,
      scripts: { build: "tsc -b", test: "vitest run", lint: "eslint ." },
      dependencies,
      devDependencies,
    };
    return {
      path: `packages/pkg-${index}/package.json`,
      content: JSON.stringify(manifest, null, 2),
    };
  });
}

const rootManifest = (extra: Record<string, unknown>): ProjectFile => ({
  path: "package.json",
  content: JSON.stringify(
    {
      name: "acme",
      private: true,
      scripts: { build: "turbo run build", test: "turbo run test" },
      devDependencies: { typescript: "^5.5.0", prettier: "^3.3.0" },
      ...extra,
    },
    null,
    2,
  ),
});

const LOCK_TARGET_BYTES = 1.9 * 1024 * 1024;

const quoteYarn = (text: string) => (/^[a-z0-9]/.test(text) ? text : `"${text}"`);

function yarnEntry(entry: NpmEntry, random: ReturnType<typeof seeded>): string {
  const descriptors = entry.ranges.map((range) => `"${entry.name}@${range}"`).join(", ");
  const file = entry.name.split("/").at(-1);
  const lines = [
    `${descriptors}:`,
    `  version "${entry.version}"`,
    `  resolved "https://registry.yarnpkg.com/${entry.name}/-/${file}-${entry.version}.tgz#${random.hex(40)}"`,
    `  integrity sha512-${random.base64(86)}==`,
  ];
  if (entry.dependencies.length > 0) {
    lines.push("  dependencies:");
    for (const [name, range] of entry.dependencies) lines.push(`    ${quoteYarn(name)} "${range}"`);
  }
  return `${lines.join("\n")}\n`;
}

/** A yarn v1 workspace of `packages` packages under one ~1.9 MB yarn.lock. */
export function yarnWorkspace(packages = 100): SyntheticWorkspace {
  const random = seeded(1);
  const texts = new Map<NpmEntry, string>();
  const entries = npmEntries(2, LOCK_TARGET_BYTES, (entry) => {
    const text = yarnEntry(entry, random);
    texts.set(entry, text);
    return text.length + 1;
  });
  const sorted = entries.toSorted((a, b) => a.name.localeCompare(b.name));
  const lock = [
    "# THIS IS AN AUTOGENERATED FILE. DO NOT EDIT THIS FILE DIRECTLY.\n# yarn lockfile v1\n\n",
    ...sorted.map((entry) => texts.get(entry)),
  ].join("\n");
  return {
    name: `yarn v1, ${packages} packages`,
    packages,
    lockfile: "yarn.lock",
    lockKb: lock.length / 1024,
    files: [
      rootManifest({ workspaces: ["packages/*"] }),
      { path: "yarn.lock", content: lock },
      ...npmManifests(3, packages, entries, "1.0.0"),
    ],
  };
}

const quoteYaml = (text: string) => (/^[a-z0-9]/.test(text) ? text : `'${text}'`);

/** A pnpm workspace of `packages` packages under one large pnpm-lock.yaml (lockfile v9). */
export function pnpmWorkspace(packages = 100): SyntheticWorkspace {
  const random = seeded(4);
  // The importers take about a fifth of a real lockfile of this shape; the packages the rest.
  const entries = npmEntries(
    5,
    LOCK_TARGET_BYTES * 0.8,
    (entry) => 260 + 40 * entry.dependencies.length,
  );
  const manifests = npmManifests(6, packages, entries, "workspace:*");
  const locked = new Map(entries.map((entry) => [entry.name, entry.version]));
  const importer = (dir: string, manifest: Record<string, Record<string, string>>) => [
    `  ${dir}:`,
    ...(["dependencies", "devDependencies"] as const).flatMap((group) => [
      `    ${group}:`,
      ...Object.entries(manifest[group] ?? {}).flatMap(([name, range]) => [
        `      ${quoteYaml(name)}:`,
        `        specifier: ${range.startsWith("^") || range.startsWith("~") ? `'${range}'` : range}`,
        `        version: ${range === "workspace:*" ? `link:../${name.slice("@acme/".length)}` : locked.get(name)}`,
      ]),
    ]),
    "",
  ];
  const lines = [
    "lockfileVersion: '9.0'",
    "",
    "settings:",
    "  autoInstallPeers: true",
    "  excludeLinksFromLockfile: false",
    "",
    "importers:",
    "",
    ...importer(".", { devDependencies: { typescript: "^5.5.0", prettier: "^3.3.0" } }),
    ...manifests.flatMap((file) =>
      importer(file.path.slice(0, -"/package.json".length), JSON.parse(file.content!)),
    ),
    "packages:",
    "",
  ];
  for (const entry of entries) {
    const file = entry.name.split("/").at(-1);
    lines.push(
      `  ${quoteYaml(`${entry.name}@${entry.version}`)}:`,
      `    resolution: {integrity: sha512-${random.base64(86)}==, tarball: https://registry.npmjs.org/${entry.name}/-/${file}-${entry.version}.tgz}`,
      "    engines: {node: '>=18'}",
      "",
    );
  }
  lines.push("snapshots:", "");
  for (const entry of entries) {
    lines.push(`  ${quoteYaml(`${entry.name}@${entry.version}`)}:`);
    if (entry.dependencies.length > 0) {
      lines.push("    dependencies:");
      for (const [name] of entry.dependencies)
        lines.push(`      ${quoteYaml(name)}: ${locked.get(name)}`);
    }
    lines.push("");
  }
  const lock = lines.join("\n");
  return {
    name: `pnpm v9, ${packages} packages`,
    packages,
    lockfile: "pnpm-lock.yaml",
    lockKb: lock.length / 1024,
    files: [
      rootManifest({}),
      { path: "pnpm-workspace.yaml", content: "packages:\n  - 'packages/*'\n" },
      { path: "pnpm-lock.yaml", content: lock },
      ...manifests,
    ],
  };
}

/** Crates a Lemmy-like server names, each with a range and its locked version. */
const KNOWN_CRATES: readonly (readonly [string, string])[] = [
  ["actix-web", "4.9.0"],
  ["tokio", "1.41.1"],
  ["serde", "1.0.214"],
  ["serde_json", "1.0.132"],
  ["diesel", "2.2.4"],
  ["diesel-async", "0.5.1"],
  ["chrono", "0.4.38"],
  ["tracing", "0.1.40"],
  ["reqwest", "0.12.9"],
  ["anyhow", "1.0.93"],
  ["url", "2.5.3"],
  ["uuid", "1.11.0"],
  ["futures", "0.3.31"],
  ["regex", "1.11.1"],
  ["strum", "0.26.3"],
  ["ts-rs", "10.0.0"],
];

/**
 * A Cargo workspace of `crates` member crates under one Cargo.lock of ~700 packages, shaped like
 * Lemmy's: `crates/*` members depending on each other and on `[workspace.dependencies]`.
 */
export function cargoWorkspace(crates = 41, lockPackages = 700): SyntheticWorkspace {
  const random = seeded(7);
  const members = Array.from({ length: crates }, (_, index) => `lemmy_crate_${index}`);
  const registry = [
    ...KNOWN_CRATES,
    ...Array.from(
      { length: lockPackages - KNOWN_CRATES.length - crates },
      (_, index): [string, string] => [
        `${random.pick(WORDS)}_${random.pick(WORDS)}_${index.toString(36)}`,
        `${random.int(3)}.${random.int(40)}.${random.int(20)}`,
      ],
    ),
  ];
  const lockEntry = (name: string, version: string, local: boolean) => {
    const dependencies = Array.from({ length: random.int(9) }, () => random.pick(registry)[0]);
    return [
      "[[package]]",
      `name = "${name}"`,
      `version = "${version}"`,
      ...(local
        ? []
        : [
            'source = "registry+https://github.com/rust-lang/crates.io-index"',
            `checksum = "${random.hex(64)}"`,
          ]),
      ...(dependencies.length > 0
        ? ["dependencies = [", ...[...new Set(dependencies)].map((d) => ` "${d}",`), "]"]
        : []),
      "",
    ].join("\n");
  };
  const lock = [
    "# This file is automatically @generated by Cargo.\n# It is not intended for manual editing.\nversion = 4\n",
    ...registry.map(([name, version]) => lockEntry(name, version, false)),
    ...members.map((name) => lockEntry(name, "0.19.6", true)),
  ].join("\n");
  const shared = KNOWN_CRATES.map(
    ([name, version]) => `${name} = { version = "${version}", default-features = false }`,
  );
  const versions = new Map(registry);
  const fromWorkspace = KNOWN_CRATES.slice(0, 8).map(([crate]) => crate);
  const crateToml = (name: string, index: number) => {
    const picks = new Set(Array.from({ length: 14 }, () => random.pick(registry)[0]));
    for (const crate of fromWorkspace) picks.delete(crate);
    return [
      "[package]",
      `name = "${name}"`,
      "version.workspace = true",
      "edition.workspace = true",
      "",
      "[lib]",
      "doctest = false",
      "",
      "[dependencies]",
      ...members
        .slice(0, index)
        .slice(-3)
        .map((member) => `${member} = { workspace = true }`),
      ...fromWorkspace.map((crate) => `${crate} = { workspace = true }`),
      ...[...picks].map((crate) => `${crate} = "${versions.get(crate)}"`),
      "",
      "[dev-dependencies]",
      'serial_test = "3.1.1"',
      "",
    ].join("\n");
  };
  const root = [
    "[package]",
    'name = "lemmy_server"',
    "version.workspace = true",
    "",
    "[workspace.package]",
    'version = "0.19.6"',
    'edition = "2021"',
    "",
    "[workspace]",
    "members = [",
    ...members.map((name) => `  "crates/${name}",`),
    "]",
    "",
    "[workspace.dependencies]",
    ...members.map((name) => `${name} = { version = "=0.19.6", path = "./crates/${name}" }`),
    ...shared,
    "",
    "[dependencies]",
    ...members.slice(0, 10).map((name) => `${name} = { workspace = true }`),
    "",
  ].join("\n");
  return {
    name: `Cargo, ${crates} crates`,
    packages: crates,
    lockfile: "Cargo.lock",
    lockKb: lock.length / 1024,
    files: [
      { path: "Cargo.toml", content: root },
      { path: "Cargo.lock", content: lock },
      ...members.map((name, index) => ({
        path: `crates/${name}/Cargo.toml`,
        content: crateToml(name, index),
      })),
    ],
  };
}
