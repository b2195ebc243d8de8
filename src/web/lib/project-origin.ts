import type { ProjectOrigin } from "#contract/project-facts";

/**
 * Where an import's facts came from, for the texts that say so: the wizard's "Detected in your
 * project" and a saved rule. A GitHub import names its repository and the commit it read.
 */
export function githubOriginOf(origin: ProjectOrigin | undefined) {
  if (origin?.kind !== "github") return null;
  return {
    repository: origin.repository,
    commit: origin.commit.slice(0, 7),
    href: `https://github.com/${origin.repository}/tree/${origin.commit}`,
  };
}
