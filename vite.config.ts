import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";
import { precompress } from "./scripts/build/precompress.ts";

const apiPort = process.env.PORT ?? "3000";
/** The project reader and its parsers: no module of theirs does anything when imported. */
const PURE_MODULES = /[\\/](src[\\/]engine[\\/]project|node_modules[\\/](yaml|smol-toml))[\\/]/;
/**
 * Web test files share one jsdom and module graph (decision 109), except those that mock a
 * module: a module another file loaded first would keep the real one.
 */
const webTestsMockingModules = readdirSync("src/web", { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/web/${file.replaceAll("\\", "/")}`)
  .filter((file) => readFileSync(file, "utf8").includes("vi.mock("));

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src/web", import.meta.url)) } },
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      // The app, and the one script a prerendered page runs until the visitor uses it (decision 108).
      input: { index: "index.html", "start-on-intent": "src/web/start-on-intent.ts" },
      // The project reader is pure (docs/architecture.md), and so are its two parsers: nothing
      // runs on import. Marked so, a chunk that uses only the reader's small helpers (the wizard's
      // applyFacts) leaves the rest to the reader's lazy chunk (decision 077). Every other module
      // keeps the default (undefined: its package.json and the bundler decide).
      treeshake: {
        moduleSideEffects: (id) => (PURE_MODULES.test(id) ? false : undefined),
      },
      output: {
        // Fewer, larger first-load requests (decisions 003 and 041): the libraries every page
        // needs, the rest of what the entry loads, and the icons, one chunk each.
        codeSplitting: {
          groups: [
            {
              name: "vendor",
              priority: 2,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|i18next-resources-to-backend|use-sync-external-store|tailwind-merge|clsx)[\\/]/,
            },
            // What the start script of a prerendered page shares with the app (decisions 108, 134, 142).
            {
              name: "start-on-intent-shared",
              priority: 3,
              test: /src[\\/](web[\\/]lib[\\/](start-on-intent-signals|live-decoration|form-session)|web[\\/]i18n[\\/]language-storage|contract[\\/](languages|wizard-address)|web[\\/]features[\\/]typewriter[\\/]typewriter-machine)\.ts$/,
            },
            // Named, so the landing budget test can tell that zod stayed out of the landing.
            { name: "zod", test: /node_modules[\\/]zod[\\/]/ },
            {
              name: "shell",
              priority: 1,
              tags: ["$initial"],
              // The entry itself stays the entry chunk.
              test: (id) =>
                !id.endsWith("index.html") &&
                !id.endsWith("src/web/main.tsx") &&
                !id.endsWith("src/web/start-on-intent.ts") &&
                // Only the start script runs it: it stays in the start script's chunk.
                !id.endsWith("src/web/start-decoration.ts"),
            },
            // Icons used after the first load stay with the chunks that use them.
            { name: "icons", tags: ["$initial"], test: /node_modules[\\/]lucide-react[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": `http://localhost:${apiPort}` },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: [
            "src/{server,engine,contract,cli}/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/lint/**/*.test.ts",
          ],
          // One module graph per worker; every file still opens its own database (decision 109).
          isolate: false,
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
          // One migrated database per run, each file's copied from it (decisions 099, 143).
          globalSetup: ["tests/setup/migrated-database.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          environment: "jsdom",
          include: ["src/web/**/*.test.{ts,tsx}"],
          exclude: [...configDefaults.exclude, ...webTestsMockingModules],
          isolate: false,
          setupFiles: [
            "tests/setup/fail-on-console-error.ts",
            "tests/setup/i18n.ts",
            "tests/setup/fresh-page.ts",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "web-mocks",
          environment: "jsdom",
          include: webTestsMockingModules,
          setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/setup/i18n.ts"],
        },
      },
    ],
  },
});
