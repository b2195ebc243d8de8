import { knownOf, type Dependency, type Findings } from "../findings";
import { asRecord, asString, asStrings, joinPath, type ProjectSource } from "../source";

/**
 * A deno.json(c) folder (docs.deno.com/runtime/fundamentals/configuration): `tasks` are the
 * scripts (`deno task dev`), `imports` the dependencies — `jsr:` and `npm:` specifiers and
 * deno.land/x URLs — versioned by deno.lock's `specifiers`; `workspace` lists the members.
 */
export function readDenoFolder(source: ProjectSource, dir: string): Findings | null {
  const manifest = ["deno.json", "deno.jsonc"]
    .map((name) => joinPath(dir, name))
    .find((path) => source.has(path));
  const config = manifest ? source.jsonc(manifest) : undefined;
  if (!manifest || !config) return null;
  const lockPath = joinPath(dir, "deno.lock");
  const lock = source.json(lockPath);
  const specifiers = asRecord(lock?.specifiers ?? asRecord(lock?.packages).specifiers);

  const jsr: Dependency[] = [];
  const npm: Dependency[] = [];
  for (const target of Object.values(asRecord(config.imports))) {
    if (typeof target !== "string") continue;
    const specifier = /^(jsr|npm):(@?[^@/]+(?:\/[^@/]+)?)(?:@([^/]+))?/.exec(target);
    const url = /^https:\/\/deno\.land\/x\/([\w-]+)@v?([\w.-]+)\//.exec(target);
    if (specifier) {
      const [whole, registry, name, range] = specifier;
      // deno.lock keys its specifiers as written; npm values may carry a peer suffix (`_react@19`).
      const locked = asString(specifiers[whole!])?.replace(/_.*$/, "");
      (registry === "jsr" ? jsr : npm).push({
        name: name!,
        range: range ?? null,
        manifest,
        ...(locked ? { locked: { version: locked, lockfile: lockPath } } : {}),
      });
    } else if (url) {
      jsr.push({ name: url[1]!, range: url[2]!, manifest });
    }
  }
  const fromJsr = knownOf("jsr", jsr, source);
  const fromNpm = knownOf("npm", npm, source);
  const members = asStrings(config.workspace).map((member) => member.replace(/^\.\//, ""));
  return {
    ecosystem: "deno",
    dir,
    manifest,
    packageName: asString(config.name) ?? null,
    manager: { name: "deno", version: null, source: source.has(lockPath) ? lockPath : manifest },
    languages: [{ name: "TypeScript", source: manifest }],
    frameworks: [
      { name: "Deno", version: null, source: manifest },
      ...fromJsr.frameworks,
      ...fromNpm.frameworks,
    ],
    libraries: [...fromJsr.libraries, ...fromNpm.libraries],
    runtimes: [],
    tooling: [],
    scripts: Object.keys(asRecord(config.tasks)),
    scriptBodies: Object.fromEntries(
      Object.entries(asRecord(config.tasks)).flatMap(([name, task]) => {
        const body = typeof task === "string" ? task : asString(asRecord(task).command);
        return body ? [[name, body]] : [];
      }),
    ),
    runScript: (task) => `deno task ${task}`,
    // Deno's own tools need no setup; `deno check` with no file checks the folder (Deno 2).
    conventions: {
      install: "deno install",
      test: "deno test",
      lint: "deno lint",
      format: "deno fmt",
      typecheck: "deno check",
    },
    workspace: members.length > 0 ? { tool: "deno", source: manifest, members } : null,
  };
}
