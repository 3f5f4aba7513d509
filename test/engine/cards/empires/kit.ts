// Set-up for the Empires Kingdom card tests: a game with every Empires pile plus a few base ones,
// forced zones for each seat.
import type { ForcedZones, Pile } from '../../../../engine/index.js';
import { start, type Harness } from '../../../support/harness.js';

export const EMPIRES_PILES = [
  'Archive',
  'Capital',
  'Castles',
  'Catapult/Rocks',
  'Chariot Race',
  'Charm',
  'City Quarter',
  'Crown',
  'Enchantress',
  'Encampment/Plunder',
  'Engineer',
  "Farmers' Market",
  'Forum',
  'Gladiator/Fortune',
  'Groundskeeper',
  'Legionary',
  'Overlord',
  'Patrician/Emporium',
  'Royal Blacksmith',
  'Sacrifice',
  'Settlers/Bustling Village',
  'Temple',
  'Villa',
  'Wild Hunt',
];
export const KINGDOM = [...EMPIRES_PILES, 'Village', 'Throne Room', 'Moat', 'Smithy'];

export interface Options {
  players?: number;
  kingdom?: string[];
  /** Seats not given get 5 Copper in hand and 5 Copper in deck. */
  zones?: Record<number, ForcedZones>;
  piles?: Record<string, number>;
  trash?: string[];
  firstPlayer?: number;
  landmarks?: string[];
  events?: string[];
  /** An older rules version (games keep the version they were created with). */
  rulesVersion?: number;
}

export function game(o: Options = {}): Harness {
  const n = o.players ?? 2;
  const players: Record<string, ForcedZones> = {};
  for (let p = 0; p < n; p++)
    players[String(p)] = o.zones?.[p] ?? { hand: Array(5).fill('Copper'), deck: Array(5).fill('Copper') };
  return start({
    players: n,
    kingdom: o.kingdom ?? KINGDOM,
    landmarks: o.landmarks ?? [],
    events: o.events ?? [],
    rulesVersion: o.rulesVersion,
    setup: { firstPlayer: o.firstPlayer ?? 0, players, piles: o.piles, trash: o.trash },
  });
}

export function pile(h: Harness, name: string): Pile {
  const found = h.state.supply.find((x) => x.name === name);
  if (!found) throw new Error(`no pile ${name}`);
  return found;
}

/** The pile's cards, top first. */
export function pileCards(h: Harness, name: string): string[] {
  return pile(h, name)
    .cards.map((id) => h.state.cardNames[id])
    .reverse();
}

export const vp = (h: Harness, p: number) => h.state.players[p].vpTokens;
export const debt = (h: Harness, p: number) => h.state.players[p].debt;
export const coins = (h: Harness) => h.state.turn.coins;
export const n = (count: number, name: string): string[] => Array<string>(count).fill(name);

/** Takes `count` cards off the top of a pile (as if they had been bought out earlier). */
export function removeTop(h: Harness, name: string, count: number): void {
  const cards = pile(h, name).cards;
  cards.splice(cards.length - count, count);
}
