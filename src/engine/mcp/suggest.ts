import type { McpServer } from "#contract/mcp";
import type { LibraryName } from "#contract/project-options";
import { frameworkVersionOptions, type WizardForm } from "#contract/wizard";

/**
 * MCP servers the frameworks and services ship themselves, suggested when the project uses them
 * (docs/product/mcp-servers.md). Each entry's command or URL is the vendor's own, from the page
 * in `source` (checked 2026-12); remote servers that sign in with OAuth need no variable.
 */
interface KnownServer {
  readonly server: McpServer;
  readonly source: string;
  /** The fact that calls for it: a library, or a framework from a version on ([major, minor]). */
  readonly when:
    | { readonly library: LibraryName }
    | { readonly framework: string; readonly from?: readonly [number, number] };
}

const npx = (...args: string[]): McpServer["transport"] => ({
  type: "stdio",
  command: "npx",
  args,
});

export const knownMcpServers: readonly KnownServer[] = [
  {
    // Boost's own `boost:install` registers the same command for the tools it knows.
    server: {
      name: "laravel-boost",
      transport: { type: "stdio", command: "php", args: ["artisan", "boost:mcp"] },
      env: [],
    },
    source: "https://laravel.com/docs/boost",
    when: { library: "Laravel Boost" },
  },
  {
    // Connects to the MCP endpoint a running Next.js 16 dev server serves at /_next/mcp.
    server: { name: "next-devtools", transport: npx("-y", "next-devtools-mcp@latest"), env: [] },
    source: "https://nextjs.org/docs/app/guides/mcp",
    when: { framework: "Next.js", from: [16, 0] },
  },
  {
    // `ng mcp` arrived in Angular CLI 20.1.
    server: { name: "angular-cli", transport: npx("-y", "@angular/cli", "mcp"), env: [] },
    source: "https://angular.dev/ai/mcp",
    when: { framework: "Angular", from: [20, 1] },
  },
  {
    server: { name: "svelte", transport: npx("-y", "@sveltejs/mcp"), env: [] },
    source: "https://svelte.dev/docs/mcp/local-setup",
    when: { framework: "Svelte", from: [5, 0] },
  },
  {
    // The Dart SDK's own server (Dart 3.9, Flutter 3.35 on); Flutter's agent guidance uses it.
    server: {
      name: "dart",
      transport: { type: "stdio", command: "dart", args: ["mcp-server"] },
      env: [],
    },
    source: "https://dart.dev/tools/mcp-server",
    when: { framework: "Flutter" },
  },
  {
    server: {
      name: "supabase",
      transport: { type: "http", url: "https://mcp.supabase.com/mcp" },
      env: [],
    },
    source: "https://supabase.com/docs/guides/getting-started/mcp",
    when: { library: "Supabase" },
  },
  {
    server: { name: "stripe", transport: { type: "http", url: "https://mcp.stripe.com" }, env: [] },
    source: "https://docs.stripe.com/mcp",
    when: { library: "Stripe" },
  },
  {
    server: { name: "playwright", transport: npx("@playwright/mcp@latest"), env: [] },
    source: "https://github.com/microsoft/playwright-mcp",
    when: { library: "Playwright" },
  },
  {
    // The Prisma CLI's local server (`prisma mcp`): migrations and Studio for the project's schema.
    server: { name: "prisma", transport: npx("-y", "prisma", "mcp"), env: [] },
    source: "https://www.prisma.io/docs/postgres/integrations/mcp-server",
    when: { library: "Prisma" },
  },
];

/** Why a server is suggested: the fact's name and the version read (null: none read). */
export interface McpSuggestion {
  readonly server: McpServer;
  readonly source: string;
  readonly reason: { readonly name: string; readonly version: string | null };
}

function majorMinor(version: string | undefined): [number, number] | null {
  const match = version ? /(\d+)(?:\.(\d+))?/.exec(version) : null;
  return match ? [Number(match[1]), Number(match[2] ?? 0)] : null;
}

function atLeast(version: string | undefined, from: readonly [number, number]): boolean {
  const found = majorMinor(version);
  if (!found) return false;
  return found[0] > from[0] || (found[0] === from[0] && found[1] >= from[1]);
}

/**
 * The known servers the form's project calls for, in the catalogue's order. The imported facts
 * decide; without an import, the frameworks the user chose with their versions (no choice: the
 * newest the wizard offers).
 */
export function suggestMcpServers(form: WizardForm): McpSuggestion[] {
  const project = form.project;
  const frameworks = project
    ? project.frameworks.map((fact) => ({ name: fact.name, version: fact.version }))
    : form.frameworks.map((name) => ({
        name,
        version:
          form.frameworkVersions?.[name] ??
          (frameworkVersionOptions as Record<string, readonly string[]>)[name]?.[0] ??
          null,
      }));
  const libraries = project?.libraries ?? [];
  return knownMcpServers.flatMap(({ server, source, when }) => {
    const fact =
      "library" in when
        ? libraries.find((library) => library.name === when.library)
        : frameworks.find(
            (framework) =>
              framework.name === when.framework &&
              (!when.from || atLeast(framework.version ?? undefined, when.from)),
          );
    return fact ? [{ server, source, reason: { name: fact.name, version: fact.version } }] : [];
  });
}
