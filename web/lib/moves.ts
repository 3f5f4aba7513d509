// What a viewer may do now, worked out from their GameView alone (the server checks again).
// Moves here carry no player: the backend takes the seat from the caller.
import type { MoveData } from '@contract/api';
import { findDef, type Answer, type Cost, type GameView, type OwnDecision } from './engine';

/** A move as the backend's request schema takes it. */
export type { MoveData };

/**
 * What one click sends: a move, or moves sent one after another while the player keeps the turn
 * decision (e.g. end the Action phase, then play all Treasures).
 */
export type MoveRequest = MoveData | readonly MoveData[];

export type TurnDecision = Extract<OwnDecision, { kind: 'turn' }>;

const hasType = (card: string, type: string) => findDef(card)?.types.includes(type as never) ?? false;

export const isAction = (card: string) => hasType(card, 'Action');
export const isTreasure = (card: string) => hasType(card, 'Treasure');

/** A cost the player can pay now: $ within their coins; debt is taken on, so any is fine. */
export const affordable = (cost: Cost | null, coins: number) => cost !== null && cost.coins <= coins;

export interface TurnOptions {
  /** Cards in hand that may be played now (distinct names). */
  playable: string[];
  /** "Play all Treasures" is offered; in the Action phase it ends the phase first. */
  canPlayTreasures: boolean;
  /** Supply piles (by the top card's name) and Events that may be bought now. */
  buyable: string[];
  /** The debt that "pay debt" would pay off now (0: not possible). */
  payDebt: number;
  endLabel: string;
}

export function turnOptions(v: GameView, d: TurnDecision): TurnOptions {
  const me = v.viewer === null ? undefined : v.players[v.viewer];
  const hand = [...new Set(v.you?.hand ?? [])];
  const t = v.turn;
  const debt = me?.debt ?? 0;
  const treasures = hand.filter(isTreasure);
  if (d.phase === 'action') {
    return {
      playable: t.actions > 0 ? hand.filter(isAction) : [],
      canPlayTreasures: treasures.length > 0, buyable: [], payDebt: 0, endLabel: 'End Action phase',
    };
  }
  // After a buy or a debt payment no more Treasures may be played this Buy phase.
  const unplayed = t.treasuresLocked ? [] : treasures;
  const canBuy = t.buys > 0 && debt === 0;
  const buyable = canBuy
    ? [
        ...v.supply.filter((p) => p.top !== null && affordable(p.cost, t.coins)).map((p) => p.top!),
        ...v.events.filter((e) => affordable(e.cost, t.coins)).map((e) => e.name),
      ]
    : [];
  return {
    playable: unplayed,
    canPlayTreasures: unplayed.length > 0,
    buyable: [...new Set(buyable)],
    payDebt: debt > 0 ? Math.min(debt, t.coins) : 0,
    endLabel: 'End turn',
  };
}

/** Whether an answer is one the decision allows (widgets enable "confirm" only for these). */
export function answerIsLegal(d: OwnDecision, a: Answer): boolean {
  switch (d.kind) {
    case 'cards': return a.kind === 'cards' && a.cards.length >= d.min && a.cards.length <= d.max && isSubMultiset(a.cards, d.candidates);
    case 'pile': return a.kind === 'pile' && (a.pile === null ? d.optional : d.piles.includes(a.pile));
    case 'option': return a.kind === 'option' && a.options.length >= d.min && a.options.length <= d.max
      && new Set(a.options).size === a.options.length && a.options.every((o) => d.options.some((x) => x.id === o));
    case 'order': return a.kind === 'order' && a.cards.length === d.cards.length && isSubMultiset(a.cards, d.cards);
    case 'number': return a.kind === 'number' && Number.isInteger(a.value) && a.value >= d.min && a.value <= d.max;
    case 'yesno': return a.kind === 'yesno';
    case 'turn': return false;
  }
}

function isSubMultiset(picked: readonly string[], from: readonly string[]): boolean {
  const left = [...from];
  return picked.every((c) => {
    const i = left.indexOf(c);
    if (i < 0) return false;
    left.splice(i, 1);
    return true;
  });
}

/** The move's short text in the game's notation (for confirmations and logs). */
export function describeMove(m: MoveData): string {
  switch (m.type) {
    case 'play': return `play ${m.card}`;
    case 'playTreasures': return 'play treasures';
    case 'buy': return `buy ${m.card}`;
    case 'payDebt': return `pay ${m.amount} debt`;
    case 'endPhase': return 'end phase';
    case 'answer': return 'answer';
  }
}
