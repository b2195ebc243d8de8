import { afterEach, beforeEach, vi } from "vitest";

// A stray console.error means something went wrong that no assertion caught.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) {
    throw new Error(`console.error was called: ${errors.map((a) => a.join(" ")).join("\n")}`);
  }
});
