import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

const fixtures = fileURLToPath(new URL("../fixtures/stripe/", import.meta.url));

export interface RecordedRequest {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
}

/**
 * A local stand-in for api.stripe.com: answers each `METHOD /path` with a recorded Stripe
 * response from tests/fixtures/stripe (`{{NAME}}` placeholders filled from `vars`, `{{body.name}}`
 * from the request's form field `name`), 404
 * `resource_missing` for anything else, and keeps every request for assertions.
 */
export async function startStripeApi(routes: Record<string, string>) {
  const vars: Record<string, string> = {};
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      const path = (req.url ?? "").split("?")[0]!;
      const key = req.headers["idempotency-key"];
      requests.push({
        method: req.method ?? "",
        path,
        body: new URLSearchParams(raw),
        idempotencyKey: typeof key === "string" ? key : undefined,
      });
      const fixture = routes[`${req.method} ${path}`];
      const text = readFileSync(`${fixtures}${fixture ?? "resource-missing"}.json`, "utf8");
      res.writeHead(fixture ? 200 : 404, { "Content-Type": "application/json" });
      const body = requests.at(-1)!.body;
      res.end(
        text.replace(
          /\{\{(body\.)?(\w+)\}\}/g,
          (_, sent: string | undefined, name: string) => (sent ? body.get(name) : vars[name]) ?? "",
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    api: { host: "127.0.0.1", port, protocol: "http" as const },
    vars,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
