import { describe, expect, it } from "vitest";
import { versionChoices, withFrameworkVersion } from "./framework-versions";
import { labelContext } from "./label-context";

describe("framework versions", () => {
  it("offers a version only for chosen frameworks with version-specific rules", () => {
    expect(versionChoices(["Bootstrap", "Next.js", "TailwindCSS"])).toEqual([
      { framework: "Next.js", versions: ["16", "15", "14"] },
      { framework: "TailwindCSS", versions: ["4", "3"] },
    ]);
    expect(versionChoices(["Bootstrap", "FastAPI"])).toEqual([]);
  });

  it("pins a version, drops it again for latest, and forgets frameworks no longer chosen", () => {
    const chosen = ["React", "Next.js"];
    const pinned = withFrameworkVersion(chosen, undefined, "Next.js", "15");
    expect(pinned).toEqual({ "Next.js": "15" });
    expect(withFrameworkVersion(chosen, pinned, "React", "18")).toEqual({
      "Next.js": "15",
      React: "18",
    });
    expect(withFrameworkVersion(chosen, pinned, "Next.js", undefined)).toBeUndefined();
    expect(withFrameworkVersion(["React"], { "Next.js": "15" }, "React", "19")).toEqual({
      React: "19",
    });
  });
});

describe("label context", () => {
  it("calls a native prompt a prompt and leaves rules as they are", () => {
    expect(labelContext("NativePrompt")).toBe("prompt");
    expect(labelContext("Rules")).toBeUndefined();
  });
});
