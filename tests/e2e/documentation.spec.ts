import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { wizardSteps } from "../../src/contract/wizard-options";

const generated = (name: string) =>
  JSON.parse(readFileSync(`src/web/features/documentation/${name}.json`, "utf8")) as unknown[];
const toolLocations = generated("tool-locations");
const mcpLocations = generated("mcp-locations");
const mcpSuggestions = generated("mcp-suggestions");

// The documentation's numbers come from the product (docs/product/documentation.md): the wizard's
// step list, the purchase page's packages, the engine's target list.
const step = (id: (typeof wizardSteps)[number]) => wizardSteps.indexOf(id) + 1;

test("the documentation numbers the wizard's steps, lists the packages on sale and every tool's files", async ({
  page,
}) => {
  // The packages arrive after hydration, which takes a while on a machine busy with other suites.
  test.setTimeout(60_000);
  await page.goto("/documentation");
  // The reader's first move starts the page's code (decision 108), which fetches the packages.
  await page.mouse.move(5, 5);
  const panel = page.getByRole("tabpanel");
  await expect(panel).toContainText(`Step ${step("description")} – Project.`);
  await expect(panel).toContainText(`Step ${step("outputFormat")} – Output.`);
  // No package is configured in the e2e server: the purchase page's fallback packages, in dollars.
  const packages = page.getByTestId("token-packages");
  // It is fetched once the page has hydrated, which takes a few seconds on a loaded machine.
  await expect(packages).toContainText("Basic: 10 tokens for $9.99", { timeout: 20_000 });
  await expect(packages.getByRole("listitem")).toHaveCount(3);
  const table = page.getByTestId("tool-locations");
  await expect(table.locator("tbody tr")).toHaveCount(toolLocations.length);
  await expect(table.getByRole("row", { name: /^Cursor/ })).toContainText(
    ".cursor/rules/<name>.mdc",
  );
  await expect(panel).not.toContainText("{{");

  await page.getByRole("tab", { name: "AI Models" }).click();
  await expect(page.getByTestId("tool-locations").locator("tbody tr")).toHaveCount(
    toolLocations.length,
  );
});

test("the MCP servers tab has its own address, with every tool's MCP file and every suggested server", async ({
  page,
}) => {
  await page.goto("/documentation");
  await page.getByRole("tab", { name: "MCP servers" }).click();
  await expect(page).toHaveURL(/\/documentation#mcp-servers$/);
  const locations = page.getByTestId("mcp-locations");
  await expect(locations.locator("tbody tr")).toHaveCount(mcpLocations.length);
  await expect(locations.getByRole("row", { name: /^Cursor/ })).toContainText("${env:NAME}");
  await expect(page.getByTestId("mcp-suggestions").locator("tbody tr")).toHaveCount(
    mcpSuggestions.length,
  );
  await expect(page.getByRole("tabpanel")).not.toContainText("{{");

  // Loaded at that address, as the wizard's link opens it, the prerendered page hydrates on its
  // first tab (on the reader's first move, decision 108), then opens this one.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("about:blank");
  await page.goto("/documentation#mcp-servers");
  await page.mouse.move(5, 5);
  await expect(page.getByRole("tab", { name: "MCP servers", selected: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole("heading", { name: "What is an MCP server?" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the prerendered documentation has the step numbers and the table before its code runs", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/documentation");
  await expect(page.getByText(`Step ${step("aiModel")} – AI model.`)).toBeVisible();
  await expect(page.getByTestId("tool-locations").locator("tbody tr")).toHaveCount(
    toolLocations.length,
  );
  await context.close();
});
