// A table shows who is "on vacation until …" from the away marks read with the game (no profile
// read): a player already away when they are seated (a new game, an invitation, an open seat) shows
// at once; a change of time away shows at every table they sit at; a move's answer reads no profile.
import { describe, expect, it, vi } from 'vitest';
import {
  autoMove,
  Clock,
  freshUser,
  http,
  memoryLocalPerFile,
  newGame,
  readGame,
  setPrefs,
  whoOwes,
} from '../support.js';

const clock = new Clock(Date.parse('2030-01-01T12:00:00Z'));
const l = memoryLocalPerFile({ now: clock.now });

const awayAt = async (reader: string, gameId: string) =>
  (await readGame(l, reader, gameId)).seats.map((s) => s.awayUntil ?? null);

/** How many profiles `act` reads. */
async function profileReads(act: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(l.ctx.store, 'getProfile');
  try {
    await act();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('away marks', () => {
  it('shows players away before they were seated, and a change at every table, without reading profiles', async () => {
    const [ann, bo, cy] = [freshUser('ann'), freshUser('bo'), freshUser('cy')];
    await setPrefs(l, ann, { away: { from: '2030-01-01', until: '2030-01-08' } });
    await setPrefs(l, bo, { away: { from: '2030-01-01', until: '2030-01-05' } });
    // Ann creates (away already); Bo is invited and accepts (away already).
    const invited = await newGame(l, ann, [{ email: bo }, { email: cy }]);
    expect(await awayAt(cy, invited)).toEqual(['2030-01-08', '2030-01-05', null]);

    // Bo takes a free seat of Cy's open game while away.
    const created = await http(l, 'POST', '/games', {
      token: l.token(cy),
      body: { seats: [], mailGraceMinutes: 0, recommended: 'First Game', open: { seats: 2 } },
    });
    expect(created.status, created.raw).toBe(201);
    const open = created.body.gameId;
    expect((await http(l, 'POST', `/games/${open}/seat`, { token: l.token(bo), body: {} })).status).toBe(200);
    expect(await awayAt(cy, open)).toEqual([null, '2030-01-05']);

    // Bo comes back early, Cy goes away: both tables follow.
    await setPrefs(l, bo, { away: null });
    await setPrefs(l, cy, { away: { from: '2030-01-02', until: '2030-01-03' } });
    expect(await awayAt(ann, invited)).toEqual(['2030-01-08', null, null]);
    clock.t = Date.parse('2030-01-02T06:00:00Z');
    expect(await awayAt(ann, invited)).toEqual(['2030-01-08', null, '2030-01-03']);
    expect(await awayAt(bo, open)).toEqual(['2030-01-03', null]);

    // A move's answer shows them too, and reads no profile for it.
    const { email, v } = await whoOwes(l, invited, [ann, bo, cy]);
    let answer: Awaited<ReturnType<typeof autoMove>> | undefined;
    expect(await profileReads(async () => (answer = await autoMove(l, invited, email, v)))).toBe(0);
    expect(answer?.status, answer?.raw).toBe(200);
    expect(answer?.body.seats.map((s: { awayUntil?: string }) => s.awayUntil ?? null)).toEqual([
      '2030-01-08',
      null,
      '2030-01-03',
    ]);
  });

  it('a player who left a table while away, ended that time, and sat down again is not shown away', async () => {
    clock.t = Date.parse('2030-02-01T12:00:00Z');
    const [cy, bo] = [freshUser('cy'), freshUser('bo')];
    const created = await http(l, 'POST', '/games', {
      token: l.token(cy),
      body: { seats: [], mailGraceMinutes: 0, recommended: 'First Game', open: { seats: 3 } },
    });
    const open = created.body.gameId;
    await setPrefs(l, bo, { away: { from: '2030-02-05', until: '2030-02-08' } });
    const seat = () => http(l, 'POST', `/games/${open}/seat`, { token: l.token(bo), body: {} });
    expect((await seat()).status).toBe(200);
    expect((await http(l, 'POST', `/games/${open}/leave`, { token: l.token(bo), body: {} })).status).toBe(200);
    // Cancelled while not seated here: the change reaches only the tables Bo sits at.
    await setPrefs(l, bo, { away: null });
    expect((await seat()).status).toBe(200);
    clock.t = Date.parse('2030-02-06T12:00:00Z');
    expect((await awayAt(cy, open)).some((x) => x !== null)).toBe(false);
  });
});
