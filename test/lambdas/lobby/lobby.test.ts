// The lobby's decisions (open, join, leave, cancel, start) as pure functions over META: no database.
import { describe, expect, it } from 'vitest';
import { cancel, join, leave, openGame, start, type OpenRequest } from '../../../lambdas/lobby/lobby.js';
import { ApiFailure } from '../../../lambdas/kernel/errors.js';
import type { GameMeta } from '../../../lambdas/store/records.js';
import { KEEP_DAYS } from '../../../lambdas/store/records.js';

const KINGDOM = [
  'Cellar',
  'Festival',
  'Laboratory',
  'Market',
  'Militia',
  'Moat',
  'Smithy',
  'Throne Room',
  'Village',
  'Witch',
];
const NOW = Date.UTC(2030, 0, 1);
const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';
const CAROL = 'carol@example.com';

function open(seats: OpenRequest['body']['seats'], o: Partial<OpenRequest> & { name?: string } = {}): GameMeta {
  return openGame({
    gameId: 'g1',
    seed: 'seed',
    now: NOW,
    creator: ALICE,
    displayName: () => undefined,
    ...o,
    body: { seats, kingdom: KINGDOM, ...(o.name ? { name: o.name } : {}), ...o.body },
  });
}

const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof ApiFailure) return { code: e.code, message: e.message };
    throw e;
  }
  throw new Error('not refused');
};

describe('open', () => {
  it('seats the creator first, invitees unjoined, bots joined; open while someone must accept', () => {
    const m = open([{ email: BOB }, { bot: 'random' }]);
    expect(m.status).toBe('open');
    expect(m.seats.map((s) => [s.email, s.bot, s.name, s.joined])).toEqual([
      [ALICE, null, 'alice', true],
      [BOB, null, 'bob', false],
      [null, 'random', 'random bot', true],
    ]);
    expect(m.seats[1].autoName).toBe(true);
    expect(m.config.players).toEqual(['alice', 'bob', 'random bot']);
    expect(m.config.kingdom).toEqual(KINGDOM);
    expect(m).toMatchObject({
      gameId: 'g1',
      createdAt: NOW,
      createdBy: ALICE,
      version: 1,
      reminderEveryMs: 24 * 3_600_000,
      deadlineMs: null,
    });
  });

  it('is active at once against bots only; display names win over the email; equal names are numbered', () => {
    const m = open(
      [
        { bot: 'random', name: 'Ann' },
        { bot: 'random', name: 'ann' },
      ],
      { displayName: (e) => (e === ALICE ? 'Ann' : undefined) },
    );
    expect(m.status).toBe('active');
    expect(m.seats.map((s) => s.name)).toEqual(['Ann', 'Ann 2', 'ann 3']);
    expect(m.seats[0].autoName).toBeUndefined();
  });

  it('refuses an unknown bot, an email seated twice and a config the engine refuses', () => {
    expect(refusal(() => open([{ bot: 'nobody' }]))).toEqual({
      code: 'bad-request',
      message: 'There is no bot "nobody".',
    });
    expect(refusal(() => open([{ email: ALICE }])).message).toBe(`${ALICE} has two seats.`);
    expect(
      refusal(() => open([{ bot: 'random' }], { body: { seats: [{ bot: 'random' }], kingdom: ['Nope'] } })).code,
    ).toBe('bad-request');
  });

  it('takes the reminder and deadline settings in hours', () => {
    const m = open([{ email: BOB }], {
      body: { seats: [{ email: BOB }], kingdom: KINGDOM, reminderHours: 12, deadlineHours: 48 },
    });
    expect([m.reminderEveryMs, m.deadlineMs]).toEqual([12 * 3_600_000, 48 * 3_600_000]);
  });
});

describe('join', () => {
  it('marks the seat joined, takes the display name for an email-made name, never changes the META given', () => {
    const m = open([{ email: BOB }, { email: CAROL }]);
    const copy = structuredClone(m);
    const next = join(m, 1, 'Robert')!;
    expect(m).toEqual(copy);
    expect(next.seats[1]).toMatchObject({ name: 'Robert', joined: true, autoName: false });
    expect(next.config.players).toEqual(['alice', 'Robert', 'carol']);
    expect(next.status).toBe('open');
  });

  it('numbers a display name another seat holds; keeps a name the creator chose', () => {
    const m = open([{ email: BOB }, { email: CAROL, name: 'Cee' }]);
    expect(join(m, 1, 'alice')!.seats[1].name).toBe('alice 2');
    expect(join(m, 2, 'Carol')!.seats[2].name).toBe('Cee');
  });

  it('the last acceptance starts the game; accepting twice or after the start changes nothing', () => {
    const m = open([{ email: BOB }]);
    const started = join(m, 1)!;
    expect(started.status).toBe('active');
    expect(join(started, 1)).toBeNull();
    expect(join({ ...m, seats: m.seats.map((s) => ({ ...s, joined: true })) }, 1)).toBeNull();
  });

  it('refuses a cancelled game', () => {
    expect(refusal(() => join(cancel(open([{ email: BOB }]), NOW), 1)).message).toBe('This game was cancelled.');
  });
});

describe('leave and cancel', () => {
  it('the creator leaving cancels, kept KEEP_DAYS', () => {
    const m = leave(open([{ email: BOB }, { email: CAROL }]), 0, NOW);
    expect(m.status).toBe('cancelled');
    expect(m.expiresAt).toBe(Math.floor(NOW / 1000) + KEEP_DAYS * 86_400);
  });

  it('a game left with fewer than two seats is cancelled', () => {
    expect(leave(open([{ email: BOB }]), 1, NOW).status).toBe('cancelled');
  });

  it('an invitee leaving frees the seat; when everyone left has accepted, the game starts', () => {
    const m = leave(open([{ email: BOB }, { bot: 'random' }]), 1, NOW);
    expect(m.seats.map((s) => s.name)).toEqual(['alice', 'random bot']);
    expect(m.config.players).toEqual(['alice', 'random bot']);
    expect(m.status).toBe('active');
    const stillOpen = leave(open([{ email: BOB }, { email: CAROL }]), 1, NOW);
    expect(stillOpen.status).toBe('open');
    expect(stillOpen.seats.map((s) => s.email)).toEqual([ALICE, CAROL]);
  });

  it('refuses a game that has started', () => {
    expect(refusal(() => leave(join(open([{ email: BOB }]), 1)!, 1, NOW)).message).toBe(
      'Only a game that has not started can be left.',
    );
  });
});

describe('start', () => {
  it('starts an open game only when every seat has accepted', () => {
    const m = open([{ email: BOB }]);
    expect(start(m)).toBe(m);
    expect(start({ ...m, seats: m.seats.map((s) => ({ ...s, joined: true })) }).status).toBe('active');
    expect(start(cancel(m, NOW)).status).toBe('cancelled');
  });
});

describe('Reaction settings in the config', () => {
  it('records each seat: the creator and invitees from their profiles at opening, bots the defaults; a joiner as they are on joining; a leaver goes', () => {
    const asked = { moat: 'ask', diplomat: 'ask' } as const;
    const m = open([{ email: BOB }, { bot: 'random' }, { email: CAROL }], {
      reactions: (e) => (e === ALICE ? asked : undefined),
    });
    expect(m.config.reactions).toEqual([
      asked,
      { moat: 'auto', diplomat: 'always' },
      { moat: 'auto', diplomat: 'always' },
      { moat: 'auto', diplomat: 'always' },
    ]);
    const joined = join(m, 1, undefined, { moat: 'auto', diplomat: 'never' })!;
    expect(joined.config.reactions![1]).toEqual({ moat: 'auto', diplomat: 'never' });
    const left = leave(joined, 2, NOW);
    expect(left.config.reactions).toEqual([
      asked,
      { moat: 'auto', diplomat: 'never' },
      { moat: 'auto', diplomat: 'always' },
    ]);
    expect(left.config.players).toHaveLength(3);
  });

  it('a game opened before settings existed keeps none: everyone is asked, as then', () => {
    const m = open([{ email: BOB }]);
    const { reactions: _dropped, ...old } = m.config;
    expect(
      join({ ...m, config: old }, 1, undefined, { moat: 'auto', diplomat: 'never' })!.config.reactions,
    ).toBeUndefined();
  });
});
