// The local stack's web server on a port something else holds: startStack fails with the server's
// own words (EADDRINUSE) in its error, so a CI log that shows only the failure still says why.
// A port chosen by the stack itself is tried again on such a clash instead (local/stack.ts).
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack } from '../../local/stack.js';
import { lock } from './support.js';

let taken: Server;
let busy: number;
let unlock: () => void;
const sockets = new Set<Socket>();

beforeAll(async () => {
  // The web build is shared with the browser tests: wait for them rather than build beside them.
  unlock = await lock(() => {});
  // Accepts and never answers, like a stuck program; its connections are cut when the test ends.
  taken = createServer((socket) => sockets.add(socket));
  await new Promise<void>((ok) => taken.listen(0, '127.0.0.1', () => ok()));
  busy = (taken.address() as { port: number }).port;
}, 900_000);
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise<void>((ok) => taken.close(() => ok()));
  unlock?.();
});

describe('the web server on a busy port', () => {
  it("fails with the server's own reason, and no retry on a port that was asked for", async () => {
    const lines: string[] = [];
    const started = startStack({ webPort: busy, log: (l) => lines.push(l) });
    await expect(started).rejects.toThrow(/exited \(1\) before answering\. Its last output:[\s\S]*EADDRINUSE/);
    expect(lines.filter((l) => l.includes('trying another'))).toEqual([]);
  }, 600_000);
});
