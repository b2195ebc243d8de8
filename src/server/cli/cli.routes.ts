import { readFile, stat } from "node:fs/promises";
import { Hono } from "hono";
import type { ApiErrorBody } from "#contract/errors";
import type { AppEnv } from "../lib/app-env";

/** Where `npm run build` leaves the command's package (scripts/build/build-cli.ts). */
export const CLI_PACKAGE = "dist/cli/rulesmith.tgz";

/**
 * A browser or `npm install` may keep it five minutes; after that the ETag lets it ask whether a
 * new build replaced it (same URL, new version after an upgrade).
 */
const CACHE_CONTROL = "public, max-age=300, must-revalidate";

/**
 * `GET /cli/rulesmith.tgz`: the `rulesmith` command as a package of its own, for
 * `npm install -g <origin>/cli/rulesmith.tgz` (decision 127). Read from `tarball` on each request,
 * so a build made while the server runs is served without a restart.
 */
export function createCliRoutes(tarball: string = CLI_PACKAGE) {
  return new Hono<AppEnv>().get("/rulesmith.tgz", async (c) => {
    const found = await stat(tarball).catch(() => undefined);
    if (!found?.isFile()) {
      const body: ApiErrorBody = {
        error: {
          code: "NOT_FOUND",
          message:
            "This server has no rulesmith command to hand out: it was started without building it (npm run build).",
        },
      };
      return c.json(body, 404, { "Cache-Control": "no-store" });
    }
    const etag = `"${found.size.toString(36)}-${Math.trunc(found.mtimeMs).toString(36)}"`;
    const headers = { "Cache-Control": CACHE_CONTROL, ETag: etag };
    if (c.req.header("If-None-Match") === etag) return c.body(null, 304, headers);
    return c.body(new Uint8Array(await readFile(tarball)), 200, {
      ...headers,
      "Content-Type": "application/gzip",
      "Content-Disposition": 'attachment; filename="rulesmith.tgz"',
    });
  });
}
