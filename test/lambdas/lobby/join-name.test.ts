// An invitee names their seat on joining, as the creator names theirs: the name is NFC-normalised
// and trimmed, held to the contract's DisplayName rules, and refused with a 400 naming the field
// when bad (nothing changes: the seat has not joined and can still join); a name that looks like
// another seat's is refused too, the same name is numbered. The game starts with the chosen names.
import { describe, expect, it } from 'vitest';
import { http, memoryLocalPerFile } from '../support.js';

const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';
const CAT = 'cat@example.com';
const l = memoryLocalPerFile();

const seatsOf = async (gameId: string) =>
  (await http(l, 'GET', `/games/${gameId}`, { token: l.token(ALICE) })).body.seats as {
    name: string;
    joined: boolean;
  }[];

describe('an invitee names their seat on joining', () => {
  it('takes a good name, refuses a bad one with a 400 naming the field, and starts with the chosen names', async () => {
    const created = await http(l, 'POST', '/games', {
      token: l.token(ALICE),
      body: { name: 'Ann', seats: [{ email: BOB, name: 'Bobby' }, { email: CAT }] },
    });
    expect(created.status, created.raw).toBe(201);
    const gameId = created.body.gameId;
    const join = (email: string, body: unknown) =>
      http(l, 'POST', `/games/${gameId}/join`, { token: l.token(email), body });

    const bad: [string, unknown][] = [
      ['empty', { name: '' }],
      ['blank', { name: '   ' }],
      ['too long', { name: 'x'.repeat(31) }],
      ['markup', { name: '<b>Bob</b>' }],
      ['invisible', { name: 'Bob\u200B' }],
      ['blank-looking', { name: 'Bo\u3164b' }],
      ['not text', { name: 42 }],
      ['unknown field', { nick: 'Bob' }],
    ];
    for (const [what, body] of bad) {
      const r = await join(BOB, body);
      expect(r.status, `${what}: ${r.raw}`).toBe(400);
      expect(r.error.message, what).toMatch(what === 'unknown field' ? /nick/ : /name/);
    }
    // Nothing changed: Bob's seat keeps the creator's name and has not joined.
    expect((await seatsOf(gameId))[1]).toMatchObject({ name: 'Bobby', joined: false });

    // A decomposed accent is stored composed (NFC), spaces around trimmed.
    const bob = await join(BOB, { name: '  Zoe\u0301 ' });
    expect(bob.status, bob.raw).toBe(200);
    expect(bob.body.seats[1]).toMatchObject({ name: 'Zo\u00E9', joined: true });
    expect(bob.body.status).toBe('open');

    // Cat tries a name that passes for Ann's (a Cyrillic А): refused, naming the field and the other name.
    const lookalike = await join(CAT, { name: '\u0410nn' });
    expect(lookalike.status).toBe(400);
    expect(lookalike.error.message).toMatch(/^name: .*looks like "Ann"/);
    expect((await seatsOf(gameId))[2].joined).toBe(false);
    // The very same name is numbered, as the creator's duplicates are.
    const cat = await join(CAT, { name: 'Ann' });
    expect(cat.status, cat.raw).toBe(200);
    expect(cat.body.status).toBe('active');
    const g = await http(l, 'GET', `/games/${gameId}`, { token: l.token(CAT) });
    expect(g.body.seats.map((s: { name: string }) => s.name)).toEqual(['Ann', 'Zo\u00E9', 'Ann 2']);
    expect(g.body.view!.players.map((p: { name: string }) => p.name)).toEqual(['Ann', 'Zo\u00E9', 'Ann 2']);
  });

  it('without a name keeps joining as before: the seat keeps the name it was given', async () => {
    const created = await http(l, 'POST', '/games', {
      token: l.token(ALICE),
      body: { name: 'Ann', seats: [{ email: BOB, name: 'Bobby' }] },
    });
    const r = await http(l, 'POST', `/games/${created.body.gameId}/join`, { token: l.token(BOB) });
    expect(r.status, r.raw).toBe(200);
    expect(r.body.seats.map((s: { name: string }) => s.name)).toEqual(['Ann', 'Bobby']);
  });
});
