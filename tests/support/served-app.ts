import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { createVerifiedUser, jsonPost } from "../factories/user";
import { createTestApp, type TestContext } from "./test-app";

/** The test app on a loopback port, as the `rulesmith` command reaches a server. */
export interface ServedApp {
  readonly ctx: TestContext;
  readonly url: string;
  /** An API key of a confirmed account, with both scopes. */
  readonly key: string;
  close(): Promise<void>;
}

export async function serveTestAppWithKey(keyName: string): Promise<ServedApp> {
  const ctx = await createTestApp();
  const server: ServerType = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const owner = await createVerifiedUser(ctx);
  const created = await ctx.app.request(
    "/api/account/api-keys",
    jsonPost({ name: keyName, scopes: ["rules:read", "generate"] }, owner.cookie),
  );
  const { key } = (await created.json()) as { key: string };
  return {
    ctx,
    url,
    key,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await ctx.close();
    },
  };
}
