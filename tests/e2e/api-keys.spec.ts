import { expect, test } from "@playwright/test";
import { saveRuleViaApi, signUpViaApi, toast } from "./support/account";

test.describe.configure({ timeout: 60_000 });

test("an API key: created and shown once, used on the public API, revoked and refused (en)", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUpViaApi(page);
  await page.goto("/user/settings");
  const section = page.getByRole("heading", { name: "API keys", level: 2 }).locator("..");
  await expect(section.getByText("No keys yet.")).toBeVisible();

  await section.getByLabel("Name").fill("CI for the salon");
  await section.getByRole("checkbox", { name: "Read rules" }).click();
  await section.getByRole("button", { name: "Create key" }).click();
  await expect(section.getByText("Choose at least one.")).toBeVisible();
  await section.getByRole("checkbox", { name: "Read rules" }).click();
  await section.getByRole("button", { name: "Create key" }).click();

  const dialog = page.getByRole("dialog", { name: "Your new key “CI for the salon”" });
  await expect(dialog.getByText(/it won't be shown again/)).toBeVisible();
  const key = await dialog.getByLabel("API key").inputValue();
  expect(key).toMatch(/^rs_[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole("button", { name: "Copy key" }).click();
  await expect(toast(page, "Key copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();

  // Listed by its first characters; the key itself is nowhere on the page any more.
  const row = section.getByRole("row").filter({ hasText: "CI for the salon" });
  const shown = await row.locator("code").textContent();
  expect(shown).toMatch(/^rs_[\w-]+…$/);
  expect(key.startsWith(shown!.slice(0, -1))).toBe(true);
  await expect(row.getByText("Read rules")).toBeVisible();
  await expect(row.getByText("Never")).toBeVisible();
  expect(await page.content()).not.toContain(key);

  const balance = () =>
    page.request.get("/api/v1/balance", { headers: { Authorization: `Bearer ${key}` } });
  const answer = await balance();
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ tokensRemaining: expect.any(Number) });
  await page.reload();
  await expect(row.getByText("Never")).toBeHidden();

  // At 1280 px the whole row is in view: "Last used" and Revoke without a sideways scroll.
  await page.setViewportSize({ width: 1280, height: 800 });
  const table = page.getByRole("table", { name: "Your keys" });
  expect(
    await table.evaluate((element) => {
      const scroller = element.parentElement!;
      return scroller.scrollWidth - scroller.clientWidth;
    }),
  ).toBeLessThanOrEqual(0);

  await row.getByRole("button", { name: "Revoke “CI for the salon”" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Revoke “CI for the salon”?" });
  await confirm.getByRole("button", { name: "Revoke key" }).click();
  await expect(toast(page, "Key revoked")).toBeVisible();
  await expect(section.getByText("No keys yet.")).toBeVisible();
  expect((await balance()).status()).toBe(401);

  // The settings link to the API documentation opens its tab.
  await section.getByRole("link", { name: "Read how the API and the command line work" }).click();
  await expect(page).toHaveURL(/\/documentation#api-and-cli$/);
  await expect(page.getByRole("tab", { name: "API & CLI", selected: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Authentication" })).toBeVisible();
  await expect(page.getByRole("link", { name: "the OpenAPI document" })).toHaveAttribute(
    "href",
    "/api/v1/openapi.json",
  );
  expect((await page.request.get("/api/v1/openapi.json")).status()).toBe(200);

  // Loaded at that address, the prerendered page hydrates on its first tab, then opens this one.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.goto("about:blank");
  await page.goto("/documentation#api-and-cli");
  await expect(page.getByRole("tab", { name: "API & CLI", selected: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Authentication" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a saved rule's text edited becomes version 2, and the diff shows what changed", async ({
  page,
}) => {
  await signUpViaApi(page);
  await saveRuleViaApi(page, "Salon rules", "# Salon rules\n\n- Book in 15-minute slots.\n");
  await page.goto("/user/saved-rules");
  const card = page.getByTestId("saved-rule-card").filter({ hasText: "Salon rules" });
  await card.getByRole("button", { name: "View Rule" }).click();
  const dialog = page.getByRole("dialog", { name: "Salon rules" });
  await expect(dialog.getByText("Version 1", { exact: true })).toBeVisible();
  const versions = dialog.getByRole("table", { name: "Versions" });
  await expect(versions.getByRole("row")).toHaveCount(2);

  await dialog.getByRole("button", { name: "Edit" }).click();
  await dialog
    .getByRole("textbox", { name: "Rule (markdown)" })
    .fill("# Salon rules\n\n- Book in 30-minute slots.\n- Never overbook a stylist.\n");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Rule updated")).toBeVisible();
  await expect(dialog.getByText("Version 2", { exact: true })).toBeVisible();

  await expect(versions.getByRole("row")).toHaveCount(3);
  const newest = versions.getByRole("row").nth(1);
  await expect(newest).toContainText("Version 2");
  await expect(newest).toContainText("current");
  await expect(newest).toContainText("Text edited");
  await expect(versions.getByRole("row").nth(2)).toContainText("Saved");

  await dialog.getByRole("checkbox", { name: "Compare version 1" }).click();
  await dialog.getByRole("checkbox", { name: "Compare version 2" }).click();
  const diff = dialog.getByRole("region", { name: "Changes from version 1 to version 2" });
  await expect(diff.getByText("2 lines added, 1 line removed")).toBeVisible();
  await expect(diff.locator("del")).toHaveText(["Removed: - Book in 15-minute slots."]);
  await expect(diff.locator("ins")).toHaveText([
    "Added: - Book in 30-minute slots.",
    "Added: - Never overbook a stylist.",
  ]);
});
