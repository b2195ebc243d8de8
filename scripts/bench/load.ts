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

export interface BenchUser {
  email: string;
  /** The session cookie from following its confirmation link. */
  cookie: string;
  /** Where its anonymous requests claim to come from (the app trusts one proxy hop). */
  ip: string;
}

const PASSWORD = "bench-password-1";

/**
 * Signs up `count` users and confirms each address (as the mailed link would, with a token minted
 * from the app's secret), so they hold their welcome tokens and generate for real (decision 024).
 */
export async function signUpUsers(
  baseUrl: string,
  count: number,
  secret: string,
): Promise<BenchUser[]> {
  const runId = Date.now().toString(36);
  const signUp = async (i: number) => {
    const email = `bench-${runId}-${i}@example.com`;
    const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseUrl },
      body: JSON.stringify({ email, password: PASSWORD, name: `Bench ${i}` }),
    });
    if (!res.ok) throw new Error(`bench sign-up failed: ${res.status} ${await res.text()}`);
    const token = await createEmailVerificationToken(secret, email);
    const verified = await fetch(`${baseUrl}/api/auth/verify-email?token=${token}`, {
      redirect: "manual",
    });
    if (verified.status >= 400) throw new Error(`bench verification failed: ${verified.status}`);
    // The link signs in; sign-up itself does not (decision 079).
    const cookie = verified.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return { email, cookie, ip: `10.13.${i >> 8}.${i & 255}` };
  };
  const users: BenchUser[] = [];
  for (let i = 0; i < count; i += 5) {
    const batch = Array.from({ length: Math.min(5, count - i) }, (_, j) => signUp(i + j));
    users.push(...(await Promise.all(batch)));
  }
  return users;
}

export type Route = "health" | "balance" | "generate" | "preview" | "signIn";

const generateBody = JSON.stringify({ form: createWizardForm(), language: "en" });
const withSession = (user: BenchUser) => ({ headers: { Cookie: user.cookie } });
// Many visitors, as many IPs: one IP's requests would all queue on one counter (decision 044).
const fromOwnIp = (user: BenchUser) => ({ headers: { "X-Forwarded-For": user.ip } });

/** Each route's request; `perUser` makes the parts that belong to the user whose turn it is. */
const routes: Record<
  Route,
  {
    method: "GET" | "POST";
    path: string;
    body?: string;
    perUser?: (user: BenchUser) => { headers: Record<string, string>; body?: string };
  }
> = {
  health: { method: "GET", path: "/api/health" },
  balance: { method: "GET", path: "/api/tokens/balance", perUser: withSession },
  generate: { method: "POST", path: "/api/generate", body: generateBody, perUser: withSession },
  // A visitor's masked preview, counted against its IP's limit.
  preview: { method: "POST", path: "/api/generate", body: generateBody, perUser: fromOwnIp },
  signIn: {
    method: "POST",
    path: "/api/auth/sign-in/email",
    perUser: (user) => ({
      ...fromOwnIp(user),
      body: JSON.stringify({ email: user.email, password: PASSWORD }),
    }),
  },
};

/**
 * Loads one route from `connections` keep-alive connections, for `seconds` or until `amount`
 * requests. Per-user routes take the users in turn, so the requests in flight belong to as many
 * different users as there are connections (one user's requests would queue on its row lock).
 */
export async function loadRoute(
  baseUrl: string,
  route: Route,
  users: BenchUser[],
  run: { connections: number } & ({ seconds: number } | { amount: number }),
): Promise<LoadFigures> {
  const { method, path, body, perUser } = routes[route];
  let turn = 0;
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    connections: run.connections,
    ...("seconds" in run ? { duration: run.seconds } : { amount: run.amount }),
    requests: [
      {
        method,
        headers: { "Content-Type": "application/json", Origin: baseUrl },
        ...(body ? { body } : {}),
        ...(perUser
          ? {
              setupRequest: (request) => {
                const own = perUser(users[turn++ % users.length]!);
                return {
                  ...request,
                  headers: { ...request.headers, ...own.headers },
                  ...(own.body ? { body: own.body } : {}),
                };
              },
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
