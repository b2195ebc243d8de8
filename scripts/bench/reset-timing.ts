import {
  APP_PROCESS_SECRET,
  startAppProcess,
  type AppEntry,
} from "../../tests/support/app-process";
import { signUpUsers } from "./load";

/**
 * A reset request for an address with an account must take as long as one for an
 * address without (median difference ≤ 1 ms over 200 tries). Known and unknown requests take
 * turns, one at a time, so both meet the same machine; the unknown addresses are all different.
 */
export interface ResetTimingFigures {
  tries: number;
  knownMedianMs: number;
  unknownMedianMs: number;
  /** known − unknown. */
  differenceMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export async function benchResetTiming(
  env: Record<string, string>,
  { entry = "built" as AppEntry, tries = 200 } = {},
): Promise<ResetTimingFigures> {
  // Room for 2 × `tries` requests from one IP and `tries` for one address within the limits.
  const app = await startAppProcess({ ...env, RATE_LIMIT_SCALE: "200" }, { entry });
  try {
    const [known] = await signUpUsers(app.url, 1, APP_PROCESS_SECRET);
    const request = async (email: string) => {
      const started = performance.now();
      const res = await fetch(`${app.url}/api/auth/request-password-reset`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: app.url },
        body: JSON.stringify({ email, redirectTo: "/reset-password" }),
      });
      await res.arrayBuffer();
      const ms = performance.now() - started;
      if (!res.ok) throw new Error(`reset request answered ${res.status}`);
      // The known address's lookup and mail run after its answer; let them finish, so no request
      // is measured against the previous one's background work.
      await new Promise((resolve) => setTimeout(resolve, 25));
      return ms;
    };
    // Warm both paths (connections, prepared statements) before counting.
    for (let i = 0; i < 20; i++) {
      await request(known!.email);
      await request(`warm-${i}@example.com`);
    }
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (let i = 0; i < tries; i++) {
      // Alternating which goes first, so neither always follows the other's background work.
      if (i % 2) {
        knownMs.push(await request(known!.email));
        unknownMs.push(await request(`nobody-${i}-${Date.now()}@example.com`));
      } else {
        unknownMs.push(await request(`nobody-${i}-${Date.now()}@example.com`));
        knownMs.push(await request(known!.email));
      }
    }
    const knownMedianMs = median(knownMs);
    const unknownMedianMs = median(unknownMs);
    return { tries, knownMedianMs, unknownMedianMs, differenceMs: knownMedianMs - unknownMedianMs };
  } finally {
    await app.stop();
  }
}
