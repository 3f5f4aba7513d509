// The web app in its deployed form, for the rehearsal: the standalone Next.js server from the CDK
// asset (what the function's run.sh starts) in its own process, with only the environment the
// template and the Lambda runtime give it, on the rehearsal's clock (clock-preload.mjs). Then one
// player's visit with plain HTTP, as a browser without JavaScript makes it: next-auth's email
// sign-in (CSRF token, the magic link from the mail SES took, the session cookie) and the table of
// a game rendered on the server.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SentMail } from './surface.js';

const HOST = '127.0.0.1';
const preload = pathToFileURL(path.join(import.meta.dirname, 'clock-preload.mjs')).href;

export interface DeployedWebOptions {
  /** The asset folder as the CDK app stages it: run.sh, web/server.js, web/.next/static, web/public. */
  assetDir: string;
  /** The function's environment (the template's variables and what the Lambda runtime sets); nothing else is passed but PATH. */
  env: Record<string, string>;
  /** The port the adapter would set in PORT (default: a free one). */
  port?: number;
  /** The rehearsal clock's offset at start (ms, default 0). */
  clockOffsetMs?: number;
  /** Each line the server prints (default: kept only for an error message). */
  log?: (line: string) => void;
  /** How long to wait for the first answer (default 60 s). */
  readyWithinMs?: number;
}

export interface DeployedWeb {
  url: string;
  /** Milliseconds from the spawn to the first answer. */
  startMs: number;
  /** Moves the server's clock to real time + `ms`; resolves once the server has taken it. */
  setClockOffset(ms: number): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((ok, fail) => {
    srv.once('error', fail);
    srv.listen(0, HOST, () => ok());
  });
  const address = srv.address();
  await new Promise<void>((ok) => srv.close(() => ok()));
  if (address === null || typeof address === 'string') throw new Error('No port from a trial listen.');
  return address.port;
}

/** The server's output, line by line, to `log` and to a short tail kept for error messages. */
function collectOutput(child: ChildProcess, log: ((line: string) => void) | undefined): string[] {
  const tail: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.trim()) continue;
        log?.(line);
        tail.push(line);
        if (tail.length > 40) tail.shift();
      }
    });
  }
  return tail;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Waits as the Lambda Web Adapter's readiness check does: GET / until it answers below 500. */
async function waitUntilReady(url: string, child: ChildProcess, tail: string[], withinMs: number): Promise<void> {
  const stopAt = Date.now() + withinMs;
  let last = 'no answer';
  while (Date.now() < stopAt) {
    if (exited(child))
      throw new Error(
        `The web server exited (${child.signalCode ?? child.exitCode}) before answering:\n${tail.join('\n')}`,
      );
    try {
      const res = await fetch(`${url}/`, { redirect: 'manual' });
      await res.arrayBuffer();
      if (res.status < 500) return;
      last = `HTTP ${res.status}`;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The web server did not answer at ${url} within ${withinMs / 1000} s (${last}):\n${tail.join('\n')}`);
}

/** Starts `node web/server.js` in the asset folder as run.sh does, and waits until it answers. */
export async function startDeployedWeb(o: DeployedWebOptions): Promise<DeployedWeb> {
  const server = path.join(o.assetDir, 'web', 'server.js');
  if (!existsSync(server)) throw new Error(`No web/server.js in the asset folder ${o.assetDir}.`);
  const port = o.port ?? (await freePort());
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', preload, server], {
    cwd: o.assetDir,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: {
      ...o.env,
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      PORT: String(port),
      // The adapter reaches the server on the loopback address.
      HOSTNAME: HOST,
      REHEARSAL_CLOCK_OFFSET_MS: String(o.clockOffsetMs ?? 0),
    },
  });
  const tail = collectOutput(child, o.log);
  const gone = new Promise<void>((ok) => child.once('exit', () => ok()));
  const stop = async () => {
    if (exited(child)) return;
    child.kill('SIGTERM');
    const hard = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await gone;
    clearTimeout(hard);
  };
  const url = `http://${HOST}:${port}`;
  try {
    await waitUntilReady(url, child, tail, o.readyWithinMs ?? 60_000);
  } catch (e) {
    await stop();
    throw e;
  }
  const startMs = performance.now() - t0;

  const setClockOffset = (offsetMs: number) =>
    new Promise<void>((ok, fail) => {
      if (exited(child)) {
        fail(new Error('The web server has exited: its clock cannot be set.'));
        return;
      }
      const taken = (m: unknown) => {
        if (
          typeof m === 'object' &&
          m !== null &&
          Reflect.get(m, 'type') === 'clock-set' &&
          Reflect.get(m, 'offsetMs') === offsetMs
        ) {
          child.off('message', taken);
          ok();
        }
      };
      child.on('message', taken);
      child.send({ type: 'clock', offsetMs }, (e) => {
        if (e) {
          child.off('message', taken);
          fail(e);
        }
      });
    });

  return { url, startMs, setClockOffset, stop };
}

/** The cookies a browser would keep for one site (name → value), fed from each answer's Set-Cookie. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const expired = attributes.some(
        (a) =>
          /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(a) ||
          (/^\s*expires\s*=/i.test(a) && Date.parse(a.split('=').slice(1).join('=')) < Date.now()),
      );
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(eq + 1).trim());
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** A cookie whose name ends with `suffix` (next-auth prefixes `__Secure-` on https). */
  find(suffix: string): string | undefined {
    for (const [k, v] of this.cookies) if (k.endsWith(suffix)) return v;
    return undefined;
  }
}

export interface TableVisit {
  url: string;
  email: string;
  /** Every mail SES has taken so far (the sign-in link is read from the newest one to `email`). */
  mails: () => Promise<SentMail[]>;
  gameId: string;
  /** Text the table must show besides its fixed parts: the seats' names, the kingdom's card names. */
  expectText?: string[];
  /** How long to wait for the sign-in mail (default 30 s). */
  mailWithinMs?: number;
}

export interface TableVisitResult {
  signedIn: boolean;
  tableStatus: number;
  /** What was found on the table, one line each. */
  checks: string[];
  /** Milliseconds: from the CSRF request to the session cookie; the table's GET alone. */
  signInMs: number;
  renderMs: number;
}

/** Parts every table shows, whatever the game: the Supply with its basic piles, the players, a decision or the result. */
const TABLE_MARKS: readonly [what: string, html: RegExp][] = [
  ['the Supply', /<h2[^>]*id="supply-h"[^>]*>Supply<\/h2>/],
  ['the basic piles', /aria-label="Basic piles"/],
  ['the kingdom piles', /aria-label="Kingdom piles"/],
  ["the viewer's seat", /<h2[^>]*id="me-h"[^>]*>You \(/],
  ['the other players', /<h2[^>]*id="others-h"[^>]*>Other players<\/h2>/],
  ['the decision box or the result', /aria-label="Your decision"|id="result-h"/],
];

/** The page's text with React's entity escapes undone, for matching names. */
const unescapeHtml = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Signs `email` in through next-auth's email provider with plain HTTP, then GETs My games (it must list the game), the game's table and its history, and checks them. */
export async function signInAndRenderTable(v: TableVisit): Promise<TableVisitResult> {
  const jar = new CookieJar();
  const site = new URL(v.url);
  const get = async (target: string) => {
    const res = await fetch(new URL(target, site), { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(res);
    return res;
  };

  const t0 = performance.now();
  const mailsBefore = (await v.mails()).length;
  const csrfRes = await get('/api/auth/csrf');
  const csrf: unknown = await csrfRes.json().catch(() => null);
  const csrfToken: unknown = typeof csrf === 'object' && csrf !== null ? Reflect.get(csrf, 'csrfToken') : undefined;
  if (csrfRes.status !== 200 || typeof csrfToken !== 'string')
    throw new Error(`GET /api/auth/csrf answered ${csrfRes.status} without a CSRF token.`);

  const tablePath = `/games/${encodeURIComponent(v.gameId)}`;
  const signIn = await fetch(new URL('/api/auth/signin/email', site), {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: v.email, csrfToken, callbackUrl: new URL(tablePath, site).href }),
  });
  jar.take(signIn);
  await signIn.arrayBuffer();
  // Sent: next-auth's own verify-request page (which leads on to the site's check-email page).
  const checkEmail = signIn.headers.get('location') ?? '';
  if (signIn.status !== 302 || /[?&]error=/.test(checkEmail) || !/\/(verify-request|check-email)\b/.test(checkEmail)) {
    throw new Error(
      `POST /api/auth/signin/email answered ${signIn.status} → "${checkEmail}", not "check your email" (an error= names next-auth's reason: EmailSignin is a failed SendEmail).`,
    );
  }

  const link = await magicLink(v, mailsBefore);
  if (!link.startsWith(`${site.origin}/`))
    throw new Error(
      `The sign-in link ${link} does not lead to the site ${site.origin} (next-auth built it from another origin).`,
    );
  let res = await get(link);
  // next-auth answers the link with a redirect to the callback URL and the session cookie.
  for (let hops = 0; res.status >= 300 && res.status < 400 && hops < 5; hops++) {
    const next = res.headers.get('location') ?? '';
    await res.arrayBuffer();
    if (/[?&]error=/.test(next)) throw new Error(`The sign-in link was refused: redirected to ${next}.`);
    if (new URL(next, site).pathname === tablePath) break;
    res = await get(next);
  }
  const session = jar.find('session-token');
  if (!session) throw new Error(`Following the sign-in link gave no session cookie (last answer ${res.status}).`);
  const signInMs = performance.now() - t0;

  await checkMyGames(get, site, jar, tablePath);

  const t1 = performance.now();
  const table = await get(tablePath);
  const html = unescapeHtml(await table.text());
  const renderMs = performance.now() - t1;
  if (table.status !== 200)
    throw new Error(
      `GET ${tablePath} answered ${table.status}${table.headers.get('location') ? ` → ${table.headers.get('location')}` : ''}.`,
    );
  const checks: string[] = ['My games lists the game'];
  const missing: string[] = [];
  for (const [what, mark] of TABLE_MARKS) (mark.test(html) ? checks : missing).push(what);
  for (const text of v.expectText ?? []) (html.includes(text) ? checks : missing).push(`"${text}"`);
  if (missing.length)
    throw new Error(
      `The table of ${v.gameId} lacks ${missing.join(', ')} (it has ${checks.join(', ') || 'none of them'}).`,
    );
  // The game's history, as "Replay the whole game" opens it (the web server's GET …/history).
  const history = await get(`${tablePath}/history`);
  const historyHtml = await history.text();
  if (history.status !== 200 || !/Move \d+ of \d+|« First/.test(unescapeHtml(historyHtml)))
    throw new Error(`The history of ${v.gameId} answered ${history.status} without its steps.`);
  checks.push('the history steps through the game');
  return { signedIn: true, tableStatus: table.status, checks, signInMs, renderMs };
}

/**
 * Where a signed-in player lands: My games, which lists the game (the web server's GET /games).
 * At the first sign-in it sends the player to Welcome first: its form is sent as a browser
 * without JavaScript sends it (the server action's own fields), keeping the suggested name.
 */
async function checkMyGames(
  get: (target: string) => Promise<Response>,
  site: URL,
  jar: CookieJar,
  tablePath: string,
): Promise<void> {
  let lobby = await get('/');
  if (
    lobby.status >= 300 &&
    lobby.status < 400 &&
    new URL(lobby.headers.get('location') ?? '', site).pathname === '/welcome'
  ) {
    await lobby.arrayBuffer();
    const welcome = await get(lobby.headers.get('location')!);
    const answered = await submitForm(site, '/welcome', await welcome.text(), jar);
    if (answered.status !== 303)
      throw new Error(`The Welcome form answered ${answered.status}, not a redirect onwards.`);
    await answered.arrayBuffer();
    lobby = await get('/');
  }
  const lobbyHtml = await lobby.text();
  if (lobby.status !== 200 || !lobbyHtml.includes(`href="${tablePath}"`))
    throw new Error(
      `My games (GET /) answered ${lobby.status}${lobbyHtml.includes(tablePath) ? '' : ` without a link to ${tablePath}`}.`,
    );
}

/** Posts the page's first form with its own fields (hidden ones included) as multipart form data, as a browser does without scripts. */
async function submitForm(site: URL, path: string, html: string, jar: CookieJar): Promise<Response> {
  const form = /<form\b[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1];
  if (!form) throw new Error(`${path} shows no form.`);
  const fields = new FormData();
  for (const input of form.match(/<input\b[^>]*>/g) ?? []) {
    const name = /\bname="([^"]*)"/.exec(input)?.[1];
    if (!name) continue;
    fields.append(unescapeHtml(name), unescapeHtml(/\bvalue="([^"]*)"/.exec(input)?.[1] ?? ''));
  }
  const res = await fetch(new URL(path, site), {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: jar.header(), origin: site.origin },
    body: fields,
  });
  jar.take(res);
  return res;
}

/** The link in the newest sign-in mail to `email` sent after `before` mails, waiting for it. */
async function magicLink(v: TableVisit, before: number): Promise<string> {
  const within = v.mailWithinMs ?? 30_000;
  const stopAt = Date.now() + within;
  const to = v.email.toLowerCase();
  for (;;) {
    // The newest mail with a sign-in link: game mail to the same player may come after it.
    const theirs = (await v.mails()).slice(before).filter((m) => m.to.some((a) => a.toLowerCase() === to));
    const mail = theirs.at(-1);
    const link = theirs
      .map((m) => m.text.match(/https?:\/\/\S+\/api\/auth\/callback\/email\S*/)?.[0])
      .filter((x) => x !== undefined)
      .at(-1);
    if (link) return link;
    if (Date.now() > stopAt)
      throw new Error(
        `No sign-in mail reached ${v.email} within ${within / 1000} s${mail ? ` (the newest, "${mail.subject}", has no sign-in link)` : ''}.`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
}
