/**
 * `npm run detect -- <dir>`: the facts of a project folder as JSON, read by the same pure
 * reader as the browser's import (docs/product/project-import.md).
 */
import { resolve } from "node:path";
import { detectProject } from "#engine/project/index";
import { walkProject } from "./walk-project";

const dir = resolve(process.argv[2] ?? ".");
const { files, capped } = await walkProject(dir);
const facts = detectProject(files, { origin: { kind: "files" }, capped });
process.stdout.write(`${JSON.stringify(facts, null, 2)}\n`);
