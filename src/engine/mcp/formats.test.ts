import { describe, expect, it } from "vitest";
import { aiModelIds } from "#contract/wizard-options";
import { mcpAiModelIds, type McpServer, mcpServersSchema } from "#contract/mcp";
import { writableServers } from "./format";
import { mcpFormats, type McpFormat } from "./formats";
import { parseToml, stringifyToml } from "./parsers";

const servers: McpServer[] = mcpServersSchema.parse([
  {
    name: "github-tools",
    transport: { type: "stdio", command: "npx", args: ["-y", "@example/github-mcp", "--ro"] },
    env: ["GITHUB_TOKEN", "DB_URL"],
  },
  {
    name: "linear",
    transport: { type: "http", url: "https://mcp.linear.app/mcp" },
    env: ["LINEAR_API_KEY"],
  },
  { name: "docs", transport: { type: "http", url: "https://docs.example.com/mcp" }, env: [] },
  {
    name: "local-db-tools",
    transport: { type: "stdio", command: "uvx", args: [] },
    env: [],
  },
]);

// What a real environment would hold; no format may ever read it.
const fakeEnvironment: Record<string, string> = {
  GITHUB_TOKEN: "ghp_FAKE0000secret0000value",
  DB_URL: "postgres://admin:hunter2@db.internal/prod",
  LINEAR_API_KEY: "lin_api_FAKEsecretKEY123",
};

const formats = Object.entries(mcpFormats) as [string, McpFormat][];
/** The formats whose file can refer to a variable, with that syntax; and those whose can't. */
const referring = formats.flatMap(([id, format]) =>
  format.variable ? [[id, format, format.variable] as const] : [],
);
const variableFree = formats.filter(([, format]) => format.variable === null);

/** The servers a format's file holds: all, or, where it can refer to no variable, those needing none. */
const serversFor = (format: McpFormat) => writableServers(format, servers);

/** The variables a server's file must name: all of a local server's, a remote server's first. */
function namedVariables(server: McpServer): string[] {
  return server.transport.type === "stdio" ? server.env : server.env.slice(0, 1);
}

/** The same file read and written in its own language, to change one thing in it. */
function edit(format: McpFormat, text: string, change: (file: Record<string, unknown>) => void) {
  const isToml = format.path?.endsWith(".toml") ?? false;
  const file = (isToml ? parseToml(text) : JSON.parse(text)) as Record<string, unknown>;
  change(file);
  return isToml ? stringifyToml(file) : JSON.stringify(file, null, 2);
}

function serversOf(file: Record<string, unknown>): Record<string, Record<string, unknown>> {
  const [key] = Object.keys(file);
  return file[key ?? ""] as Record<string, Record<string, unknown>>;
}

describe("MCP formats", () => {
  it("cover exactly the tools the contract names as reading MCP servers", () => {
    expect(Object.keys(mcpFormats).sort()).toEqual([...mcpAiModelIds].sort());
    for (const id of Object.keys(mcpFormats)) expect(aiModelIds).toContain(id);
    expect(variableFree.map(([id]) => id).sort()).toEqual(["Abacus", "Zed"]);
  });

  it.each(formats)("%s says where its file lives and which page documents it", (_, format) => {
    expect(format.source).toMatch(/^https:\/\//);
    expect(format.path === undefined).not.toBe(format.userPath === undefined);
  });

  it.each(formats)("%s reads back the names of the servers it wrote", (_, format) => {
    const written = serversFor(format);
    const text = format.render(written);
    expect(text.endsWith("\n")).toBe(true);
    expect(format.parse(text)).toEqual(written.map((server) => server.name));
    expect(format.render(written)).toBe(text);
    expect(format.parse(format.render([]))).toEqual([]);
  });

  it.each(referring)("%s never writes a secret, only references to variables", (_, format, ref) => {
    const text = format.render(servers);
    for (const value of Object.values(fakeEnvironment)) expect(text).not.toContain(value);
    for (const server of servers) {
      for (const name of namedVariables(server)) {
        expect(text).toContain(JSON.stringify(ref(name)).slice(1, -1));
      }
    }
    // Apart from its reference and its key in an `env` object, a name appears nowhere.
    for (const name of Object.keys(fakeEnvironment)) {
      const rest = text.split(ref(name)).join("").split(`"${name}":`).join("");
      expect(rest).not.toContain(name);
    }
  });

  it.each(variableFree)(
    "%s holds only the servers that need no variable, and refuses to write one that does",
    (_, format) => {
      expect(serversFor(format).map((server) => server.name)).toEqual(["docs", "local-db-tools"]);
      const text = format.render(serversFor(format));
      for (const word of [...Object.keys(fakeEnvironment), ...Object.values(fakeEnvironment)]) {
        expect(text).not.toContain(word);
      }
      expect(text).not.toMatch(/"(env|headers)"/);
      for (const server of servers.filter((server) => server.env.length > 0)) {
        expect(() => format.render([server]), server.name).toThrow(/can refer to none/);
      }
    },
  );

  it.each(variableFree)(
    "%s rejects any `env` or `headers`: a value there could only be a secret",
    (_, format) => {
      const text = format.render(serversFor(format));
      const withEnv = edit(format, text, (file) => {
        Object.assign(serversOf(file)["local-db-tools"] ?? {}, {
          env: { DB_URL: fakeEnvironment.DB_URL },
        });
      });
      const withHeaders = edit(format, text, (file) => {
        Object.assign(serversOf(file).docs ?? {}, {
          headers: { Authorization: `Bearer ${fakeEnvironment.LINEAR_API_KEY}` },
        });
      });
      const withReference = edit(format, text, (file) => {
        Object.assign(serversOf(file)["local-db-tools"] ?? {}, { env: { DB_URL: "${DB_URL}" } });
      });
      for (const file of [withEnv, withHeaders, withReference]) {
        expect(() => format.parse(file)).toThrow();
      }
    },
  );

  it.each(formats)(
    "%s rejects unknown keys, wrong types and a wrong top-level key",
    (_, format) => {
      const text = format.render(serversFor(format));
      // A local server the file holds: `github-tools` needs variables, `local-db-tools` none.
      const local = (file: Record<string, unknown>) =>
        serversOf(file)["github-tools"] ?? serversOf(file)["local-db-tools"] ?? {};
      const broken = [
        edit(format, text, (file) => {
          Object.assign(local(file), { cwd: "/tmp" });
        }),
        edit(format, text, (file) => {
          Object.assign(local(file), { args: "-y" });
        }),
        edit(format, text, (file) => {
          Object.assign(serversOf(file).docs ?? {}, { timeout: 5 });
        }),
        edit(format, text, (file) => {
          const [key = ""] = Object.keys(file);
          file.servers_ = file[key];
          delete file[key];
        }),
        edit(format, text, (file) => {
          file.extra = {};
        }),
        edit(format, text, (file) => {
          Object.assign(serversOf(file), { "Not A Name": serversOf(file).docs });
        }),
      ];
      for (const file of broken) expect(() => format.parse(file)).toThrow();
    },
  );

  it.each(referring)("%s rejects a secret written where a reference belongs", (_, format, ref) => {
    const secret = fakeEnvironment.LINEAR_API_KEY ?? "";
    const reference = ref("LINEAR_API_KEY");
    const text = format.render(servers);
    expect(text).toContain(reference);
    expect(() => format.parse(text.replace(reference, secret))).toThrow();
  });

  it("rejects Cursor's file in VS Code's parser and VS Code's in Cursor's", () => {
    const cursor = mcpFormats.Cursor;
    const copilot = mcpFormats.Copilot;
    if (!cursor || !copilot) throw new Error("Cursor and Copilot have formats");
    expect(() => copilot.parse(cursor.render(servers))).toThrow();
    expect(() => cursor.parse(copilot.render(servers))).toThrow();
  });

  it.each(formats)("%s rejects every other tool's file of the same servers", (id, format) => {
    for (const [otherId, other] of formats) {
      const written = serversFor(other);
      const text = other.render(written);
      // Roo and Zoo Code, Windsurf and Devin share one shape; so do Cursor, Kiro and Abacus.AI for
      // servers that need no variable: their files are the same text.
      if (otherId === id || text === format.render(writableServers(format, written))) continue;
      expect(() => format.parse(text), `${otherId}'s file`).toThrow();
    }
  });

  it("rejects Zed's file in Abacus.AI's parser and the reverse, and both in Cursor's", () => {
    const { Zed: zed, Abacus: abacus, Cursor: cursor } = mcpFormats;
    if (!zed || !abacus || !cursor) throw new Error("Zed, Abacus.AI and Cursor have formats");
    const plain = writableServers(zed, servers);
    expect(() => abacus.parse(zed.render(plain))).toThrow();
    expect(() => zed.parse(abacus.render(plain))).toThrow();
    expect(() => zed.parse(cursor.render(servers))).toThrow();
    expect(() => abacus.parse(cursor.render(servers))).toThrow();
    expect(JSON.parse(zed.render(plain))).toEqual({
      context_servers: {
        docs: { url: "https://docs.example.com/mcp" },
        "local-db-tools": { command: "uvx", args: [] },
      },
    });
  });
});
