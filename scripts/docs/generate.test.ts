import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { envSchema } from "#server/config";
import { operations } from "#server/public-api/openapi";
import { API_PAGE, CONFIGURATION_PAGE, generatedPages } from "./generate";

const pages = await generatedPages();

describe("the generated reference pages", () => {
  it.each([CONFIGURATION_PAGE, API_PAGE])("%s is what its source says", (file) => {
    expect(
      readFileSync(file, "utf8"),
      `${file} differs from what its source says: run \`npm run docs:generate\` and commit it`,
    ).toBe(pages[file]);
  });

  it("name every environment variable config.ts reads", () => {
    for (const name of Object.keys(envSchema.shape)) {
      expect(pages[CONFIGURATION_PAGE], name).toContain(`**\`${name}\`**`);
    }
  });

  it("name every operation of the public API", () => {
    for (const { method, path } of operations) {
      expect(pages[API_PAGE], path).toContain(`### \`${method.toUpperCase()} ${path}\``);
    }
  });
});
