/** Workspace globs ("packages/*", "apps/**", "!apps/legacy") as regular expressions over folders. */
export function globToRegExp(glob: string): RegExp {
  const clean = glob.replace(/^\.\//, "").replace(/\/+$/, "");
  let source = "";
  for (let i = 0; i < clean.length; i++) {
    const char = clean[i]!;
    if (char === "*" && clean[i + 1] === "*") {
      const slash = clean[i + 2] === "/";
      source += slash ? "(?:.*/)?" : ".*";
      i += slash ? 2 : 1;
    } else if (char === "*") source += "[^/]*";
    else if (char === "?") source += "[^/]";
    else if (char === "{") source += "(?:";
    else if (char === "}") source += ")";
    else if (char === "," && source.includes("(?:")) source += "|";
    else source += char.replace(/[.+^$()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

/** The folders matched by the members' globs and not excluded by a `!` glob. */
export function matchMembers(members: readonly string[], folders: readonly string[]): string[] {
  const include = members.filter((glob) => !glob.startsWith("!")).map(globToRegExp);
  const exclude = members
    .filter((glob) => glob.startsWith("!"))
    .map((glob) => globToRegExp(glob.slice(1)));
  return folders.filter(
    (folder) =>
      folder !== "" &&
      include.some((pattern) => pattern.test(folder)) &&
      !exclude.some((pattern) => pattern.test(folder)),
  );
}
