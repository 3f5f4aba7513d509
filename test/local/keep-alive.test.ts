// The local API over a keep-alive connection: a body over the limit gets its 413, and the next
// request from the same keep-alive agent still gets its answer (the server used to stop reading the
// refused body, and the next request on that connection was reset).
import { request, Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocal, type Local } from '../../local/runtime.js';
import { MAX_BODY_BYTES } from '../../contract/api.js';

let l: Local;
beforeAll(async () => {
  l = await startLocal({ store: 'memory' });
});
afterAll(async () => {
  await l?.close();
});

/** One request through `agent`: its status and body, or the socket error it met. */
function send(
  agent: Agent,
  method: string,
  path: string,
  body?: Buffer,
): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((ok) => {
    const req = request(
      `${l.apiUrl}${path}`,
      { agent, method, headers: body ? { 'content-type': 'application/json', 'content-length': body.length } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => ok({ status: res.statusCode!, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    // Writing a large body may meet the server's close: what counts is the next request.
    req.on('error', (e: NodeJS.ErrnoException) => ok({ error: e.code ?? e.message }));
    req.end(body);
  });
}

describe('the local API after a 413', () => {
  it('answers the next request on the same keep-alive agent', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (const size of [MAX_BODY_BYTES + 1, 1024 * 1024]) {
        const big = await send(agent, 'POST', '/games', Buffer.alloc(size, 'a'));
        expect(big).toMatchObject({ status: 413 });
        expect(await send(agent, 'GET', '/health')).toEqual({ status: 200, body: JSON.stringify({ ok: true }) });
      }
      // Far over the limit the body is not read to its end: the connection closes, the next request opens another.
      await send(agent, 'POST', '/games', Buffer.alloc(8 * 1024 * 1024, 'a'));
      expect(await send(agent, 'GET', '/health')).toEqual({ status: 200, body: JSON.stringify({ ok: true }) });
    } finally {
      agent.destroy();
    }
  });
});
