// What a Kingdom card does for a deck, read from its printed text once (+Cards, +Actions, +Buy,
// +$, terminal or not) with a few corrections for cards whose text says "choose one". The plan
// search and the turn heuristics reason with these numbers, never with card names alone.
import { getDef } from '../../../core/registry.js';
import type { CardName } from '../../../core/types.js';

export interface CardProfile {
  name: CardName;
  action: boolean;
  treasure: boolean;
  victory: boolean;
  attack: boolean;
  /** +Cards (best single mode). */
  cards: number;
  /** +Actions; 0 means the card is terminal. */
  actions: number;
  buys: number;
  coins: number;
  /** An Action that uses up the Action it was played with. */
  terminal: boolean;
  /** Gives each other player a Curse (the strongest Attacks for a money deck). */
  curser: boolean;
  /** Lets its owner trash cards from hand. */
  trasher: boolean;
}

/** Cards whose "+N" words describe alternatives or conditions, not a sum. */
const CORRECTIONS = new Map<CardName, Partial<CardProfile>>([
  ['Nobles', { cards: 3, actions: 0 }],
  ['Wild Hunt', { cards: 3, actions: 0 }],
  ['Minion', { cards: 0, coins: 2 }],
  ['Steward', { cards: 0, coins: 2 }],
  ['Pawn', { cards: 1, actions: 1, coins: 0, buys: 0 }],
  ['Courtier', { coins: 3, actions: 0 }],
  ['Diplomat', { cards: 2, actions: 0 }],
  ['Shanty Town', { cards: 0, actions: 2 }],
  ['Conspirator', { cards: 0, actions: 0 }],
  ['Sacrifice', { cards: 0, actions: 0, coins: 0 }],
  ['Library', { cards: 3 }],
  ['City Quarter', { cards: 1 }],
  ['Mill', { coins: 1 }],
  ['Charm', { coins: 2 }],
  ['Capital', { coins: 6 }],
  ['Crown', { actions: 0 }],
  ['Throne Room', { actions: 0 }],
  ['Encampment', { cards: 2, actions: 2 }],
  ['Courtyard', { cards: 2 }],
  ['Ironworks', { cards: 0, actions: 0, coins: 0 }],
  ['Upgrade', { coins: 0 }],
  // Empires: Enchantress draws at the start of the next turn (its "+1 Action" is the attack's);
  // Archive and Chariot Race put a card into hand; Fortune doubles the $ already made.
  ['Enchantress', { cards: 2, actions: 0 }],
  ['Archive', { cards: 1 }],
  ['Chariot Race', { cards: 1 }],
  ['Fortune', { coins: 4 }],
]);

const CURSERS = new Set(['Witch', 'Torturer', 'Catapult']);
const TRASHERS = new Set([
  'Catapult',
  'Chapel',
  'Steward',
  'Trading Post',
  'Sentry',
  'Temple',
  'Moneylender',
  'Remodel',
  'Upgrade',
  'Replace',
  'Masquerade',
  'Sacrifice',
  'Lurker',
]);

const cache = new Map<CardName, CardProfile>();

function firstNumber(text: string, re: RegExp): number {
  const m = re.exec(text);
  return m ? Number(m[1]) : 0;
}

export function profileOf(name: CardName): CardProfile {
  let p = cache.get(name);
  if (p) return p;
  const def = getDef(name);
  const above = def.text.split('\n---\n')[0];
  const action = def.types.includes('Action');
  const base: CardProfile = {
    name,
    action,
    treasure: def.types.includes('Treasure'),
    victory: def.types.includes('Victory'),
    attack: def.types.includes('Attack'),
    cards: firstNumber(above, /\+(\d+) Cards?\b/),
    actions: firstNumber(above, /\+(\d+) Actions?\b/),
    buys: firstNumber(above, /\+(\d+) Buys?\b/),
    coins: def.coins ?? firstNumber(above, /\+\$(\d+)/),
    terminal: false,
    curser: CURSERS.has(name),
    trasher: TRASHERS.has(name),
  };
  p = { ...base, ...CORRECTIONS.get(name) };
  p.terminal = p.action && p.actions === 0;
  cache.set(name, p);
  return p;
}

/** A terminal that draws cards (Smithy, Witch, Royal Blacksmith): wants a village beside it. */
export const isTerminalDraw = (p: CardProfile): boolean => p.terminal && p.cards >= 2;
/** A card that gives at least two Actions. */
export const isVillage = (p: CardProfile): boolean => p.action && p.actions >= 2;
