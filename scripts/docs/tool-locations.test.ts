import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { aiModelIds } from "#contract/wizard-options";
import { targetProfiles } from "#engine/targets/index";
import { TOOL_LOCATIONS_FILE, toolLocations, toolLocationsJson } from "./tool-locations";

describe("the documentation's table of tool locations", () => {
  it("is the engine's target list as it is now (else run npx tsx scripts/docs/tool-locations.ts)", () => {
    expect(readFileSync(TOOL_LOCATIONS_FILE, "utf8")).toBe(toolLocationsJson());
  });

  it("has one row per target, with the file each rule-file tool reads", () => {
    const rows = toolLocations();
    expect(rows.map((row) => row.id)).toEqual([...aiModelIds]);
    const cursor = rows.find((row) => row.id === "Cursor");
    expect(cursor?.file).toBe(targetProfiles.Cursor.file("<name>"));
    expect(cursor?.scoped).toBe(".cursor/rules/<framework>.mdc");
    expect(rows.find((row) => row.id === "Aider")?.config).toBe(".aider.conf.yml");
    for (const row of rows) {
      expect(row.file === null, row.id).toBe(targetProfiles[row.id].form !== "rule-file");
      expect(row.destination.en, row.id).not.toContain("{file}");
    }
  });
});
