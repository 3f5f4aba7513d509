// A bare, hand-written Big Money mirror (2 players): small-integer cards in arrays, the engine's
// seeded shuffle, the `big-money` bot's buy rules, no log, no decisions, no card texts. It is the
// yardstick bench:engine measures the engine against in the same process: the ratio says how much
// the engine's generality costs, whatever the machine.
import { nextInt, seedFromString, type RngState } from '../core/rng.js';

const COPPER = 0,
  SILVER = 1,
  GOLD = 2,
  ESTATE = 3,
  DUCHY = 4,
  PROVINCE = 5;
const COINS = [1, 2, 3, 0, 0, 0];
const VP = [0, 0, 0, 1, 3, 6];

interface Seat {
  deck: number[];
  hand: number[];
  discard: number[];
}

function shuffle(rng: RngState, a: number[]): void {
  for (let i = a.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    const t = a[i];
    a[i] = a[j]!;
    a[j] = t;
  }
}

function draw(rng: RngState, p: Seat, n: number): void {
  for (let i = 0; i < n; i++) {
    if (p.deck.length === 0) {
      if (p.discard.length === 0) return;
      const d = p.discard;
      p.discard = p.deck;
      p.deck = d;
      shuffle(rng, p.deck);
    }
    p.hand.push(p.deck.pop()!);
  }
}

/** Big Money's buy with `coins` ($ rules of the engine's big-money bot); -1: nothing. */
function buy(coins: number, provinces: number, duchies: number, estates: number): number {
  if (coins >= 8 && provinces > 0) return PROVINCE;
  if (provinces <= 4 && coins >= 5 && duchies > 0) return DUCHY;
  if (provinces <= 2 && coins >= 2 && estates > 0) return ESTATE;
  if (coins >= 6) return GOLD;
  if (provinces <= 6 && coins >= 5 && duchies > 0) return DUCHY;
  if (coins >= 3) return SILVER;
  return -1;
}

/** Plays one game; returns the winner's seat (-1 on a tie) so the work cannot be optimised away. */
export function bareBigMoneyGame(seed: string): number {
  const rng = seedFromString(seed);
  const seats: Seat[] = [0, 1].map(() => {
    const deck = [COPPER, COPPER, COPPER, COPPER, COPPER, COPPER, COPPER, ESTATE, ESTATE, ESTATE];
    shuffle(rng, deck);
    const p: Seat = { deck, hand: [], discard: [] };
    draw(rng, p, 5);
    return p;
  });
  const supply = [46, 40, 30, 8, 8, 8];
  let turn = nextInt(rng, 2);
  let turns = 0;
  while (supply[PROVINCE] > 0 && turns < 200) {
    const p = seats[turn];
    let coins = 0;
    for (const c of p.hand) coins += COINS[c];
    const card = buy(coins, supply[PROVINCE], supply[DUCHY], supply[ESTATE]);
    if (card >= 0) {
      supply[card]--;
      p.discard.push(card);
    }
    for (const c of p.hand) p.discard.push(c);
    p.hand.length = 0;
    draw(rng, p, 5);
    turn = 1 - turn;
    turns++;
  }
  const score = seats.map((p) => {
    let v = 0;
    for (const zone of [p.deck, p.hand, p.discard]) for (const c of zone) v += VP[c];
    return v;
  });
  return score[0] === score[1] ? -1 : score[0] > score[1] ? 0 : 1;
}
