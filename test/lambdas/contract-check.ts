// Every answer the backend suites receive is checked against the API contract: a success body
// against the route's response schema (contract/responses.ts), an error body against ApiError.
// support.ts's `local()` and `http()` run every response through here, so each dynalite test run
// is also a contract test; the counts show how many answers of each route were checked.
import type * as z from 'zod';
import { ApiError, RESPONSE_BODIES } from '../../contract/api.js';
import { matchRoute } from '../../lambdas/http/routes.js';

/** Answers checked per route key ("METHOD /path"), for the contract test's report. */
export const checkedAnswers = new Map<string, number>();

/** Throws when `body` is not what the contract says `method path` answers with `status`. */
export function checkAnswer(method: string, path: string, status: number, raw: string): void {
  const pathOnly = path.split('?')[0];
  let m: ReturnType<typeof matchRoute>;
  try {
    m = matchRoute(method, pathOnly);
  } catch {
    m = null;
  }
  if (!m || m === 'method') return;
  const key = `${m.route.method} ${m.route.path}`;
  const want = RESPONSE_BODIES.get(key);
  if (!want) throw new Error(`The contract names no answer for ${key}.`);
  if (status >= 300) {
    const r = ApiError.safeParse(JSON.parse(raw));
    if (!r.success)
      throw new Error(
        `${method} ${path} answered ${status} with a body outside the contract's ApiError: ${r.error.message}\n${raw.slice(0, 500)}`,
      );
  } else if (want !== 'text') {
    const schemas: readonly z.ZodType[] = Array.isArray(want) ? want : [want as z.ZodType];
    const body: unknown = JSON.parse(raw);
    const results = schemas.map((s) => s.safeParse(body));
    if (!results.some((r) => r.success)) {
      throw new Error(
        `${method} ${path} answered ${status} with a body outside the contract: ${results.map((r) => r.error?.message).join(' / ')}\n${raw.slice(0, 500)}`,
      );
    }
  }
  checkedAnswers.set(key, (checkedAnswers.get(key) ?? 0) + 1);
}
