import { describe, expect, it } from "vitest";
import { dropContradictedByNotes, forbiddenTerms } from "./notes-override";
import { createSection, TRIM } from "./sections/section";

describe("notes override engine rules", () => {
  it("reads what a note forbids, in English and German", () => {
    expect(forbiddenTerms("No default exports.")).toEqual([["default", "export"]]);
    expect(forbiddenTerms("Don't use TanStack Query; we use SWR.")).toEqual([
      ["tanstack", "query"],
    ]);
    expect(forbiddenTerms("Never use Redux for state.")).toEqual([["redux"]]);
    expect(forbiddenTerms("Keine Klassen.")).toEqual([["klassen"]]);
    expect(forbiddenTerms("Use Zod instead of Yup schemas.")).toEqual([["yup", "schema"]]);
  });

  it("ignores short single words that would knock out too much", () => {
    expect(forbiddenTerms("No any types.")).toEqual([]);
    expect(forbiddenTerms("Use pnpm.")).toEqual([]);
  });

  it("drops the engine rules that name a forbidden thing and keeps the notes", () => {
    const react = createSection(
      "framework:react",
      "React",
      { rules: ["Use TanStack Query for remote data.", "Give list items stable keys."] },
      TRIM.framework,
    );
    const notes = createSection(
      "project-rules",
      "Project rules",
      { rules: ["Don't use TanStack Query."] },
      TRIM.projectRules,
    );
    const [kept, ownNotes] = dropContradictedByNotes(forbiddenTerms("Don't use TanStack Query."), [
      react,
      notes,
    ]);
    expect(kept?.rules).toEqual(["Give list items stable keys."]);
    expect(ownNotes?.rules).toEqual(["Don't use TanStack Query."]);
  });
});
