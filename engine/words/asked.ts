// What a decision asks, in a few words, for a list of games ("Your move: discard 2 cards
// (Militia)", "Waiting for Bob: Buy phase"). The owner reads how many cards are asked; anyone else
// only the decision's verb and the card asking, never its prompt or its bounds: a bound may count
// cards only the owner holds (Cellar's "any number", a Library draw), and a prompt may name them.
// A secret decision (asked because of a Reaction in hand) reads "Waiting for Bob", nothing more.
import type { Decision, PlayerIndex } from '../core/types.js';

/** At most this many characters per line: the lobby line stays short whatever a card's words. */
export const ASKED_MAX = 120;

const cardsWord = (n: number) => (n === 1 ? 'card' : 'cards');

/** "discard 2 cards", "trash up to 4 cards", "discard 1 to 3 cards", "trash any number of cards". */
function cardsAsked(verb: string, min: number, max: number): string {
  if (max >= 60) return min > 0 ? `${verb} at least ${min} ${cardsWord(min)}` : `${verb} any number of cards`;
  if (min === max) return `${verb} ${min} ${cardsWord(min)}`;
  if (min === 0) return `${verb} up to ${max} ${cardsWord(max)}`;
  return `${verb} ${min} to ${max} cards`;
}

/** What the decision asks of its owner (`owner`), or as anyone else may know it ('' for a secret one). */
export function askedWhat(d: Decision, owner: boolean): string {
  if (d.kind === 'turn') return d.phase === 'action' ? 'Action phase' : 'Buy phase';
  if (!owner && d.secret) return '';
  const from = d.source ? ` (${d.source})` : '';
  if (!owner) return `${d.verb}${from}`;
  switch (d.kind) {
    case 'cards':
      return `${cardsAsked(d.verb, d.min, d.max)}${from}`;
    case 'pile':
      return `${d.verb} ${d.optional ? 'a card or nothing' : 'a card'}${from}`;
    case 'option':
      return d.max > 1 ? `choose ${d.min === d.max ? d.min : `up to ${d.max}`}${from}` : `choose one${from}`;
    case 'order':
      return `put ${d.cards.length} cards in order${from}`;
    case 'number':
      return `pick a number from ${d.min} to ${d.max}${from}`;
    case 'yesno':
      return `answer yes or no${from}`;
  }
}

const clip = (s: string) => (s.length <= ASKED_MAX ? s : `${s.slice(0, ASKED_MAX - 1)}…`);

/**
 * One line per pending decision as `reader` may read it: theirs first ("Your move: …"), then the
 * others' ("Waiting for Bob: …"). `names`: display names by seat.
 */
export function askedLines(
  pending: readonly Decision[],
  reader: PlayerIndex | null,
  names: readonly string[],
): string[] {
  const mine = pending.filter((d) => d.player === reader).map((d) => clip(`Your move: ${askedWhat(d, true)}`));
  const others = pending
    .filter((d) => d.player !== reader)
    .map((d) => {
      const who = `Waiting for ${names[d.player] ?? `player ${d.player + 1}`}`;
      const what = askedWhat(d, false);
      return clip(what ? `${who}: ${what}` : who);
    });
  return [...mine, ...others];
}
