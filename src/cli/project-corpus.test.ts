import { describe, expect, it } from "vitest";
import { detectProject } from "#engine/project/index";
import {
  aggregate,
  describeAggregate,
  loadCorpus,
  scoreFacts,
  type Fixture,
  type Score,
} from "./project-corpus";
import { walkProject } from "./walk-project";

const corpus = loadCorpus();
const scores: { fixture: Fixture; score: Score }[] = [];
const sorted = (lines: readonly string[]) => [...lines].sort();

describe("the project reader on real applications", () => {
  it("has a corpus of at least 12 applications", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(12);
  });

  for (const fixture of corpus) {
    it(`${fixture.repository}: ${fixture.stack.split(":")[0]}`, async () => {
      const { files, capped } = await walkProject(fixture.dir);
      const facts = detectProject(files, { origin: { kind: "files" }, capped });
      const score = scoreFacts(facts, fixture.expected);
      scores.push({ fixture, score });
      if (fixture.blind) {
        const { frameworks, versions, commands } = score;
        console.info(
          `blind ${fixture.slug}: frameworks hit ${frameworks.hit}, extra ${frameworks.extra}, missed ${frameworks.missed}; exact versions ${versions.exact}/${versions.of}; verbatim commands ${commands.exact}/${commands.of}`,
        );
      }
      // The known gaps, no more and no fewer: a fixed gap and a new miss both fail until
      // fixture.json's readerGaps says so.
      expect(sorted(score.differences)).toEqual(sorted(fixture.readerGaps));
    });
  }

  it("scores frameworks F1, exact versions and verbatim commands across the corpus", () => {
    const all = aggregate(scores.map((s) => s.score));
    const written = aggregate(scores.filter((s) => !s.fixture.blind).map((s) => s.score));
    const blind = aggregate(scores.filter((s) => s.fixture.blind).map((s) => s.score));
    console.info(describeAggregate("whole corpus", all));
    console.info(describeAggregate("fixtures written with the reader in view", written));
    console.info(describeAggregate("blind fixtures", blind));
    expect(all.frameworksF1).toBeGreaterThanOrEqual(0.95);
    expect(all.versions).toBeGreaterThanOrEqual(0.95);
    expect(all.commands).toBeGreaterThanOrEqual(0.95);
  });
});
