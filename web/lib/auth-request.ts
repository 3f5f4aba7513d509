// next-auth 4 reads `callbackUrl` (query, body and cookie) and the body's fields as they come: a URL
// it cannot parse, a JSON field of another type or a broken JSON body throws inside it (a 500).
// These checks answer such a request 400 before next-auth sees it.
import { readableCallbackUrl } from './safe-next';

/** Larger than any form next-auth's pages post (an email, a CSRF token, a callback URL). */
export const MAX_AUTH_BODY = 16 * 1024;

/** Why next-auth's fields are refused, or null: each key once, each value a string, the callback URL readable. */
function fieldsProblem(entries: [string, unknown][]): string | null {
  const keys = new Set<string>();
  for (const [k, v] of entries) {
    if (keys.has(k)) return `${k.slice(0, 40)} is given more than once.`;
    keys.add(k);
    if (typeof v !== 'string') return `${k.slice(0, 40)} is not a string.`;
    if (k === 'callbackUrl' && !readableCallbackUrl(v)) return 'callbackUrl is not a path or a web address.';
  }
  return null;
}

/** Why a request to next-auth's routes is refused (a 400), or null when next-auth may have it. */
export async function authRequestProblem(req: Request): Promise<string | null> {
  const query = fieldsProblem([...new URL(req.url).searchParams]);
  if (query || req.method !== 'POST') return query;
  if (Number(req.headers.get('content-length') ?? 0) > MAX_AUTH_BODY) return 'The body is too large.';
  const type = req.headers.get('content-type') ?? '';
  const json = type.includes('application/json');
  // next-auth reads only these two kinds of body.
  if (!json && !type.includes('application/x-www-form-urlencoded')) return null;
  const text = await req.clone().text();
  if (text.length > MAX_AUTH_BODY) return 'The body is too large.';
  if (!json) return fieldsProblem([...new URLSearchParams(text)]);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'The body is not JSON.';
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'The body is not an object of fields.';
  return fieldsProblem(Object.entries(body));
}
