import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export type LlmBehaviour =
  | { kind: "answer"; content: (draft: string) => string }
  | { kind: "status"; status: number }
  | { kind: "hang" };

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

/** A small OpenAI-compatible chat completions server on a loopback port, for tests. */
export async function startLlmServer() {
  let behaviour: LlmBehaviour = { kind: "answer", content: (draft) => draft };
  const requests: { model: string; messages: { role: string; content: string }[] }[] = [];
  const server = createServer(async (req, res) => {
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404).end();
      return;
    }
    const body = (await readJson(req)) as (typeof requests)[number];
    requests.push(body);
    if (behaviour.kind === "hang") return; // never answers: the client's timeout must fire
    if (behaviour.kind === "status") {
      res.writeHead(behaviour.status, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({
          error: { message: "Incorrect API key provided", type: "invalid_request_error" },
        }),
      );
      return;
    }
    const draft = body.messages.at(-1)?.content.split("Draft:\n")[1] ?? "";
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(
      JSON.stringify({
        id: "chatcmpl-test",
        object: "chat.completion",
        created: 0,
        model: body.model,
        choices: [
          {
            index: 0,
            finish_reason: "stop",
            message: { role: "assistant", content: behaviour.content(draft) },
          },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next: LlmBehaviour) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
