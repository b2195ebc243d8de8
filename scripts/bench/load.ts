import { createEmailVerificationToken } from "better-auth/api";
import autocannon from "autocannon";
import { createWizardForm } from "../../tests/factories/wizard-form";

export interface LoadFigures {
  requestsPerSecond: number;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Signs up `count` accounts over HTTP, a few at a time, and returns each one's session cookie. */
/**
 * Signs up `count` users and confirms each address (as the mailed link would, with a token minted
 * from the app's secret), so they hold their welcome tokens and generate for real (decision 024).
 */
export async function signUpUsers(
  baseUrl: string,
  count: number,
  secret: string,
): Promise<string[]> {
  const runId = Date.now().toString(36);
  const signUp = async (i: number) => {
    const email = `bench-${runId}-${i}@example.com`;
    const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseUrl },
      body: JSON.stringify({ email, password: "bench-password-1", name: `Bench ${i}` }),
    });
    if (!res.ok) throw new Error(`bench sign-up failed: ${res.status} ${await res.text()}`);
    const token = await createEmailVerificationToken(secret, email);
    const verified = await fetch(`${baseUrl}/api/auth/verify-email?token=${token}`, {
      redirect: "manual",
    });
    if (verified.status >= 400) throw new Error(`bench verification failed: ${verified.status}`);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  };
  const cookies: string[] = [];
  for (let i = 0; i < count; i += 5) {
    const batch = Array.from({ length: Math.min(5, count - i) }, (_, j) => signUp(i + j));
    cookies.push(...(await Promise.all(batch)));
  }
  return cookies;
}

export type Route = "health" | "balance" | "generate";

const routes: Record<Route, { method: "GET" | "POST"; path: string; signedIn: boolean }> = {
  health: { method: "GET", path: "/api/health", signedIn: false },
  balance: { method: "GET", path: "/api/tokens/balance", signedIn: true },
  generate: { method: "POST", path: "/api/generate", signedIn: true },
};

/**
 * Loads one route from `connections` keep-alive connections, for `seconds` or until `amount`
 * requests. Signed-in routes take the sessions in turn, so the requests in flight belong to as
 * many different users as there are connections (one user's requests would queue on its row lock).
 */
export async function loadRoute(
  baseUrl: string,
  route: Route,
  cookies: string[],
  run: { connections: number } & ({ seconds: number } | { amount: number }),
): Promise<LoadFigures> {
  const { method, path, signedIn } = routes[route];
  let turn = 0;
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    connections: run.connections,
    ...("seconds" in run ? { duration: run.seconds } : { amount: run.amount }),
    requests: [
      {
        method,
        headers: { "Content-Type": "application/json", Origin: baseUrl },
        ...(method === "POST"
          ? { body: JSON.stringify({ form: createWizardForm(), language: "en" }) }
          : {}),
        ...(signedIn
          ? {
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, Cookie: cookies[turn++ % cookies.length]! },
              }),
            }
          : {}),
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
