import { afterEach, describe, expect, it, vi } from "vitest";
import { exportAccount } from "./export-account";

function answer(body: string, status = 200) {
  vi.stubGlobal("fetch", async () => new Response(body, { status }));
}

describe("exportAccount", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("hands over the body as it came, under a dated name", async () => {
    const body = '{\n  "rules": [\n    { "name": "Mine" }\n  ]\n}';
    answer(body);
    const { fileName, file } = await exportAccount();
    expect(fileName).toMatch(/^rulesmith-export-\d{4}-\d{2}-\d{2}\.json$/);
    expect(await file.text()).toBe(body);
  });

  it("fails when the answer broke off in the middle", async () => {
    answer('{\n  "rules": [\n    { "name": "Mine" }Error: the database is gone');
    await expect(exportAccount()).rejects.toMatchObject({ code: "UNKNOWN" });
  });

  it("fails with the server's error when it refused", async () => {
    answer(JSON.stringify({ error: { code: "UNAUTHORIZED", message: "Sign in." } }), 401);
    await expect(exportAccount()).rejects.toMatchObject({ code: "UNAUTHORIZED", status: 401 });
  });
});
