// Shared set-up for the Empires Event and Landmark tests: a 2-player game with forced zones.
import { score } from '../../../../engine/index.js';
import type { ForcedZones, Landmark, Pile } from '../../../../engine/index.js';
import { start, type Harness } from '../../../support/harness.js';

export const KINGDOM = [
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

export interface GameOptions {
  events?: string[];
  landmarks?: string[];
  kingdom?: string[];
  players?: number;
  /** Forced zones by seat; seats not given get 5 Copper in hand and 5 Copper in deck. */
  zones?: Record<number, ForcedZones>;
  piles?: Record<string, number>;
  trash?: string[];
  firstPlayer?: number;
}

export function game(o: GameOptions = {}): Harness {
  const n = o.players ?? 2;
  const players: Record<string, ForcedZones> = {};
  for (let p = 0; p < n; p++) {
    players[String(p)] = o.zones?.[p] ?? { hand: Array(5).fill('Copper'), deck: Array(5).fill('Copper') };
  }
  return start({
    players: n,
    kingdom: o.kingdom ?? KINGDOM,
    events: o.events ?? [],
    landmarks: o.landmarks ?? [],
    setup: { firstPlayer: o.firstPlayer ?? 0, players, piles: o.piles, trash: o.trash },
  });
}

/** Ends the Action phase and plays every Treasure. */
export function toBuy(h: Harness, p = 0): Harness {
  return h.do(p, 'end actions', 'play treasures');
}

export function pile(h: Harness, name: string): Pile {
  const found = h.state.supply.find((x) => x.name === name);
  if (!found) throw new Error(`no pile ${name}`);
  return found;
}

export function landmark(h: Harness, name: string): Landmark {
  const found = h.state.landmarks.find((x) => x.name === name);
  if (!found) throw new Error(`no landmark ${name}`);
  return found;
}

export const vp = (h: Harness, p: number) => h.state.players[p].vpTokens;
export const debt = (h: Harness, p: number) => h.state.players[p].debt;
export const scoreOf = (h: Harness, p: number) => score(h.state, p);
