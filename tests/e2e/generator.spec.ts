import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { signUpInUi } from "./support/account";

const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true }).click();
const generateButton = (page: Page) =>
  page.getByRole("button", { name: "Generate AI Behavior Rules" });
const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Fills the seven steps with a small Cursor rule set and stops on the last step. */
async function walkToLastStep(page: Page) {
  await expect(page.getByText("Step 1 of 7")).toBeVisible();
  await next(page);
  await page
    .getByRole("textbox", { name: "Project description" })
    .fill("A booking app for hair salons with online payments and reminders.");
  await next(page);
  await page.getByRole("radio", { name: /^Cursor/ }).click();
  await next(page);
  await next(page);
  await page.getByRole("button", { name: "React", exact: true }).click();
  await next(page);
  await next(page);
  await expect(page.getByText("Step 7 of 7")).toBeVisible();
}

test.describe("anonymous visitor", () => {
  test("walks all seven steps to a preview that cannot be downloaded or saved", async ({
    page,
    context,
  }) => {
    test.slow();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Rules your AI assistant actually follows" }),
    ).toBeVisible();
    await expect(page.getByText("No credit card required")).toBeVisible();
    const comparison = page.getByRole("region", { name: "Preview for free or create an account" });
    await expect(comparison.getByText("Limited copy")).toBeVisible();
    // It promises only what an account gives: tokens per rule, not "unlimited".
    await expect(comparison.getByText("The full rule: 1 token each")).toBeVisible();
    await expect(comparison.getByText(/unlimited/i)).toHaveCount(0);
    await expect(comparison.getByRole("link", { name: "Create Account" })).toHaveAttribute(
      "href",
      "/signup",
    );
    expect(await page.evaluate(() => sessionStorage.getItem("activeFormSession"))).toBeNull();

    await page.getByRole("button", { name: "Try it now" }).click();
    await expect(page.getByRole("heading", { name: "Create your AI rule" })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("activeFormSession"))).toBe("true");

    // 1 Prompt type
    await expect(page.getByRole("button", { name: "Back" })).toBeDisabled();
    await expect(page.getByRole("radio", { name: /AI Behavior Rules/ })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(
      page.getByText("Compatible with ChatGPT, Claude, Bolt, Cursor, Lovable, Gemini and more."),
    ).toBeVisible();
    await page.getByRole("radio", { name: /Native AI Prompts/ }).click();
    await page.getByRole("radio", { name: /AI Behavior Rules/ }).click();
    await next(page);

    // 2 Project description, with examples and a confirmation once there is text
    const confirmation = page.getByText("Great, your rules will be tailored to this project.");
    await expect(confirmation).toBeHidden();
    await page.getByRole("button", { name: /Use example: An online shop/ }).click();
    await expect(page.getByRole("textbox", { name: "Project description" })).toHaveValue(
      /handmade furniture/,
    );
    await expect(confirmation).toBeVisible();
    await page
      .getByRole("textbox", { name: "Additional notes (optional)" })
      .fill("Prices are in euros.");
    await next(page);

    // 3 Target AI model: Custom reveals a name field
    await expect(page.getByRole("radio", { name: /^ChatGPT/ })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await page.getByRole("radio", { name: /^Custom/ }).click();
    await page.getByRole("textbox", { name: "Name of your AI model" }).fill("GitHub Copilot");
    await page.getByRole("radio", { name: /^Claude(?! Projects)/ }).click();
    await expect(page.getByRole("textbox", { name: "Name of your AI model" })).toBeHidden();
    await next(page);

    // 4 Application type
    await page.getByRole("radio", { name: /^Fullstack/ }).click();
    await next(page);

    // 5 Frameworks: a hint until one is chosen
    await expect(page.getByText("Please select at least one framework.")).toBeVisible();
    await page.getByRole("button", { name: "React", exact: true }).click();
    await page.getByRole("button", { name: "Express", exact: true }).click();
    await expect(page.getByRole("button", { name: "Express", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByText("2 selected")).toBeVisible();
    await next(page);

    // 6 Behaviour
    await page.getByRole("radio", { name: /^Strict/ }).click();
    await next(page);

    // 7 Output format; a preview spends no token, so no waiver of the right of withdrawal
    await expect(page.getByRole("button", { name: "Next", exact: true })).toHaveCount(0);
    await page.getByRole("radio", { name: /^Markdown/ }).click();
    // No waiver to tick for a free preview; skills and commands are optional.
    await expect(page.getByRole("checkbox", { name: /I agree that Rulesmith/ })).toHaveCount(0);
    await expect(generateButton(page)).toBeEnabled();
    await generateButton(page).click();

    // The preview: the commands and the first project rules readable as they are, the rest a
    // marked block with its counts; nothing masked or blurred (decision 131).
    await expect(page.locator("h1").first()).toContainText("for Claude");
    await expect(page.getByText("Preview", { exact: true })).toBeVisible();
    await expect(page.locator("dd").getByText("CLAUDE.md", { exact: true })).toBeVisible();
    const preview = page.getByTestId("masked-preview");
    const commands = preview.getByRole("heading", { name: "Commands & layout" });
    await expect(commands).toBeVisible();
    await expect(commands.locator("xpath=following-sibling::ul[1]/li[1]")).toContainText("dev");
    await expect(preview.getByRole("heading", { name: "Project rules" })).toBeVisible();
    const rest = page.getByRole("region", { name: "The rest of the rule" });
    await expect(rest.getByText(/^\d+ more rules? in \d+ files?$/)).toBeVisible();
    await expect(rest.getByText("Security", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Unlock the full rule" })).toBeVisible();

    // On a phone, Copy and Download stay in reach while scrolling through the rule.
    await page.setViewportSize({ width: 390, height: 700 });
    await page
      .getByRole("region", { name: "Generated rule" })
      .evaluate((el) => el.scrollIntoView({ block: "end" }));
    await expect(page.getByRole("button", { name: "Copy" })).toBeInViewport();
    await expect(page.getByRole("button", { name: "Download", exact: true })).toBeInViewport();

    await page.getByRole("button", { name: "Copy" }).click();
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("[CONTENT PROTECTED]");
    expect(copied).toMatch(/^\[Rulesmith preview\]/);

    await page.getByRole("button", { name: "Download", exact: true }).click();
    const signInToast = toast(page, "Please sign in to download the full content.");
    await expect(signInToast).toContainText("Sign in required");
    // The toast leads to sign-in itself.
    await expect(signInToast.getByRole("button", { name: "Sign in" })).toBeVisible();

    await page.getByRole("button", { name: "Save Rule" }).click();
    await expect(toast(page, "Please sign in to save this rule.")).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test("the step indicator jumps, Create New Rule starts over, the logo returns to the hero", async ({
    page,
  }) => {
    test.slow();
    await page.goto("/");
    await page.getByRole("button", { name: "Try it now" }).click();
    await page.getByRole("button", { name: "Step 5: Frameworks" }).click();
    await expect(page.getByText("Step 5 of 7")).toBeVisible();
    await expect(page.getByRole("button", { name: "Step 5: Frameworks" })).toHaveAttribute(
      "aria-current",
      "step",
    );
    await page.getByRole("button", { name: "Vue", exact: true }).click();
    // Frameworks the new application type does not offer are dropped.
    await page.getByRole("button", { name: "Step 4: Application" }).click();
    await page.getByRole("radio", { name: /^Backend/ }).click();
    await page.getByRole("button", { name: "Step 5: Frameworks" }).click();
    await expect(page.getByText("Please select at least one framework.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Vue", exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "FastAPI", exact: true }).click();

    // Generating without frameworks is impossible; with them it works.
    await page.getByRole("button", { name: "Step 7: Output" }).click();
    await generateButton(page).click();
    await expect(page.getByRole("button", { name: "Create New Rule" })).toBeVisible();

    await page.getByRole("button", { name: "Create New Rule" }).click();
    await expect(page.getByText("Step 1 of 7")).toBeVisible();
    await page.getByRole("button", { name: "Step 5: Frameworks" }).click();
    await expect(page.getByText("Please select at least one framework.")).toBeVisible();

    await page.getByRole("link", { name: "Rulesmith home" }).click();
    await expect(page.getByRole("button", { name: "Try it now" })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("activeFormSession"))).toBeNull();
  });

  test("without frameworks the wizard asks for one instead of generating", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Try it now" }).click();
    await page.getByRole("button", { name: "Step 7: Output" }).click();
    await generateButton(page).click();
    await expect(toast(page, "Choose a framework")).toBeVisible();
    await expect(page.getByText("Step 5 of 7")).toBeVisible();
    // Next refuses the empty step too, with the same hint.
    await next(page);
    await expect(page.getByText("Step 5 of 7")).toBeVisible();
    await expect(page.getByText("Please select at least one framework.")).toBeVisible();
  });

  test("the landing shows a real, unmasked sample rule below the hero, loaded on scroll", async ({
    page,
  }) => {
    const sampleRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/sample-rule")) sampleRequests.push(request.url());
    });
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Try it now" })).toBeVisible();
    const section = page.getByRole("region", { name: "A real rule, not a template" });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText("The right scoping")).toBeVisible();
    expect(sampleRequests).toHaveLength(1);
    await expect(section.getByRole("tab")).not.toHaveCount(1);
    const core = section.getByRole("tabpanel");
    await expect(core).toContainText("alwaysApply: true");
    await expect(core).toContainText("Stripe");
    await expect(core).not.toContainText("[CONTENT PROTECTED]");
    await section.getByRole("tab", { name: "react.mdc" }).click();
    // Bare: Cursor would keep quotes as part of the pattern.
    await expect(section.getByRole("tabpanel")).toContainText("globs: **/*.tsx,**/*.jsx");
  });

  test("names a native prompt a prompt and sends the chosen version", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Try it now" }).click();
    await page.getByRole("radio", { name: /Native AI Prompts/ }).click();
    await page.getByRole("button", { name: "Step 5: Frameworks" }).click();
    await page.getByRole("button", { name: "React", exact: true }).click();
    // The optional version picker feeds frameworkVersions; "Latest" leaves it out.
    const version = page.getByRole("combobox", { name: "React version" });
    await expect(version).toHaveValue("");
    await version.selectOption("18");
    await page.getByRole("button", { name: "Step 7: Output" }).click();
    const [request] = await Promise.all([
      page.waitForRequest("**/api/generate"),
      page.getByRole("button", { name: "Generate Native AI Prompt" }).click(),
    ]);
    expect(request.postDataJSON().form.frameworkVersions).toEqual({ React: "18" });
    await expect(page.getByText("Your prompt is ready")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create New Prompt" })).toBeVisible();
  });

  test("falls back to the built-in models when the model list fails", async ({ page }) => {
    await page.route("**/api/ai-models", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "INTERNAL", message: "down" } } }),
    );
    await page.goto("/");
    await page.getByRole("button", { name: "Try it now" }).click();
    // The wizard may arrive prerendered: it asks for the models once the visitor uses it.
    await page.getByRole("button", { name: "Step 3: AI model" }).click();
    await expect(toast(page, "Error loading AI models")).toContainText(
      "Using default models instead",
    );
    // Every known target (most used first) plus Custom.
    await expect(page.getByRole("radio")).toHaveCount(28);
    await expect(page.getByRole("radio").first()).toHaveAccessibleName(/^ChatGPT/);
    await expect(page.getByRole("radio", { name: /^GitHub Copilot/ })).toBeVisible();
    await expect(page.getByRole("radio", { name: /^Windsurf/ })).toBeVisible();
  });

  test("speaks German, including the framework hint and the prompt labels", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("rulesmith.language", "de"));
    await page.goto("/");
    await page.getByRole("button", { name: "Jetzt ausprobieren" }).click();
    await expect(page.getByRole("heading", { name: "Erstelle deine KI-Regel" })).toBeVisible();
    await page.getByRole("button", { name: "Schritt 5: Frameworks" }).click();
    // Next moves on from the step shown: pressed before the jump has landed, it left step 1.
    await expect(page.getByText("Schritt 5 von 7")).toBeVisible();
    await page.getByRole("button", { name: "Weiter", exact: true }).click();
    await expect(toast(page, "Wähle ein Framework")).toBeVisible();
    await page.getByRole("button", { name: "Schritt 1: Prompt-Art" }).click();
    await page.getByRole("radio", { name: /Native KI-Prompts/ }).click();
    await page.getByRole("button", { name: "Schritt 7: Ausgabe" }).click();
    await expect(page.getByRole("button", { name: "Nativen KI-Prompt erstellen" })).toBeVisible();
  });
});

test.describe("signed-in user", () => {
  async function signUp(page: Page) {
    const email = `gen-${randomBytes(5).toString("hex")}@example.com`;
    await signUpInUi(page, email, "Gen Tester");
    return email;
  }

  test("generates a full rule (1 token), copies, downloads and saves it", async ({
    page,
    context,
  }) => {
    test.slow();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const email = await signUp(page);
    // Confirmed by the mailed link: no banner, the welcome tokens are there (decision 079).
    await page.goto("/");
    await expect(page.getByText(`Confirm your e-mail address ${email}`)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Get started" })).toBeVisible();
    await expect(page.getByText("Preview for free or create an account")).toHaveCount(0);
    await page.getByRole("button", { name: "Get started" }).click();
    await walkToLastStep(page);
    await expect(page.getByText("You have 3 tokens left.")).toBeVisible();
    // A token is spent, so the waiver of the right of withdrawal is required (in both languages).
    await generateButton(page).click({ force: true });
    await expect(toast(page, "Consent Required")).toContainText(
      "Please confirm that you agree to waive your right of withdrawal.",
    );
    await expect(page.getByText(/Ich stimme zu, dass Rulesmith sofort/)).toBeVisible();
    await page.getByRole("checkbox", { name: /I agree that Rulesmith starts creating/ }).check();
    await generateButton(page).click();

    await expect(toast(page, "Token used")).toContainText("1 token has been deducted");
    await expect(page.locator("h1").first()).toContainText("rules for Cursor");
    await expect(page.getByText("Preview", { exact: true })).toHaveCount(0);
    await expect(page.getByTestId("preview-rest")).toHaveCount(0);
    await expect(page.getByText(/of 500 lines/)).toBeVisible();
    // The meter names where the limit comes from: Cursor documents its 500 lines.
    await expect(page.getByRole("link", { name: "Cursor's documented limit" })).toBeVisible();
    const fileName = page.locator("dd").getByText(/^\.cursor\/rules\/.+\.mdc$/);
    await expect(fileName).toBeVisible();
    // Inline code shows as code, without the typography plugin's literal backticks.
    const inlineCode = page.locator("section p code, section li code").first();
    expect(await inlineCode.evaluate((el) => getComputedStyle(el, "::before").content)).toBe(
      "none",
    );

    await page.getByRole("button", { name: "Copy" }).click();
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).not.toContain("[CONTENT PROTECTED]");
    expect(copied).toContain("alwaysApply: true");
    await expect(page.getByRole("button", { name: "Copy" })).toBeVisible({ timeout: 4000 });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download", exact: true }).click(),
    ]);
    // The single file under its native name: the last segment of the tool's path.
    expect(download.suggestedFilename()).toBe((await fileName.textContent())!.split("/").at(-1));
    const downloaded = await readFile((await download.path())!, "utf8");
    expect(downloaded).toBe(copied);

    // Cursor with React: an always-on core plus a scoped file, zipped with their folders.
    const [zip] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download all (.zip)" }).click(),
    ]);
    expect(zip.suggestedFilename()).toMatch(/^react-frontend-rules-for-cursor.*\.zip$/);
    const entries = unzipSync(await readFile((await zip.path())!));
    const paths = Object.keys(entries);
    expect(paths.length).toBeGreaterThan(1);
    for (const path of paths) expect(path).toMatch(/^\.cursor\/rules\/.+\.mdc$/);
    expect(paths.map((path) => strFromU8(entries[path]!)).join("\n")).toContain("globs:");

    await page.getByRole("button", { name: "Save Rule" }).click();
    const dialog = page.getByRole("dialog", { name: "Save rule" });
    const name = dialog.getByRole("textbox", { name: "Name" });
    const title = (await page.locator("h1").first().textContent())!;
    await expect(name).toHaveValue(title);
    await name.fill("");
    await name.press("Enter");
    await expect(toast(page, "Name required")).toContainText(
      "Please provide a name for your rule.",
    );
    await name.fill("  My salon rules  ");
    await name.press("Enter");
    await expect(dialog).toBeHidden();
    // The title is offered again for the next save; the View Rules toast follows 2 s after saving.
    await page.getByRole("button", { name: "Save Rule" }).click();
    await expect(dialog.getByRole("textbox", { name: "Name" })).toHaveValue(title);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    const saved = toast(page, "Rule saved");
    await expect(saved).toContainText("“My salon rules” is now in your saved rules.", {
      timeout: 5000,
    });
    await saved.getByRole("button", { name: "View Rules" }).click();
    await expect(page).toHaveURL(/\/user\/saved-rules$/);

    // The saved rule kept its files: its dialog offers the same zip (decision 039).
    await page
      .getByTestId("saved-rule-card")
      .filter({ hasText: "My salon rules" })
      .getByRole("button", { name: "View Rule" })
      .click();
    const savedDialog = page.getByRole("dialog", { name: "My salon rules" });
    const [savedZip] = await Promise.all([
      page.waitForEvent("download"),
      savedDialog.getByRole("button", { name: "Download all (.zip)" }).click(),
    ]);
    expect(savedZip.suggestedFilename()).toBe("my-salon-rules.zip");
    const savedPaths = Object.keys(unzipSync(await readFile((await savedZip.path())!)));
    expect(savedPaths.sort()).toEqual([...paths].sort());
  });

  test("is stopped before generating when out of tokens", async ({ page }) => {
    await signUp(page);
    await page.route("**/api/tokens/balance", (route) =>
      route.fulfill({ json: { tokensRemaining: 0 } }),
    );
    await page.goto("/");
    await page.getByRole("button", { name: "Get started" }).click();
    await walkToLastStep(page);
    await expect(page.getByText("You're out of tokens! Add more to generate rules.")).toBeVisible();
    await page.getByRole("checkbox", { name: /I agree that Rulesmith/ }).check();
    await generateButton(page).click();
    const blocked = toast(page, "You're out of tokens");
    await expect(blocked).toContainText("You need at least 1 token to generate a rule.");
    await expect(page.getByText("Step 7 of 7")).toBeVisible();
    await blocked.getByRole("button", { name: "Buy tokens" }).click();
    // The purchase remembers the wizard it began in, so its success page leads back there.
    await expect(page).toHaveURL(/\/user\/purchase-tokens\?return=%2F/);
  });
});
