import type { ProjectFacts } from "#contract/project-facts";
import { detectProject, type ProjectFile } from "#engine/project/index";

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** A small pnpm project as a walker lists it: Next.js 15 installed where 14 is asked for. */
export const sampleProjectFiles: Record<string, string> = {
  "package.json": json({
    name: "salon",
    private: true,
    scripts: { dev: "next dev", build: "next build", lint: "next lint" },
    dependencies: { next: "^14.2.0", react: "^19.0.0", "@prisma/client": "^6.1.0" },
    devDependencies: { typescript: "^5.7.0", vitest: "^3.0.0" },
  }),
  "pnpm-lock.yaml": `lockfileVersion: '9.0'

importers:

  .:
    dependencies:
      '@prisma/client':
        specifier: ^6.1.0
        version: 6.1.0(prisma@6.1.0)
      next:
        specifier: ^14.2.0
        version: 15.2.3(react-dom@19.0.0(react@19.0.0))(react@19.0.0)
      react:
        specifier: ^19.0.0
        version: 19.0.0
    devDependencies:
      typescript:
        specifier: ^5.7.0
        version: 5.7.2
      vitest:
        specifier: ^3.0.0
        version: 3.0.5
`,
  Makefile: ".PHONY: test\ntest:\n\tpnpm vitest run\n",
  "tsconfig.json": json({ compilerOptions: { strict: true } }),
  "CLAUDE.md": "# Salon\n\n- Use server actions for mutations.\n- Never edit files in `src/gen`.\n",
};

export function sampleFacts(files: Record<string, string> = sampleProjectFiles): ProjectFacts {
  const list: ProjectFile[] = Object.entries(files).map(([path, content]) => ({ path, content }));
  return detectProject(list, { origin: { kind: "files" } });
}
