/**
 * `[[package]]` tables of uv.lock, poetry.lock and Cargo.lock, read line by line: only each
 * package's `name` and `version` count, and a large lockfile parses in a fraction of the time.
 * The first version listed for a name wins.
 */
export function tomlPackageVersions(
  text: string,
  normalize: (name: string) => string = (name) => name,
): Map<string, string> {
  const versions = new Map<string, string>();
  let name: string | undefined;
  let inPackage = false;
  for (const line of text.split("\n")) {
    if (line.startsWith("[")) {
      inPackage = line.trim() === "[[package]]";
      name = undefined;
      continue;
    }
    if (!inPackage) continue;
    const match = /^(name|version)\s*=\s*"([^"]*)"/.exec(line);
    if (!match) continue;
    if (match[1] === "name") name = normalize(match[2]!);
    else if (name && !versions.has(name)) versions.set(name, match[2]!);
  }
  return versions;
}
