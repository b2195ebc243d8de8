import { expect, test } from "@playwright/test";

const next = (page: import("@playwright/test").Page) =>
  page.getByRole("button", { name: "Next", exact: true }).click();

test("each wizard step is a history entry: Back and Forward walk the steps, reload keeps the step and form", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Try it now" }).click();
  await expect(page).toHaveURL(/\/\?step=1$/);
  await expect(page.getByText("Step 1 of 7")).toBeVisible();
  await next(page);
  const description = page.getByRole("textbox", { name: "Project description" });
  await description.fill("A booking app for hair salons with online payments and reminders.");
  await next(page);
  await expect(page).toHaveURL(/\/\?step=3$/);
  await page.getByRole("radio", { name: /^Cursor/ }).click();

  await page.goBack();
  await expect(page.getByText("Step 2 of 7")).toBeVisible();
  await expect(description).toHaveValue(/hair salons/);
  await page.goForward();
  await expect(page.getByText("Step 3 of 7")).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Cursor/ })).toHaveAttribute(
    "aria-checked",
    "true",
  );

  await page.reload();
  await expect(page.getByText("Step 3 of 7")).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Cursor/ })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await page.goBack();
  await expect(description).toHaveValue(/hair salons/);

  // Back from the first step leaves the wizard for the hero; Forward opens it again.
  await page.goBack();
  await expect(page.getByText("Step 1 of 7")).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("button", { name: "Try it now" })).toBeVisible();
  await page.goForward();
  await expect(page.getByText("Step 1 of 7")).toBeVisible();

  // A fresh start forgets the form.
  await page.getByRole("link", { name: "Rulesmith home" }).click();
  await page.getByRole("button", { name: "Try it now" }).click();
  await next(page);
  await expect(description).toHaveValue("");
});

test("a preview is a history entry too: Back returns to the last step with the form (de)", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("rulesmith.language", "de"));
  await page.goto("/");
  await page.getByRole("button", { name: "Jetzt ausprobieren" }).click();
  const weiter = () => page.getByRole("button", { name: "Weiter", exact: true }).click();
  await weiter();
  await page
    .getByRole("textbox", { name: "Projektbeschreibung" })
    .fill("Eine Buchungs-App für Friseursalons.");
  await page.getByRole("button", { name: /^Schritt 5:/ }).click();
  await page.getByRole("button", { name: "React", exact: true }).click();
  await page.getByRole("button", { name: /^Schritt 7:/ }).click();
  await page.getByRole("button", { name: "KI-Verhaltensregeln erstellen" }).click();
  await expect(page.getByTestId("masked-preview")).toBeVisible();
  await expect(page).toHaveURL(/\?step=7&result=1$/);

  await page.goBack();
  await expect(page.getByText("Schritt 7 von 7")).toBeVisible();
  await page.goForward();
  await expect(page.getByTestId("masked-preview")).toBeVisible();
  // A reload has no preview to show: the wizard's last step with the form.
  await page.reload();
  await expect(page.getByText("Schritt 7 von 7")).toBeVisible();
  await expect(page).toHaveURL(/\?step=7$/);
  await page.getByRole("button", { name: /^Schritt 2:/ }).click();
  await expect(page.getByRole("textbox", { name: "Projektbeschreibung" })).toHaveValue(
    /Friseursalons/,
  );
});
