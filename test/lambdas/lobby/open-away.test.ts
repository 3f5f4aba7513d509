// GET /open-games shows who is on vacation at each open table, in the words of "my games": the
// creator (or any seated player) away stays listed, with "until" the day they are back; a player
// back again, or only away later, shows nothing; the reader is not told of their own time away.
import { OpenGamesResponse } from '../../../contract/api.js';
import { describe, expect, it } from 'vitest';
import { Clock, freshUser, http, memoryLocalPerFile, setPrefs } from '../support.js';

const clock = new Clock(Date.parse('2030-01-01T12:00:00Z'));
const l = memoryLocalPerFile({ now: clock.now });

const create = async (email: string) => {
  const r = await http(l, 'POST', '/games', {
    token: l.token(email),
    body: { seats: [], mailGraceMinutes: 0, recommended: 'First Game', open: { seats: 3 } },
  });
  expect(r.status, r.raw).toBe(201);
  return r.body.gameId;
};
const awayOf = async (reader: string, gameId: string) => {
  const r = await http(l, 'GET', '/open-games', { token: l.token(reader) });
  expect(r.status, r.raw).toBe(200);
  const g = OpenGamesResponse.parse(r.body).games.find((x) => x.gameId === gameId);
  expect(g, 'still listed').toBeDefined();
  return g!.away;
};

describe('on vacation in the Open games list', () => {
  it('lists the creator and a seated player away, with the day they are back', async () => {
    const [ann, bo, cy] = [freshUser('ann'), freshUser('bo'), freshUser('cy')];
    await setPrefs(l, ann, { displayName: 'Ann' });
    await setPrefs(l, bo, { displayName: 'Bo' });
    const gameId = await create(ann);
    const seat = await http(l, 'POST', `/games/${gameId}/seat`, { token: l.token(bo), body: {} });
    expect(seat.status, seat.raw).toBe(200);
    expect(await awayOf(cy, gameId)).toBeUndefined();

    await setPrefs(l, ann, { away: { from: '2030-01-01', until: '2030-01-08' } });
    // Bo goes later: not away yet.
    await setPrefs(l, bo, { away: { from: '2030-01-03', until: '2030-01-05' } });
    expect(await awayOf(cy, gameId)).toEqual([{ name: 'Ann', until: '2030-01-08' }]);
    // Ann reads the list: Bo is not away yet, and her own time away is not news to her.
    expect(await awayOf(ann, gameId)).toBeUndefined();

    clock.t = Date.parse('2030-01-03T09:00:00Z');
    expect(await awayOf(cy, gameId)).toEqual([
      { name: 'Ann', until: '2030-01-08' },
      { name: 'Bo', until: '2030-01-05' },
    ]);
    expect(await awayOf(ann, gameId)).toEqual([{ name: 'Bo', until: '2030-01-05' }]);

    // Back on the day "until" names.
    clock.t = Date.parse('2030-01-08T00:00:00Z');
    expect(await awayOf(cy, gameId)).toBeUndefined();
  });
});
