import { describe, expect, it } from "vitest";
import { renderCommand, toolchains } from "./toolchains";

describe("toolchains", () => {
  it("fills script and executor placeholders for the package manager", () => {
    expect(renderCommand("{run:dev}", "npm")).toBe("`npm run dev`");
    expect(renderCommand("{run:test}", "npm")).toBe("`npm test`");
    expect(renderCommand("{run:dev}", "pnpm")).toBe("`pnpm dev`");
    expect(renderCommand("{run:dev}", "bun")).toBe("`bun run dev`");
    expect(renderCommand("{x:tsc --noEmit}", "npm")).toBe("`npx tsc --noEmit`");
    expect(renderCommand("{x:tsc --noEmit}", "pnpm")).toBe("`pnpm exec tsc --noEmit`");
    expect(renderCommand("{x:pytest}", "uv")).toBe("`uv run pytest`");
    expect(renderCommand("{x:pytest}", "pip")).toBe("`pytest`");
  });

  it("keeps a trailing remark outside the code span", () => {
    expect(renderCommand("./gradlew bootRun (Maven: `./mvnw spring-boot:run`)", "gradle")).toBe(
      "`./gradlew bootRun` (Maven: `./mvnw spring-boot:run`)",
    );
  });

  it("gives every toolchain a test command and a formatter", () => {
    for (const toolchain of Object.values(toolchains)) {
      expect(toolchain.commands.test, toolchain.id).toBeTruthy();
      for (const language of ["en", "de"] as const) {
        expect(toolchain.style[language].length, toolchain.id).toBeGreaterThan(0);
        expect(toolchain.style[language].length, toolchain.id).toBe(toolchain.style.en.length);
      }
      expect(toolchain.managers.length, toolchain.id).toBeGreaterThan(0);
    }
  });
});
