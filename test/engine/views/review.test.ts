import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  apply,
  createGame,
  gameTimeline,
  replay,
  revealedView,
  view,
  type GameConfig,
  type GameState,
  type Move,
} from '../../../engine/index.js';
import { start } from '../../support/harness.js';

interface Golden {
  config: GameConfig;
  moves: Move[];
}
const golden = (f: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../golden/games', f), 'utf8')) as Golden;

/** Base-set VP counted by hand from a player's cards (no Gardens in the kingdom, no tokens). */
function plainVp(s: GameState, p: number): number {
  const pl = s.players[p];
  const worth: Record<string, number> = { Estate: 1, Duchy: 3, Province: 6, Curse: -1 };
  return [...pl.deck, ...pl.hand, ...pl.discard, ...pl.inPlay, ...pl.setAside].reduce(
    (t, id) => t + (worth[s.cardNames[id]] ?? 0),
    0,
  );
}

describe('game timeline', () => {
  it('records a Province bought on turn 1 at the end of that turn, and where each turn starts', () => {
    const setup = { firstPlayer: 0, players: { 0: { hand: ['Gold', 'Gold', 'Silver'] } } };
    const h = start({ setup })
      .do(0, 'end actions', 'play treasures', 'buy Province', 'end turn')
      .do(1, 'end actions', 'end turn');
    const seen: number[] = [];
    const t = gameTimeline({ config: h.config, moves: h.moves }, (s) => seen.push(s.seq));
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6]);
    // Alice owns only the cards given (0 VP); Bob the usual 7 Copper + 3 Estate.
    expect(t.vp).toEqual([
      { turn: 0, seq: 0, vp: [0, 3] },
      { turn: 1, seq: 4, vp: [6, 3] },
      { turn: 2, seq: 6, vp: [6, 3] },
    ]);
    expect(t.turns).toEqual([
      { turn: 1, player: 0, seq: 0 },
      { turn: 2, player: 1, seq: 4 },
      { turn: 3, player: 0, seq: 6 },
    ]);
    expect(t.decks).toEqual([
      { Gold: 2, Province: 1, Silver: 1 },
      { Copper: 7, Estate: 3 },
    ]);
    expect(Object.keys(t.decks[0])).toEqual(['Gold', 'Province', 'Silver']);
  });

  it('over a whole recorded game: one point per turn, ending on the final scores, matching a count by hand', () => {
    const g = golden('base-first-game-2p.json');
    const t = gameTimeline(g);
    const end = replay(g);
    expect(end.result).not.toBeNull();
    const turnsTaken = end.players.reduce((n, p) => n + p.turnsTaken, 0);
    expect(t.vp).toHaveLength(turnsTaken + 1);
    expect(t.turns).toHaveLength(turnsTaken);
    expect(t.vp.map((p) => p.turn)).toEqual([...Array(turnsTaken + 1).keys()]);
    expect(t.vp.at(-1)).toEqual({ turn: turnsTaken, seq: g.moves.length, vp: end.result!.scores });

    // Turn starts from the engine's own log: the moves whose entries open a turn.
    const s = createGame(g.config);
    const fromLog = s.log.some((e) => e.kind === 'turn') ? [0] : [];
    g.moves.forEach((m, i) => {
      const r = apply(s.state, m);
      if (r.ok && r.log.some((e) => e.kind === 'turn')) fromLog.push(i + 1);
    });
    expect(t.turns.map((x) => x.seq)).toEqual(fromLog);
    expect(t.turns.map((x) => x.player)).toEqual(t.turns.map((_, i) => (i + t.turns[0].player) % 2));

    // Each point is the VP right before the next turn starts (or at the end), counted by hand.
    for (const point of t.vp) {
      const at = replay({ config: g.config, moves: g.moves.slice(0, point.seq) });
      expect(point.vp, `turn ${point.turn}`).toEqual([plainVp(at, 0), plainVp(at, 1)]);
      const next = t.turns.find((x) => x.turn === point.turn + 1);
      expect(next?.seq ?? g.moves.length).toBe(point.seq);
    }

    // Final decks: every card each player owns, as the revealed end view lists them.
    const v = view(end, 0);
    end.players.forEach((_, p) => {
      const listed = [
        ...v.revealed![p].hand,
        ...v.revealed![p].deck,
        ...v.revealed![p].discard,
        ...v.players[p].inPlay,
        ...v.players[p].durationsInPlay,
        ...v.players[p].setAside,
      ];
      const counted: Record<string, number> = {};
      for (const c of listed) counted[c] = (counted[c] ?? 0) + 1;
      expect(t.decks[p]).toEqual(counted);
    });
    expect(gameTimeline(g)).toEqual(t);
  });

  it('handles a long game with Empires VP tokens and Landmarks deterministically', () => {
    for (const f of ['empires-random-5p.json', 'intrigue-random-4p-long.json']) {
      const g = golden(f);
      const t = gameTimeline(g);
      const end = replay(g);
      expect(t.vp.at(-1)!.vp).toEqual(end.result!.scores);
      expect(t.vp.every((p) => p.vp.length === g.config.players.length)).toBe(true);
      expect(t.decks.map((d) => Object.values(d).reduce((a, b) => a + b, 0))).toEqual(
        end.players.map(
          (pl) =>
            pl.deck.length +
            pl.hand.length +
            pl.discard.length +
            pl.inPlay.length +
            pl.setAside.length +
            pl.looking.length,
        ),
      );
      expect(gameTimeline(g)).toEqual(t);
    }
  });

  it('of a game still running: only finished turns have a point', () => {
    const h = start({ setup: { firstPlayer: 0 } })
      .do(0, 'end actions', 'end turn')
      .do(1, 'end actions');
    const t = gameTimeline({ config: h.config, moves: h.moves });
    expect(t.vp.map((p) => p.turn)).toEqual([0, 1]);
    expect(t.turns.map((x) => x.turn)).toEqual([1, 2]);
  });

  it('rejects a corrupt log', () => {
    const h = start();
    expect(() => gameTimeline({ config: h.config, moves: [{ type: 'buy', player: 0, card: 'Province' }] })).toThrow(
      /Move 1 of the log was rejected/,
    );
  });
});

describe('revealed view', () => {
  const setup = {
    firstPlayer: 0,
    players: {
      '0': { hand: ['Militia', 'Copper', 'Copper', 'Silver', 'Estate'], deck: ['Gold', 'Province'] },
      '1': { hand: ['Bandit', 'Copper', 'Estate', 'Estate', 'Moat'], deck: ['Duchy', 'Harem'] },
    },
  };

  it('adds every hand, deck (sorted) and discard, the scores and every prompt, without changing view()', () => {
    const h = start({ setup }).do(0, 'play Militia');
    const before = JSON.stringify(h.view(0));
    const r = revealedView(h.state, 0);
    expect(JSON.stringify(h.view(0))).toBe(before);
    expect(h.view(0).revealed).toBeNull();
    expect(r.revealed).toEqual([
      { hand: ['Copper', 'Copper', 'Estate', 'Silver'], deck: ['Gold', 'Province'], discard: [] },
      { hand: ['Bandit', 'Copper', 'Estate', 'Estate', 'Moat'], deck: ['Duchy', 'Harem'], discard: [] },
    ]);
    expect(r.scores).toEqual([7, 7]);
    expect(r.waitingOn[0].prompt).toContain('Militia');
    const { revealed: _r, scores: _s, waitingOn: _w, ...rest } = r;
    const { revealed: _r2, scores: _s2, waitingOn: _w2, ...plain } = h.view(0);
    expect(rest).toEqual(plain);
  });

  it('for a spectator too, with no hand of its own', () => {
    const r = revealedView(start({ setup }).state);
    expect(r.viewer).toBeNull();
    expect(r.you).toBeNull();
    expect(r.revealed![1].hand).toContain('Bandit');
  });
});
