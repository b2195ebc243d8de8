import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  levelFor,
  nextUpdateDelay,
  overallLevel,
  simulateServerStatus,
  type ServerStatus,
} from "./simulate-server-status";

const unit = fc.double({ min: 0, max: 0.9999999, noNaN: true });

describe("simulated server status", () => {
  it("keeps every value inside the spec's ranges", () => {
    fc.assert(
      fc.property(fc.array(unit, { minLength: 6, maxLength: 6 }), (rolls) => {
        let i = 0;
        const s = simulateServerStatus(() => rolls[i++ % rolls.length]!);
        expect(s.cpuPercent).toBeGreaterThanOrEqual(15);
        expect(s.cpuPercent).toBeLessThanOrEqual(95);
        expect(s.ramGb).toBeGreaterThanOrEqual(8);
        expect(s.ramGb).toBeLessThanOrEqual(28);
        expect(s.activeUsers).toBeGreaterThanOrEqual(180);
        expect(s.activeUsers).toBeLessThanOrEqual(320);
        expect(s.powerWatts).toBeGreaterThanOrEqual(750);
        expect(s.powerWatts).toBeLessThanOrEqual(950);
        expect(s.aiLoadPercent).toBeGreaterThanOrEqual(10);
        expect(s.aiLoadPercent).toBeLessThanOrEqual(85);
        expect(["online", "busy", "maintenance"]).toContain(s.aiStatus);
      }),
    );
  });

  it("reaches both ends of each range", () => {
    expect(simulateServerStatus(() => 0)).toMatchObject({
      cpuPercent: 15,
      ramGb: 8,
      activeUsers: 180,
      powerWatts: 750,
      aiLoadPercent: 10,
      aiStatus: "online",
    });
    expect(simulateServerStatus(() => 0.9999999)).toMatchObject({
      cpuPercent: 95,
      ramGb: 28,
      activeUsers: 320,
      powerWatts: 950,
      aiLoadPercent: 85,
      aiStatus: "maintenance",
    });
  });

  it("updates every 2 to 3 seconds", () => {
    expect(nextUpdateDelay(() => 0)).toBe(2000);
    expect(nextUpdateDelay(() => 0.9999999)).toBe(3000);
  });

  it("colours above 60 as warning and above 80 as alert", () => {
    expect(levelFor(60)).toBe("ok");
    expect(levelFor(61)).toBe("warning");
    expect(levelFor(80)).toBe("warning");
    expect(levelFor(81)).toBe("alert");
  });

  it("takes the worst metric for the badge", () => {
    const calm: ServerStatus = {
      cpuPercent: 20,
      ramGb: 10,
      activeUsers: 200,
      powerWatts: 800,
      aiLoadPercent: 20,
      aiStatus: "online",
    };
    expect(overallLevel(calm)).toBe("ok");
    expect(overallLevel({ ...calm, aiLoadPercent: 70 })).toBe("warning");
    expect(overallLevel({ ...calm, cpuPercent: 90 })).toBe("alert");
    expect(overallLevel({ ...calm, ramGb: 27 })).toBe("alert");
    expect(overallLevel({ ...calm, aiStatus: "maintenance" })).toBe("warning");
  });
});
