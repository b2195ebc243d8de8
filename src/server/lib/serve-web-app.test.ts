import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_COOKIE } from "#contract/languages";
import { precompressDir } from "../../../scripts/build/precompress";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";
import { loadPrerenderedPages } from "./prerendered-pages";

describe("serving the built web app", () => {
  const webRoot = mkdtempSync(join(tmpdir(), "rulesmith-web-"));
  const script = `console.log(${JSON.stringify("rulesmith ".repeat(400))});`;
  const html = `<!doctype html><html><body>${"<p>Rulesmith</p>".repeat(200)}</body></html>`;
  let ctx: TestContext;

  beforeAll(async () => {
    mkdirSync(join(webRoot, "assets"));
    writeFileSync(join(webRoot, "assets/app-abc123.js"), script);
    writeFileSync(join(webRoot, "assets/tiny-abc123.js"), "export {};");
    writeFileSync(join(webRoot, "index.html"), html);
    precompressDir(webRoot);
    ctx = await createTestApp({}, { webRoot });
  });
  afterAll(() => ctx.close());

  const get = (path: string, acceptEncoding?: string) =>
    ctx.app.request(path, acceptEncoding ? { headers: { "Accept-Encoding": acceptEncoding } } : {});

  it("sends brotli when accepted, gzip otherwise, plain without Accept-Encoding", async () => {
    const br = await get("/assets/app-abc123.js", "gzip, deflate, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toMatch(/javascript/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);

    const gz = await get("/assets/app-abc123.js", "gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
    for (const res of [br, gz, plain]) {
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(res.headers.get("cache-control")).toContain("immutable");
    }
  });

  it("leaves files too small to gain from compression as they are", async () => {
    const res = await get("/assets/tiny-abc123.js", "br, gzip");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toBe("export {};");
  });

  it("answers client routes with the compressed index.html, revalidated on every visit", async () => {
    for (const path of ["/", "/documentation"]) {
      const res = await get(path, "br");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBe("br");
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(html);
    }
  });

  it("keeps unknown API paths a JSON 404", async () => {
    const res = await get("/api/nothing-here", "br");
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("NOT_FOUND");
  });
});

describe("serving prerendered pages", () => {
  const webRoot = mkdtempSync(join(tmpdir(), "rulesmith-web-"));
  const prerenderedRoot = mkdtempSync(join(tmpdir(), "rulesmith-prerendered-"));
  const page = (language: string) =>
    `<!doctype html><html lang="${language}"><body><div id="root" data-language="${language}">` +
    `<p>${language === "de" ? "Hallo" : "Hello"}, {{supportEmail}} · {{unknownName}}</p>` +
    `<a href="mailto:%7B%7BsupportEmail%7D%7D?subject=Support">mail</a>` +
    `${"<p>filler</p>".repeat(200)}</div></body></html>`;
  let ctx: TestContext;

  beforeAll(async () => {
    writeFileSync(join(webRoot, "index.html"), "<!doctype html><div id=root></div>");
    writeFileSync(join(prerenderedRoot, "documentation.en.html"), page("en"));
    writeFileSync(join(prerenderedRoot, "documentation.de.html"), page("de"));
    writeFileSync(join(prerenderedRoot, "index.en.html"), page("en").replace("Hello", "Landing"));
    writeFileSync(join(prerenderedRoot, "wizard.en.html"), page("en").replace("Hello", "Step 1"));
    writeFileSync(join(prerenderedRoot, "unknown.en.html"), page("en"));
    writeFileSync(join(prerenderedRoot, "notes.txt"), "not a page");
    const prerenderedPages = loadPrerenderedPages(prerenderedRoot, {
      supportEmail: `help+"x"@example.com<script>`,
    });
    ctx = await createTestApp({}, { webRoot, prerenderedPages });
  });
  afterAll(() => ctx.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    ctx.app.request(path, { headers });

  it("sends the page in the language of the language cookie, English without one", async () => {
    const english = await get("/documentation");
    expect(await english.text()).toContain("<p>Hello, ");
    const german = await get("/documentation", { Cookie: `${LANGUAGE_COOKIE}=de` });
    expect(await german.text()).toContain("<p>Hallo, ");
    const unknown = await get("/documentation", { Cookie: `${LANGUAGE_COOKIE}=fr` });
    expect(await unknown.text()).toContain("<p>Hello, ");
    expect(german.headers.get("vary")).toBe("Accept-Encoding, Accept-Language, Cookie");
    expect(german.headers.get("cache-control")).toBe("no-cache");
    expect(german.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it("fills in the site details, escaped for HTML, in text and in links; unknown names stay", async () => {
    const html = await (await get("/documentation")).text();
    expect(html).toContain(
      "<p>Hello, help+&quot;x&quot;@example.com&lt;script&gt; · {{unknownName}}</p>",
    );
    expect(html).toContain('href="mailto:help+%22x%22@example.com%3Cscript%3E?subject=Support"');
    expect(html).not.toContain("<script>");
  });

  it("sends it compressed as accepted", async () => {
    const br = await get("/documentation", { "Accept-Encoding": "gzip, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain("Hello");
    const gz = await get("/documentation", { "Accept-Encoding": "gzip;q=1" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain("Hello");
  });

  it("answers every other client route with index.html", async () => {
    const res = await get("/documentation/extra");
    expect(await res.text()).toBe("<!doctype html><div id=root></div>");
  });

  it("sends the landing's page (`index`) for / without a query, the app's index.html with one", async () => {
    expect(await (await get("/")).text()).toContain("<p>Landing, ");
    // The wizard's later steps are /?step=N: the app renders them, not a prerendered page.
    expect(await (await get("/?step=3")).text()).toBe("<!doctype html><div id=root></div>");
    expect(await (await get("/documentation?tab=1")).text()).toBe(
      "<!doctype html><div id=root></div>",
    );
  });

  it("sends the wizard's first step for /?step=1, also when it asks to start a run (decision 142)", async () => {
    for (const address of ["/?step=1", "/?step=1&start=1", "/?start=1&step=1"]) {
      expect(await (await get(address)).text()).toContain("<p>Step 1, ");
    }
    expect(await (await get("/?start=1")).text()).toContain("<p>Landing, ");
    // The import's page was not built here: the app renders it.
    expect(await (await get("/?step=1&import=1")).text()).toBe(
      "<!doctype html><div id=root></div>",
    );
  });

  it("serves no file whose name is not a prerendered page's", async () => {
    expect(await (await get("/unknown")).text()).toBe("<!doctype html><div id=root></div>");
  });

  it("sends the app's index.html instead to a request with a session cookie (decision 108)", async () => {
    // Any value: the app checks the session; the cookie's presence says someone may be signed in.
    const signedIn = { Cookie: `${LANGUAGE_COOKIE}=de; better-auth.session_token=any.value` };
    expect(await (await get("/", signedIn)).text()).toBe("<!doctype html><div id=root></div>");
    expect(await (await get("/?step=1", signedIn)).text()).toBe(
      "<!doctype html><div id=root></div>",
    );
    expect(await (await get("/documentation", signedIn)).text()).toBe(
      "<!doctype html><div id=root></div>",
    );
    // Another cookie alone (the language) still gets the prerendered page.
    expect(await (await get("/", { Cookie: `${LANGUAGE_COOKIE}=de` })).text()).toContain(
      "<p>Landing, ",
    );
  });

  it("has no pages when the build wrote none", () => {
    expect(loadPrerenderedPages(join(prerenderedRoot, "missing"), {}).size).toBe(0);
  });
});
