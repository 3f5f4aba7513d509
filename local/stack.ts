// The whole product on one machine: the embedded backend (`startLocal`: dynalite, the SES emulator,
// the API) in this process, and the web app's standalone Next.js server as a child process wired to
// it. The web app is built first when its build is missing or older than its sources.
// Used by `npm start` (start.ts) and the browser end-to-end test.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { startLocal, type Local } from './runtime.js';

export const repoRoot = path.resolve(import.meta.dirname, '..');
const webDir = path.join(repoRoot, 'web');
const nextBin = path.join(webDir, 'node_modules/next/dist/bin/next');
const buildId = path.join(webDir, '.next/BUILD_ID');
const standaloneDir = path.join(webDir, '.next/standalone/web');
const serverJs = path.join(standaloneDir, 'server.js');

export interface StackOptions {
  /** Persist DynamoDB data (game data and web sign-in sessions) here; in memory when unset. */
  dataDir?: string;
  /** Ports (0 or unset = any free port). */
  webPort?: number;
  apiPort?: number;
  sesPort?: number;
  /** The SMTP server that takes replies to game mail (0 = any free port). */
  smtpPort?: number;
  /** 'auto' (default): build the web app when stale; 'always'; 'never'. */
  build?: 'auto' | 'always' | 'never';
  /** Where progress and the web server's output go (default: the console). */
  log?: (line: string) => void;
  /** How long a sighting at the table holds "your move" mail (default 3 minutes). */
  presentMs?: number;
  /** The most moves one history timeline holds (default TIMELINE_MAX_STEPS; tests lower it to reach the step-by-step history). */
  timelineMaxSteps?: number;
}

export interface Stack {
  local: Local;
  webUrl: string;
  apiUrl: string;
  /** The SES emulator: its page lists every mail sent (magic links, turn mail); JSON at /store. */
  mailUrl: string;
  /** The SMTP server taking replies to game mail (host:port). */
  smtpAddress: string;
  dynamoUrl: string;
  /** Seconds spent building the web app (0 when the build was current). */
  buildSeconds: number;
  close(): Promise<void>;
}

const host = '127.0.0.1';

/** Builds are stale when any source the web app compiles is newer than the build. */
function newestSource(): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name.startsWith('.') || e.name === 'test') continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(tsx?|cjs|mjs|js|css|json)$/.test(e.name)) newest = Math.max(newest, statSync(p).mtimeMs);
    }
  };
  for (const d of ['web', 'engine', 'lambdas']) walk(path.join(repoRoot, d));
  return newest;
}

export function webBuildIsCurrent(): boolean {
  return existsSync(buildId) && existsSync(serverJs) && statSync(buildId).mtimeMs >= newestSource();
}

function run(
  cmd: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  log: (l: string) => void,
): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    pipeLines(child, log);
    child.once('error', fail);
    child.once('exit', (code, signal) => {
      if (code === 0) ok();
      else
        fail(
          new Error(`${path.basename(args[0] ?? cmd)} ${args.slice(1).join(' ')} failed (${signal ?? `exit ${code}`})`),
        );
    });
  });
}

function pipeLines(child: ChildProcess, log: (l: string) => void) {
  for (const s of [child.stdout, child.stderr]) {
    let rest = '';
    s?.setEncoding('utf8');
    s?.on('data', (d: string) => {
      const lines = (rest + d).split('\n');
      rest = lines.pop()!;
      for (const l of lines) if (l.trim()) log(l);
    });
  }
}

export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((ok, fail) => {
    srv.once('error', fail);
    srv.listen(0, host, () => ok());
  });
  const port = (srv.address() as { port: number }).port;
  await new Promise<void>((ok) => srv.close(() => ok()));
  return port;
}

/** Whether nothing listens on this port of the local host (a trial listen that is closed at once). */
export function portIsFree(port: number): Promise<boolean> {
  const srv = createServer();
  return new Promise((ok) => {
    srv.once('error', () => ok(false));
    srv.listen({ port, host, exclusive: true }, () => srv.close(() => ok(true)));
  });
}

/**
 * The first of these fixed ports something else already listens on, as a message that names the
 * option to change it; null when all are free. Checked before anything starts: otherwise the site
 * could fail after the banner while someone else's server answers on that port.
 */
export async function busyPortMessage(
  ports: readonly { port: number; option: string; what: string }[],
): Promise<string | null> {
  for (const p of ports) {
    if (!Number.isInteger(p.port) || p.port < 0 || p.port > 65535)
      return `${p.option} takes a port number (1–65535), not "${p.port}".`;
    if (p.port === 0 || (await portIsFree(p.port))) continue;
    return (
      `Port ${p.port} (${p.what}) is already in use: another program listens on ${host}:${p.port}. ` +
      `Stop it, or choose another port: npm start -- ${p.option} ${p.port + 1}`
    );
  }
  return null;
}

async function waitForHttp(url: string, child: ChildProcess, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The web server exited (${child.signalCode ?? child.exitCode}) before answering.`);
    try {
      // Bounded: whatever else holds the port may accept and never answer.
      const r = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
      await r.arrayBuffer();
      return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The web server did not answer at ${url} within ${ms / 1000} s.`);
}

/** Builds the web app when `mode` asks (auto: when the build is missing or older than the sources); the build's seconds (0: none). */
export async function ensureWebBuild(mode: 'auto' | 'always' | 'never', log: (l: string) => void): Promise<number> {
  if (!existsSync(nextBin))
    throw new Error("The web app's dependencies are missing: run `npm install` (or `npm ci`) at the repository root.");
  if (mode === 'always' || (mode === 'auto' && !webBuildIsCurrent())) {
    log('[web] building the web app (next build) …');
    const t0 = Date.now();
    await run(process.execPath, [nextBin, 'build'], webDir, { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, (l) =>
      log(`[build] ${l}`),
    );
    const seconds = (Date.now() - t0) / 1000;
    log(`[web] built in ${seconds.toFixed(0)} s`);
    return seconds;
  }
  if (!existsSync(serverJs)) throw new Error('The web app is not built (run `npx next build` in web/).');
  return 0;
}

export async function startStack(o: StackOptions = {}): Promise<Stack> {
  const log = o.log ?? ((l: string) => console.log(l));
  const buildSeconds = await ensureWebBuild(o.build ?? 'auto', log);
  // The standalone server serves its static files from its own folder.
  cpSync(path.join(webDir, '.next/static'), path.join(standaloneDir, '.next/static'), { recursive: true });
  if (existsSync(path.join(webDir, 'public')))
    cpSync(path.join(webDir, 'public'), path.join(standaloneDir, 'public'), { recursive: true });
  // A port chosen here is held until just before the web server listens, yet another program can
  // take it in that gap (CI runs many suites at once): a clash on a chosen port is tried again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(o, log, buildSeconds);
    } catch (e) {
      if (!(e instanceof PortTaken) || o.webPort || attempt === 3) throw e;
      log(`[web] port ${e.port} was taken before the web server listened: trying another`);
    }
  }
}

/** The web server could not listen: something took its port. */
class PortTaken extends Error {
  constructor(
    readonly port: number,
    message: string,
  ) {
    super(message);
  }
}

/** Holds a free port open until `release`, so this process's own listeners on port 0 cannot take it. */
export async function holdPort(port: number): Promise<{ port: number; release(): Promise<void> }> {
  const srv = createServer();
  await new Promise<void>((ok, fail) => {
    srv.once('error', fail);
    srv.listen(port, host, () => ok());
  });
  return {
    port: (srv.address() as { port: number }).port,
    release: () => new Promise<void>((ok) => srv.close(() => ok())),
  };
}

async function startOnce(o: StackOptions, log: (l: string) => void, buildSeconds: number): Promise<Stack> {
  const held = o.webPort ? null : await holdPort(0);
  const webPort = o.webPort || held!.port;
  const webUrl = `http://${host}:${webPort}`;
  let local: Awaited<ReturnType<typeof startLocal>>;
  try {
    local = await startLocal({
      ...(o.dataDir ? { dataDir: o.dataDir } : {}),
      host,
      port: o.apiPort ?? 0,
      sesPort: o.sesPort ?? 0,
      smtpPort: o.smtpPort ?? 0,
      webUrl,
      ...(o.presentMs !== undefined ? { presentMs: o.presentMs } : {}),
      ...(o.timelineMaxSteps !== undefined ? { timelineMaxSteps: o.timelineMaxSteps } : {}),
    });
  } finally {
    await held?.release();
  }
  const web = spawn(process.execPath, [serverJs], {
    cwd: standaloneDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
      PORT: String(webPort),
      HOSTNAME: host,
      NEXTAUTH_URL: webUrl,
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? 'local-development-nextauth-secret',
      DOMINION_API_URL: local.apiUrl,
      DOMINION_API_SECRET: local.ctx.secret,
      DOMINION_DYNAMODB_ENDPOINT: local.dynamoUrl,
      DOMINION_SES_ENDPOINT: local.sesUrl,
      // The emulator's own page lists every mail: the sign-in page points newcomers to it.
      DOMINION_MAIL_VIEWER_URL: local.sesUrl,
      AWS_REGION: 'local',
    },
  });
  // The last lines go into the error when the server exits before answering.
  const tail: string[] = [];
  pipeLines(web, (l) => {
    tail.push(l);
    if (tail.length > 20) tail.shift();
    log(`[web] ${l}`);
  });
  const exited = new Promise<void>((ok) => web.once('exit', () => ok()));
  const close = async () => {
    if (web.exitCode === null && web.signalCode === null) {
      web.kill('SIGTERM');
      const t = setTimeout(() => web.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(t);
    }
    await local.close();
  };
  try {
    await waitForHttp(`${webUrl}/signin`, web, 60_000);
  } catch (e) {
    await close();
    const said = tail.join('\n');
    const message = `${(e as Error).message}${said ? ` Its last output:\n${said}` : ''}`;
    throw /EADDRINUSE/.test(said) ? new PortTaken(webPort, message) : new Error(message);
  }
  return {
    local,
    webUrl,
    apiUrl: local.apiUrl,
    mailUrl: local.sesUrl,
    smtpAddress: `${host}:${local.smtpPort}`,
    dynamoUrl: local.dynamoUrl,
    buildSeconds,
    close,
  };
}
