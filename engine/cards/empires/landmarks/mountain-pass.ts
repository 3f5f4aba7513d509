import { defineCard } from '../../../core/card-def.js';
import type { GameApi } from '../../../core/game-api.js';
import type { Effect } from '../../../core/effect.js';
import type { PlayerIndex } from '../../../core/types.js';
import { trigger } from './support.js';

/** state.flags keys: who gained the first Province, and whether the bidding took place. */
export const MOUNTAIN_PASS_GAINER = 'Mountain Pass: gainer';
export const MOUNTAIN_PASS_DONE = 'Mountain Pass: done';
const MAX_BID = 40;

/** Each player bids once, starting to the left of `gainer` and ending with them: a pass (0) or more than the high bid. */
function* bidding(g: GameApi, gainer: PlayerIndex): Effect {
  let high = 0;
  let winner: PlayerIndex | null = null;
  for (const p of [...g.others(gainer), gainer]) {
    if (high >= MAX_BID) break;
    let tooLow: number | null = null;
    for (;;) {
      const base =
        high === 0
          ? `Mountain Pass: bid 1 to ${MAX_BID} debt for +8 VP, or 0 to pass.`
          : `Mountain Pass: the high bid is ${high} debt (${g.p(winner!).name}). Bid more, up to ${MAX_BID}, or 0 to pass.`;
      const bid: number = yield* g.chooseNumber(p, {
        min: 0,
        max: MAX_BID,
        verb: 'bid',
        source: 'Mountain Pass',
        // From rules version 2 a bid asked again says why.
        prompt:
          tooLow !== null && g.s.rulesVersion >= 2 ? `Your bid of ${tooLow} does not beat ${high}. ${base}` : base,
      });
      if (bid === 0) {
        g.log({ kind: 'note', player: p, detail: 'passes (Mountain Pass)' });
        break;
      }
      // A bid that does not beat the high bid is asked again.
      tooLow = bid;
      if (bid > high) {
        high = bid;
        winner = p;
        g.log({ kind: 'note', player: p, count: bid, detail: `bids ${bid} debt (Mountain Pass)` });
        break;
      }
    }
  }
  if (winner === null) return;
  g.addVp(winner, 8);
  g.addDebt(winner, high);
}

export const mountainPass = defineCard({
  name: 'Mountain Pass',
  set: 'empires',
  cost: { coins: 0, debt: 0 },
  types: [],
  kind: 'landmark',
  text: 'When you are the first player to gain a Province, after that turn, each player bids once, up to 40 debt, ending with you. High bidder gets +8 VP and takes the debt they bid.',
  triggers: [
    trigger({
      // The first Province gained in the game (Provinces that left the pile otherwise do not count).
      on: 'gain',
      from: 'game',
      when: (g, ev) => ev.name === 'Province' && g.s.flags[MOUNTAIN_PASS_GAINER] === undefined,
      *run(g, ev) {
        g.s.flags[MOUNTAIN_PASS_GAINER] = ev.player;
      },
    }),
    trigger({
      on: 'betweenTurns',
      from: 'game',
      when: (g) => typeof g.s.flags[MOUNTAIN_PASS_GAINER] === 'number' && !g.s.flags[MOUNTAIN_PASS_DONE],
      *run(g) {
        g.s.flags[MOUNTAIN_PASS_DONE] = true;
        yield* bidding(g, g.s.flags[MOUNTAIN_PASS_GAINER] as number);
      },
    }),
  ],
});
