// `npm start` refuses a port something else listens on, before it builds or prints its banner, and
// says which option changes it (a busy site port used to be reported after "running … Site", while
// another program answered there).
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busyPortMessage, freePort, portIsFree, repoRoot } from '../../local/stack.js';

let taken: Server;
let busy: number;

beforeAll(async () => {
  taken = createServer();
  await new Promise<void>((ok) => taken.listen(0, '127.0.0.1', () => ok()));
  busy = (taken.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((ok) => taken.close(() => ok())));

/** What `npm start` prints once it is past the port check: a build or its banner. */
const STARTED = /running|Site|building/;

/** Runs `npm start`'s script with these arguments; its exit code and output. */
function start(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((ok) => {
    const child = spawn(
      process.execPath,
      [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'local/start.ts', '--memory', ...args],
      {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, PORT: '' },
      },
    );
    let out = '';
    let err = '';
    // Past the check it would build and start everything: stop it once it says so (the test then
    // fails on its output), or after a limit that a loaded machine's slow start stays well under.
    child.stdout.on('data', (d) => {
      out += String(d);
      if (STARTED.test(out)) child.kill('SIGKILL');
    });
    child.stderr.on('data', (d) => {
      err += String(d);
    });
    const t = setTimeout(() => child.kill('SIGKILL'), 150_000);
    child.on('exit', (code) => {
      clearTimeout(t);
      ok({ code, out, err });
    });
  });
}

describe('npm start on a busy port', () => {
  it('finds the taken port and a free one', async () => {
    expect(await portIsFree(busy)).toBe(false);
    expect(await portIsFree(await freePort())).toBe(true);
    expect(await busyPortMessage([{ port: busy, option: '--api-port', what: 'the game API' }])).toMatch(
      new RegExp(`^Port ${busy} \\(the game API\\) is already in use.*npm start -- --api-port ${busy + 1}$`),
    );
    expect(await busyPortMessage([{ port: Number('x'), option: '--port', what: 'the site' }])).toMatch(
      /--port takes a port number/,
    );
  });

  for (const option of ['--port', '--api-port', '--ses-port', '--smtp-port']) {
    it(`refuses it before any banner and names ${option}`, async () => {
      const others = ['--port', '--api-port', '--ses-port', '--smtp-port'].filter((o) => o !== option);
      const free = await Promise.all(others.map(() => freePort()));
      const r = await start([option, String(busy), ...others.flatMap((o, i) => [o, String(free[i])])]);
      expect(r.code).toBe(1);
      expect(r.err).toContain(`Could not start: Port ${busy}`);
      expect(r.err).toContain(`npm start -- ${option} `);
      // Nothing started: no build, no banner.
      expect(r.out).not.toMatch(STARTED);
    });
  }
});
