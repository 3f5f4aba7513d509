// Mail that respects attention (lambdas/game/notices.ts): "your move" mail waits the game's grace
// period and goes once, rendered from the game as it stands then; a decision answered meanwhile
// sends nothing; a player whose page is open (GET ?present=1) or who just moved is not mailed
// until they leave; concurrent job runs send one mail; a notice the job cannot write is counted
// (NoticesFailed, the notices-failed alarm's metric) and sent by a later run; and the report's
// goals (docs/mail.md): a game against a bot in one sitting mails at most 3 times, and a player
// who plays only from the mail is never mailed for nothing.
import { describe, expect, it } from 'vitest';
import { runNotices, runOutbox } from '../../../lambdas/jobs/scheduled.js';
import { plainObservability } from '../../../lambdas/kernel/observability.js';
import { ownMoveBefore, planWaits, PRESENT_MS } from '../../../lambdas/game/notices.js';
import { simulateMail } from '../../../local/reports/mail-report.js';
import { createGame, makeConfig } from '../../../engine/index.js';
import type { GameMeta, LogRecord, MoveRecord, Summary } from '../../../lambdas/store/records.js';
import { autoMove, clearMail, Clock, freshUser, key, KINGDOM, mail, memoryLocalPerFile, newGame } from '../support.js';

const MINUTE = 60_000;
const clock = new Clock();
const l = memoryLocalPerFile({ now: clock.now });

/** A two-human game with the default grace period; returns who owes the first turn and the other. */
async function twoHumans() {
  const [alice, bob] = [freshUser('alice'), freshUser('bob')];
  const created = await l.call('POST', '/games', {
    token: l.token(alice),
    body: { name: 'Alice', seats: [{ email: bob, name: 'Bob' }], kingdom: KINGDOM },
  });
  expect(created.status, created.raw).toBe(201);
  const gameId = created.body.gameId;
  expect((await l.call('POST', `/games/${gameId}/join`, { token: l.token(bob) })).status).toBe(200);
  const a = (await l.call('GET', `/games/${gameId}`, { token: l.token(alice) })).body;
  expect(a.about!.mailGraceMinutes).toBe(3);
  const [first, second] = a.view!.decision ? [alice, bob] : [bob, alice];
  return { gameId, first: first, second: second };
}

/** The game mail (invitations aside) that reached `email`. */
const mailTo = async (email: string) =>
  (await mail(l)).filter((m) => m.destination.to[0] === email && !(m.body.text ?? '').includes('invites you'));
/** Lets `ms` pass, with the outbox job's run at the end (as the schedule would). */
async function wait(ms: number) {
  clock.advance(ms);
  await runOutbox(l.ctx);
  await l.idle();
}

/** Plays `email`'s turn to its end from the table (Big Money), without reading with ?present. */
async function playTurn(gameId: string, email: string) {
  for (let i = 0; i < 50; i++) {
    const v = (await l.call('GET', `/games/${gameId}`, { token: l.token(email) })).body;
    if (!v.view!.decision || v.view!.turn.player !== v.seat) return;
    const r = await autoMove(l, gameId, email, v);
    expect(r.status, r.raw).toBe(200);
  }
}

describe('mail that respects attention', () => {
  it('waits the grace period, then goes once, rendered from the game as it stands', async () => {
    await clearMail(l);
    const { first } = await twoHumans();
    await wait(2 * MINUTE);
    expect(await mailTo(first)).toHaveLength(0);
    await wait(MINUTE + 1_000);
    const sent = await mailTo(first);
    expect(sent).toHaveLength(1);
    expect(sent[0].body.text).toContain('It is your turn');
    await Promise.all([runOutbox(l.ctx), runOutbox(l.ctx), runOutbox(l.ctx)]);
    await wait(10 * MINUTE);
    expect(await mailTo(first)).toHaveLength(1);
  });

  it('a decision answered within the grace period is never mailed; the next one is, once', async () => {
    await clearMail(l);
    const { gameId, first, second } = await twoHumans();
    clock.advance(MINUTE);
    await playTurn(gameId, first);
    // Far past everyone's grace period and presence: only the second player (who now owes) is mailed.
    await wait(PRESENT_MS + 4 * MINUTE);
    expect(await mailTo(first)).toHaveLength(0);
    const toSecond = await mailTo(second);
    expect(toSecond).toHaveLength(1);
    expect(toSecond[0].body.text).toContain("you're up");
    // The second player has not had a turn yet: the lines are headed as the table heads them.
    expect(toSecond[0].body.text).toContain('Before your first turn:');
  });

  it('held while the page is open (?present=1 polls), sent once the player leaves', async () => {
    await clearMail(l);
    const { gameId, first } = await twoHumans();
    // Ten minutes at the table, the page polling every 20 s: no mail.
    for (let t = 0; t < 30; t++) {
      clock.advance(20_000);
      expect((await l.call('GET', `/games/${gameId}?present=1`, { token: l.token(first) })).status).toBe(200);
      await runOutbox(l.ctx);
    }
    await l.idle();
    expect(await mailTo(first)).toHaveLength(0);
    // Gone: within the presence window plus a job run, one mail.
    await wait(PRESENT_MS + MINUTE);
    expect(await mailTo(first)).toHaveLength(1);
    // A presence query other than "1" is a bad request, and records nothing.
    expect((await l.call('GET', `/games/${gameId}?present=yes`, { token: l.token(first) })).status).toBe(400);
  });

  it('a polling page writes its sighting at most once a minute per seat', async () => {
    const { gameId, first } = await twoHumans();
    const written = new Set<number>();
    for (let t = 0; t < 24; t++) {
      clock.advance(5_000);
      await l.call('GET', `/games/${gameId}?present=1`, { token: l.token(first) });
      const seen = await l.ctx.store.seenAt(gameId);
      expect(seen.size).toBe(1);
      written.add([...seen.values()][0]);
    }
    // Twenty-four polls over two minutes: two sightings written, a minute apart.
    expect([...written].map((t, i, all) => (i ? t - all[i - 1] : 0))).toEqual([0, MINUTE]);
  });

  it('a notice the job cannot write (the role lacks PutItem) counts once per due notice in NoticesFailed; a later run sends it', async () => {
    await clearMail(l);
    const [alice, bob, carol] = [freshUser('alice'), freshUser('bob'), freshUser('carol')];
    // Alice opens with Militia: Bob and Carol (no Moat) owe their discards at once, two notices due together.
    const hand = ['Copper', 'Estate', 'Copper', 'Estate', 'Copper'];
    const setup = {
      firstPlayer: 0,
      players: { 0: { hand: ['Militia', 'Copper', 'Copper', 'Copper', 'Copper'] }, 1: { hand }, 2: { hand } },
    };
    const gameId = await newGame(l, alice, [{ email: bob }, { email: carol }], { mailGraceMinutes: 3 }, setup);
    const play = await l.call('POST', `/games/${gameId}/moves`, {
      token: l.token(alice),
      body: { gameId, expectedSeq: 0, idempotencyKey: key(), move: 'play Militia' },
    });
    expect(play.status, play.raw).toBe(200);
    clock.advance(3 * MINUTE + 1_000);

    const store = l.ctx.store;
    const denied = Object.assign(new Error('User is not authorized to perform: dynamodb:PutItem'), {
      name: 'AccessDeniedException',
    });
    const lines: string[] = [];
    const obs = plainObservability({ write: (line) => lines.push(line) });
    // Only this game's writes are refused: other games of the file still due go as usual.
    const run = await runNotices({
      ...l.ctx,
      obs,
      store: {
        ...store,
        putMailing: async (id, ...rest) => {
          if (id === gameId) throw denied;
          return store.putMailing(id, ...rest);
        },
      },
    });
    expect(run.failed).toBe(1);
    expect(obs.metrics.get('NoticesFailed')).toEqual({ count: 1, sum: 2, max: 2 });
    expect(lines.filter((x) => x.includes(gameId))).toEqual([
      expect.stringMatching(
        /^error: notices: due "your move" mail not sent; the next run retries \(gameId=\S+\)\n {2}AccessDeniedException: /,
      ),
    ]);
    expect([...(await mailTo(bob)), ...(await mailTo(carol))]).toHaveLength(0);

    // The grant back: the next run sends each notice once, and counts no failure.
    const next = plainObservability({ level: 'silent' });
    expect(await runNotices({ ...l.ctx, obs: next })).toMatchObject({ failed: 0 });
    expect(next.metrics.get('NoticesFailed')).toBeUndefined();
    expect(await mailTo(bob)).toHaveLength(1);
    expect(await mailTo(carol)).toHaveLength(1);
  });

  it('mailGraceMinutes is bounded: negative, fractional or over two hours is a 400', async () => {
    for (const bad of [-1, 1.5, 121, '3']) {
      const r = await l.call('POST', '/games', {
        token: l.token(freshUser('x')),
        body: { seats: [{ bot: 'big-money' }], kingdom: KINGDOM, mailGraceMinutes: bad },
      });
      expect(r.status, `mailGraceMinutes ${bad}`).toBe(400);
    }
  });
});

describe('planWaits', () => {
  // Only what planWaits reads of a game (seats, grace): the rest of a stored GameMeta does not matter here.
  const meta = {
    seats: [{ email: 'a@x.example' }, { email: 'b@x.example' }],
    mailGraceMs: 3 * MINUTE,
  } as unknown as GameMeta;
  const state = createGame(makeConfig({ players: ['A', 'B'], seed: 's', kingdom: KINGDOM })).state;
  const seat = state.pending[0].player;
  const id = state.pending[0].id;

  it('a new wait is mailed after the grace period; a known wait keeps its fields', () => {
    const [w] = planWaits(meta, state, null, [], 4, 1_000);
    expect(w).toEqual({ seat, decisionId: id, since: 1_000, remindedAt: null, fromSeq: 4, mailAt: 1_000 + 3 * MINUTE });
    // Only the waits of the previous summary: all planWaits reads of it.
    const prev = { waiting: [{ ...w, mailAt: undefined, remindedAt: 5 }] } as unknown as Summary;
    expect(planWaits(meta, state, prev, [], 9, 9_000)).toEqual(prev.waiting);
  });

  it("coalesces: a seat's new wait keeps the due time of its earlier, unsent mail", () => {
    // Only the waits of the previous summary: all planWaits reads of it.
    const prev = {
      waiting: [{ seat, decisionId: id - 1, since: 0, remindedAt: null, fromSeq: 1, mailAt: 500 }],
    } as unknown as Summary;
    expect(planWaits(meta, state, prev, [], 7, 9_000)[0]).toMatchObject({ decisionId: id, fromSeq: 7, mailAt: 500 });
  });

  it('a take-back and its redo projected together: the decision asked again under the same id is a new wait (its own time and mail)', () => {
    // Only what planWaits reads of the previous summary (last seq, waits).
    const prev = {
      lastSeq: 10,
      waiting: [{ seat, decisionId: id, since: 1_000, remindedAt: null, fromSeq: 10 }],
    } as unknown as Summary;
    const take = (to: number): LogRecord => ({
      gameId: 'g',
      seq: 11,
      kind: 'undo',
      at: 8_000,
      seat: 1 - seat,
      by: 'human',
      undo: { action: 'take', to, count: 1, of: 1 - seat, fresh: false },
    });
    const redo: LogRecord = {
      gameId: 'g',
      seq: 12,
      kind: 'move',
      at: 9_000,
      seat: 1 - seat,
      by: 'human',
      move: { type: 'endPhase', player: 1 - seat },
    };
    expect(planWaits(meta, state, prev, [take(9), redo], 12, 9_000)).toEqual([
      { seat, decisionId: id, since: 9_000, remindedAt: null, fromSeq: 12, mailAt: 9_000 + 3 * MINUTE },
    ]);
    // A take that stops at or after the record the wait began at leaves the wait as it was.
    expect(planWaits(meta, state, prev, [take(10), redo], 12, 9_000)).toEqual(prev.waiting);
    // A wait from before waits named their record counts from the summary's seq.
    const { fromSeq: _, ...unnamed } = prev.waiting[0];
    expect(planWaits(meta, state, { ...prev, waiting: [unnamed] }, [take(9), redo], 12, 9_000)[0]).toMatchObject({
      since: 9_000,
      fromSeq: 12,
    });
  });

  it("no mail for a wait the deadline bot's own mail has told the player about", () => {
    const [w] = planWaits(
      meta,
      state,
      null,
      [{ gameId: 'g', seq: 3, kind: 'move', at: 0, seat, by: 'deadline', move: { type: 'endPhase', player: seat } }],
      3,
      1_000,
    );
    expect(w).not.toHaveProperty('mailAt');
  });
});

describe("ownMoveBefore: a wait that follows from the seat's own move", () => {
  const rec = (seq: number, seat: number, by: MoveRecord['by']): LogRecord => ({
    gameId: 'g',
    seq,
    kind: 'move',
    at: seq * 1_000,
    seat,
    by,
    move: { type: 'endPhase', player: seat },
  });
  it("counts the own move when only bots moved since (the bot's turn after mine); not after another player's or the deadline bot's move", () => {
    const records = [
      rec(1, 0, 'human'),
      rec(2, 2, 'bot'),
      rec(3, 2, 'bot'),
      rec(4, 1, 'human'),
      rec(5, 2, 'bot'),
      rec(6, 0, 'deadline'),
    ];
    expect(ownMoveBefore(records, 0, 3)).toBe(1_000);
    expect(ownMoveBefore(records, 0, 4)).toBe(-Infinity);
    expect(ownMoveBefore(records, 1, 5)).toBe(4_000);
    expect(ownMoveBefore(records, 1, 6)).toBe(-Infinity);
    // Records after the wait began do not count; a seat with no move in reach has none.
    expect(ownMoveBefore(records, 1, 3)).toBe(-Infinity);
    expect(ownMoveBefore([], 0, 9)).toBe(-Infinity);
  });
});

describe('the mail report (local/reports/mail-report.ts)', () => {
  it('a game against a bot played in one sitting: at most 3 mails (the start, the end, at most one more)', async () => {
    const r = await simulateMail('one-sitting');
    expect(r.over).toBe(true);
    expect(r.totals.Alice).toBeLessThanOrEqual(3);
    expect(r.perPlayer.Alice.over).toBe(1);
  });

  it('a three-player game played only from the mail: every mail brings its player to something they owe', async () => {
    const r = await simulateMail('by-mail');
    expect(r.over).toBe(true);
    for (const who of ['Alice', 'Bob']) {
      expect(r.idleVisits[who], `${who} came for nothing`).toBe(0);
      expect(r.totals[who]).toBeGreaterThan(0);
    }
  });
});
