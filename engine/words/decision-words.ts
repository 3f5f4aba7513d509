// What a decision's owner needs in front of them to answer it, in words, from their own view (the
// privacy boundary): the ask, naming the card that asks only when the ask does not already ("Wild
// Hunt: choose one.", never "… (Wild Hunt)" after it); in a Buy phase the $ and Buys; and the VP
// on the pile of the card that asks (Wild Hunt's choice is whether to take them).
import { ownPrompt } from './prompts.js';
import { findDef } from '../core/registry.js';
import type { GameView, OwnDecision } from '../views/view.js';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "$5 to spend and 1 Buy", "$7 to spend and 2 Buys". */
export const moneyWords = (coins: number, buys: number): string => `$${coins} to spend and ${plural(buys, 'Buy')}`;

/** The ask as said to its owner, with the card that asks in brackets unless the ask names it. */
export function ownAsk(d: OwnDecision): string {
  const ask = ownPrompt(d);
  return d.source && !ask.includes(d.source) ? `${ask} (${d.source})` : ask;
}

/** In the viewer's Buy phase: "You have $5 to spend and 1 Buy." (and what is not counted yet). */
function moneyFact(v: GameView, d: OwnDecision): string | null {
  if (d.kind !== 'turn' || d.phase !== 'buy') return null;
  const debt = v.viewer === null ? 0 : (v.players[v.viewer]?.debt ?? 0);
  const unplayed = d.options.playTreasures ? ' (your Treasures in hand are not played yet)' : '';
  return `You have ${moneyWords(v.turn.coins, v.turn.buys)}${unplayed}.${debt > 0 ? ` You hold ${debt} debt: pay it off before buying.` : ''}`;
}

/** The VP on the Supply pile of the card that asks, when it gathers VP (Wild Hunt) or holds some. */
function pileFact(v: GameView, d: OwnDecision): string | null {
  if (!d.source) return null;
  const pile = v.supply.find((p) => p.name === d.source);
  if (!pile) return null;
  const gathers = findDef(pile.name)?.types.includes('Gathering') ?? false;
  if (!gathers && pile.vpTokens === 0) return null;
  return `The ${pile.name} pile has ${pile.vpTokens === 0 ? 'no VP' : `${pile.vpTokens} VP`} on it.`;
}

/** The facts the viewer's decision turns on, one sentence each (none when they owe nothing). */
export function decisionFacts(v: GameView): string[] {
  const d = v.decision;
  if (!d) return [];
  return [moneyFact(v, d), pileFact(v, d)].filter((x): x is string => x !== null);
}
