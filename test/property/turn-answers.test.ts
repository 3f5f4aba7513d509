// The answers a mail offers as links, turn included (offeredAnswers), over random games of all three
// sets. Legal: every offered answer, its lines applied in order to a copy of the game, is accepted.
// Private: the offer depends only on what its recipient may see — the same game with every hidden
// thing changed (each deck's order, the other players' hands traded with their decks, the random
// stream) offers exactly the same answers, so a link ("Play all Treasures, buy Gold…") never tells
// what the $ will be unless the player could work it out. Prints how many turns got links (JSON).
import { describe, expect, it } from 'vitest';
import {
  answerLines,
  apply,
  decisionFor,
  MAX_ANSWER_CHOICES,
  MAX_MORE_ANSWERS,
  newGame,
  offeredAnswers,
  parseMove,
  restore,
  seedFromString,
  snapshot,
} from '../../engine/index.js';
import type { GameState } from '../../engine/index.js';
import { randomMove } from '../../engine/bots/index.js';
import { nextInt, type RngState } from '../../engine/core/rng.js';

const GAMES = Number(process.env.TURN_ANSWER_GAMES ?? 3);
const SETS = [['base'], ['intrigue'], ['empires']] as const;

function shuffle<T>(xs: T[], rng: RngState): void {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    [xs[i], xs[j]] = [xs[j], xs[i]];
  }
}

/** The game as `seat` cannot tell it apart: decks reordered, others' hands traded with their decks, another random stream. */
function twin(s: GameState, seat: number, rng: RngState): GameState {
  const t = JSON.parse(JSON.stringify(s)) as GameState;
  t.players.forEach((pl, p) => {
    if (p !== seat && !t.pending.some((d) => d.player === p)) {
      // Trade hand cards with deck cards (counts stay; a player owing a decision keeps the hand it is about).
      const pool = [...pl.hand, ...pl.deck];
      shuffle(pool, rng);
      pl.hand = pool.slice(0, pl.hand.length);
      pl.deck = pool.slice(pl.hand.length);
    } else {
      shuffle(pl.deck, rng);
    }
  });
  t.rng = [nextInt(rng, 1 << 30), nextInt(rng, 1 << 30), nextInt(rng, 1 << 30), nextInt(rng, 1 << 30)] as typeof t.rng;
  return t;
}

/** The offered answer's lines, applied in order to a copy of the game: the first refusal, or null. */
function refusal(snap: string, seat: number, text: string): string | null {
  const s = restore(snap);
  for (const line of answerLines(text)) {
    const parsed = parseMove(line, seat, decisionFor(s, seat));
    if (!parsed.ok) return `${line}: ${parsed.error.message}`;
    const r = apply(s, parsed.move);
    if (!r.ok) return `${line}: ${r.error.message}`;
  }
  return null;
}

describe(`turn answer links over random games (${GAMES} games)`, () => {
  it('every offered sequence is legal, at most MAX_ANSWER_CHOICES main ones (and MAX_MORE_ANSWERS more), and the same whatever is hidden', () => {
    const c = {
      turns: 0,
      turnLinks: 0,
      buyLinks: 0,
      actionTurns: 0,
      actionTurnsWithBuy: 0,
      otherDecisions: 0,
      twinsChecked: 0,
    };
    for (let i = 0; i < GAMES; i++) {
      const seed = `turn-answers-${i}`;
      const rng = seedFromString(seed);
      const { state } = newGame({
        players: ['A', 'B', 'C'].slice(0, 2 + (i % 2)),
        seed,
        randomFrom: [...SETS[i % 3]],
        randomLandscapes: i % 3 === 2 ? 2 : 0,
      });
      for (let n = 0; n < 300 && !state.result; n++) {
        const owners = state.pending.map((d) => d.player);
        const p = owners[nextInt(rng, owners.length)];
        const offered = offeredAnswers(state, p);
        const main = offered.filter((a) => !a.more);
        expect(main.length).toBeLessThanOrEqual(MAX_ANSWER_CHOICES);
        expect(offered.length - main.length).toBeLessThanOrEqual(MAX_MORE_ANSWERS);
        // The main answers come first, those under "more" after them.
        expect(offered.slice(0, main.length)).toEqual(main);
        expect(
          offeredAnswers(twin(state, p, rng), p),
          `${seed} at ${state.seq}: the offer depends on something hidden`,
        ).toEqual(offered);
        c.twinsChecked++;
        const snap = snapshot(state);
        if (decisionFor(state, p)!.kind === 'turn') {
          c.turns++;
          c.turnLinks += offered.length;
          c.buyLinks += offered.filter((a) => /^(play treasures\n)?buy /.test(a.text)).length;
          // Actions in hand: the one-press money turn is offered beside them.
          if (main.some((a) => /^play (?!treasures)/.test(a.text))) {
            c.actionTurns++;
            if (main.some((a) => /^(play treasures|end actions)\nbuy /.test(a.text))) c.actionTurnsWithBuy++;
          }
          expect(main.at(-1)?.text ?? 'end turn').toBe('end turn');
          // Curse and Copper only under "more".
          expect(main.some((a) => /\nbuy (Curse|Copper)(\n|$)|^buy (Curse|Copper)(\n|$)/.test(a.text))).toBe(false);
          for (const a of offered) expect(refusal(snap!, p, a.text), `${seed} at ${state.seq}: "${a.text}"`).toBeNull();
        } else {
          c.otherDecisions++;
        }
        const move = randomMove(state, p, rng);
        if (!apply(state, move).ok) throw new Error(`${seed}: a random legal move was refused`);
      }
    }
    console.log(JSON.stringify({ games: GAMES, ...c }));
    expect(c.buyLinks).toBeGreaterThan(c.turns / 4);
    expect(c.actionTurnsWithBuy).toBeGreaterThan(c.actionTurns / 4);
  });
});
