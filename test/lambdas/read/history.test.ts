// The history endpoint's board and stats: the board at an earlier seq is what the player saw then,
// another player's cards never appear before the end, everything is revealed after it, and the VP
// timeline and final decks agree with a count made independently from the engine state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOutcome, replay, type GameState, type GameView, type Move } from '../../../engine/index.js';
import type { Local } from '../../../local/runtime.js';
import { autoMove, Clock, KINGDOM, memoryLocal, newGame } from '../support.js';

const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';
const HUMANS = [ALICE, BOB];
const SEATS = 3; // Alice, Bob and a bot

let l: Local;
const clock = new Clock();
beforeAll(async () => {
  l = await memoryLocal({ now: clock.now });
});
afterAll(async () => {
  await l?.close();
});

const get = <P extends string>(email: string, path: P) => l.call('GET', path, { token: l.token(email) });

/** The state after seq `seq`, replayed here from the stored moves (independent of the handler). */
async function stateAt(gameId: string, seq: number): Promise<GameState> {
  const meta = (await l.ctx.store.getMeta(gameId))!;
  const moves = seq === 0 ? [] : (await l.ctx.store.events(gameId, 1, seq)).map((ev) => ev.move as Move);
  return replay({ config: meta.config, moves });
}

const names = (s: GameState, ids: readonly number[]) => ids.map((id) => s.cardNames[id]);

/** VP counted by hand: this kingdom's only VP sources are Estates, Duchies, Provinces and Curses. */
function plainVp(s: GameState, p: number): number {
  const pl = s.players[p];
  const worth: Record<string, number> = { Estate: 1, Duchy: 3, Province: 6, Curse: -1 };
  return names(s, [...pl.deck, ...pl.hand, ...pl.discard, ...pl.inPlay, ...pl.setAside]).reduce(
    (t, c) => t + (worth[c] ?? 0),
    0,
  );
}

/** While the game runs: no hand but the viewer's own, no deck or discard lists, no hidden log cards, no scores. */
function assertOnlyOwn(body: unknown, seat: number, ownHand: string[]): void {
  const walk = (x: unknown, path: string[]): void => {
    if (Array.isArray(x)) {
      x.forEach((y, i) => walk(y, [...path, String(i)]));
      return;
    }
    if (!x || typeof x !== 'object') return;
    const o = x as Record<string, unknown>;
    for (const k of ['rng', 'seed', 'cardNames', 'config', 'pending', 'deck', 'discard'])
      expect(o, `${k} at ${path.join('.')}`).not.toHaveProperty(k);
    if ('hand' in o) {
      expect(path.at(-1), `a hand at ${path.join('.')}`).toBe('you');
      expect(o.hand).toEqual(ownHand);
    }
    if ('visibleTo' in o && 'cards' in o) {
      const vis = o.visibleTo as 'all' | number[];
      expect(vis === 'all' || vis.includes(seat), `hidden cards in a log entry at ${path.join('.')}`).toBe(true);
    }
    for (const [k, v] of Object.entries(o)) walk(v, [...path, k]);
  };
  walk(body, []);
}

describe('history: the board at every step, the VP chart data and the final decks', () => {
  it('shows each player what they saw while the game runs, and everything after it ends', async () => {
    const gameId = await newGame(l, ALICE, [{ email: BOB }, { bot: 'random' }]);
    const meta = (await l.ctx.store.getMeta(gameId))!;
    // What getGame answered each player at each seq we saw.
    const seen = new Map<string, GameView>();
    const look = async () =>
      Promise.all(
        HUMANS.map(async (email, seat) => {
          const r = await get(email, `/games/${gameId}`);
          expect(r.status).toBe(200);
          seen.set(`${seat}@${r.body.seq}`, r.body.view!);
          return r.body as { seq: number; view: GameView };
        }),
      );

    let now = await look();
    let checkedMidGame = 0;
    const ownLines: { seat: number; vp: { turn: number; seq: number; vp: number[] }[] }[] = [];
    for (let step = 0; !now[0].view.result && step < 3000; step++) {
      const actor = now.findIndex((v) => v.view.decision);
      expect(actor).toBeGreaterThanOrEqual(0);
      const res = await autoMove(l, gameId, HUMANS[actor], now[actor], { militia: true });
      expect(res.status, res.raw).toBe(200);
      now = await look();

      // Every 40 steps while the game runs: each player's history at an earlier seq they saw.
      if (step % 40 === 39 && !now[0].view.result) {
        for (const [seat, email] of HUMANS.entries()) {
          const earlier = [...seen.keys()]
            .filter((k) => k.startsWith(`${seat}@`))
            .map((k) => Number(k.split('@')[1]))
            .filter((s) => s < now[seat].seq);
          const at = earlier[Math.floor(earlier.length / 2)];
          const h = await get(email, `/games/${gameId}/history?at=${at}`);
          expect(h.status).toBe(200);
          expect(h.body).toMatchObject({ at, seq: now[seat].seq, over: false });
          expect(h.body.view).toEqual(seen.get(`${seat}@${at}`));
          expect(h.body.view!.revealed).toBeNull();
          expect(h.body.view!.scores).toBeNull();
          expect(h.body.events.at(-1)!.seq).toBe(at);
          const state = await stateAt(gameId, at);
          assertOnlyOwn(h.body, seat, names(state, state.players[seat].hand));
          // Only the caller's own VP line, no decks.
          expect(h.body.stats!.seats).toEqual([seat]);
          expect(h.body.stats!.decks).toBeNull();
          expect(h.body.stats!.vp.every((p: { vp: number[] }) => p.vp.length === 1)).toBe(true);
          const current = await stateAt(gameId, now[seat].seq);
          expect(h.body.stats!.vp).toHaveLength(current.turn.number); // turn 0 and every finished turn
          expect(h.body.stats!.vp.at(-1)!.vp).toEqual([
            plainVp(await stateAt(gameId, h.body.stats!.vp.at(-1)!.seq), seat),
          ]);
          ownLines.push({ seat, vp: h.body.stats!.vp });
          // The table's log: exactly the events from the last turn start on, redacted the same way.
          const full = (await get(email, `/games/${gameId}/history`)).body.events as {
            seq: number;
            log: { kind: string }[];
          }[];
          const turnLog = await get(email, `/games/${gameId}/history?part=turn`);
          expect(turnLog.status).toBe(200);
          const starts = full.map((ev, i) => (ev.log.some((e) => e.kind === 'turn') ? i : -1));
          const startAt = Math.max(...starts);
          expect(turnLog.body).toMatchObject({ seq: now[seat].seq, over: false });
          expect(turnLog.body.events).toEqual(full.slice(Math.max(0, startAt)));
          expect(turnLog.body).not.toHaveProperty('view');
          checkedMidGame++;
        }
      }
    }
    expect(now[0].view.result, 'the game ended').not.toBeNull();
    expect(checkedMidGame).toBeGreaterThanOrEqual(4);
    const last = now[0].seq;
    const final = await stateAt(gameId, last);

    // After the end: any seq shows every hand as it was then, and the rest of the view as the player saw it.
    const seenSeqs = [...seen.keys()].filter((k) => k.startsWith('1@')).map((k) => Number(k.split('@')[1]));
    for (const at of [
      seenSeqs[0],
      seenSeqs[Math.floor(seenSeqs.length / 3)],
      seenSeqs[Math.floor((2 * seenSeqs.length) / 3)],
      last,
    ]) {
      const h = await get(BOB, `/games/${gameId}/history?at=${at}`);
      expect(h.status).toBe(200);
      expect(h.body).toMatchObject({ at, seq: last, over: true });
      expect(h.raw).not.toContain(meta.config.seed);
      const state = await stateAt(gameId, at);
      expect(h.body.view!.revealed).toEqual(
        state.players.map((pl) => ({
          hand: names(state, pl.hand).sort(),
          deck: names(state, pl.deck).sort(),
          discard: names(state, pl.discard).sort(),
        })),
      );
      expect(h.body.view!.scores).toEqual(state.players.map((_, p) => plainVp(state, p)));
      // The same board for everyone (no viewer); the public part is what Bob saw then.
      expect(h.body.view).toMatchObject({ viewer: null, you: null, decision: null });
      const { revealed: _r, scores: _s, waitingOn: _w, viewer: _v, you: _y, decision: _d, ...rest } = h.body.view!;
      const {
        revealed: _r2,
        scores: _s2,
        waitingOn: _w2,
        viewer: _v2,
        you: _y2,
        decision: _d2,
        ...then
      } = seen.get(`1@${at}`)!;
      expect(rest).toEqual(then);
      expect(
        h.body.view!.waitingOn.map((w: { player: number; prompt: string | null }) => [w.player, w.prompt]),
      ).toEqual(state.pending.map((d) => [d.player, d.prompt]));
      expect(h.body.stats!.decks).toHaveLength(SEATS);
    }
    const beyond = await get(ALICE, `/games/${gameId}/history?at=${last + 50}`);
    expect(beyond.body).toMatchObject({ at: last, seq: last });
    expect(beyond.body.view!.result).toEqual(gameOutcome(final.result!));

    // Stats once over: every line, one point per turn plus the start, checked against counts by hand.
    const h = (await get(ALICE, `/games/${gameId}/history`)).body;
    const turnsPlayed = final.players.reduce((n, pl) => n + pl.turnsTaken, 0);
    expect(h.stats!.seats).toEqual([0, 1, 2]);
    expect(h.stats!.vp).toHaveLength(turnsPlayed + 1);
    expect(h.stats!.vp.map((p: { turn: number }) => p.turn)).toEqual([...Array(turnsPlayed + 1).keys()]);
    expect(h.stats!.vp.at(-1)!.vp).toEqual(now[0].view.result!.scores);
    for (const point of [h.stats!.vp[0], h.stats!.vp[Math.floor(turnsPlayed / 2)], h.stats!.vp[turnsPlayed - 1]]) {
      const s = await stateAt(gameId, point.seq);
      expect(point.vp, `turn ${point.turn}`).toEqual(s.players.map((_, p) => plainVp(s, p)));
      expect(s.turn.number, 'the point is taken right as the next turn starts').toBe(point.turn + 1);
    }
    const endView = now[0].view;
    endView.players.forEach((pl, p) => {
      const cards = [
        ...endView.revealed![p].hand,
        ...endView.revealed![p].deck,
        ...endView.revealed![p].discard,
        ...pl.inPlay,
        ...pl.durationsInPlay,
        ...pl.setAside,
      ];
      const counted: Record<string, number> = {};
      for (const c of cards) counted[c] = (counted[c] ?? 0) + 1;
      expect(h.stats!.decks![p]).toEqual(counted);
    });
    // The own lines shown during the game are the same numbers as the full chart now.
    for (const line of ownLines) {
      expect(line.vp).toEqual(
        h
          .stats!.vp.slice(0, line.vp.length)
          .map((p: { turn: number; seq: number; vp: number[] }) => ({ ...p, vp: [p.vp[line.seat]] })),
      );
    }
    // Where each turn starts: the events whose log opens a turn, the start (seq 0: its log opens turn 1) first.
    const opened = h.events
      .filter((ev: { log: { kind: string }[] }) => ev.log.some((e) => e.kind === 'turn'))
      .map((ev: { seq: number }) => ev.seq);
    expect(opened[0]).toBe(0);
    expect(h.turns.map((t: { seq: number }) => t.seq)).toEqual(opened);
    expect(h.turns).toHaveLength(turnsPlayed);
    console.log(
      `history: ${last} events, ${turnsPlayed} turns, ${checkedMidGame} mid-game checks, final VP ${h.stats!.vp.at(-1)!.vp.join('/')}`,
    );
    expect(meta.seats).toHaveLength(SEATS);
  });

  it('an unstarted game has no board and no stats', async () => {
    const created = await l.call('POST', '/games', {
      token: l.token(ALICE),
      body: { seats: [{ email: BOB }], kingdom: KINGDOM },
    });
    const h = await get(ALICE, `/games/${created.body.gameId}/history`);
    expect(h.status).toBe(200);
    expect(h.body).toMatchObject({ events: [], view: null, turns: [], stats: null });
    expect((await get('carol@example.com', `/games/${created.body.gameId}/history`)).status).toBe(403);
  });
});
