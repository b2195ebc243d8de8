import { describe, expect, it } from "vitest";
import { detectProject } from "#engine/project/index";
import { loadCorpus, scoreFacts, type Score } from "./project-corpus";
import { walkProject } from "./walk-project";

const corpus = loadCorpus();
const scores: Score[] = [];

describe("the project reader on real applications", () => {
  it("has a corpus of at least 12 applications", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(12);
  });

  for (const fixture of corpus) {
    it(`${fixture.repository}: ${fixture.stack.split(":")[0]}`, async () => {
      const { files, capped } = await walkProject(fixture.dir);
      const facts = detectProject(files, { origin: { kind: "files" }, capped });
      const score = scoreFacts(facts, fixture.expected);
      scores.push(score);
      expect(score.differences).toEqual([]);
    });
  }

  it("scores frameworks F1, exact versions and verbatim commands across the corpus", () => {
    const sum = (pick: (score: Score) => number) => scores.reduce((total, s) => total + pick(s), 0);
    const hit = sum((s) => s.frameworks.hit);
    const precision = hit / (hit + sum((s) => s.frameworks.extra));
    const recall = hit / (hit + sum((s) => s.frameworks.missed));
    const f1 = (2 * precision * recall) / (precision + recall);
    const versions = sum((s) => s.versions.exact) / sum((s) => s.versions.of);
    const commands = sum((s) => s.commands.exact) / sum((s) => s.commands.of);
    console.info(
      `corpus of ${scores.length}: frameworks F1 ${f1.toFixed(3)}, exact versions ${versions.toFixed(3)}, verbatim commands ${commands.toFixed(3)}`,
    );
    expect(f1).toBeGreaterThanOrEqual(0.95);
    expect(versions).toBeGreaterThanOrEqual(0.95);
    expect(commands).toBeGreaterThanOrEqual(0.95);
  });
});
