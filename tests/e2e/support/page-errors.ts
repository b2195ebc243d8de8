import type { Page } from "@playwright/test";

/** Console and page errors of `page`, collected from now on (a hydration mismatch is one). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}
