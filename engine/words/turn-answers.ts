// What a mail offers as answer links, turn included: a Dominion player's usual turn, one link each.
// In the Action phase, "Play <Action>" per distinct Action in hand; whenever the player can buy
// (in the Buy phase, or straight from the Action phase, Actions in hand or not) "Play all Treasures,
// buy <card> and end your turn" for what the Treasures will then afford, dearest first (with Buys
// to spare the turn goes on instead); "Go to your Buy phase" when Actions could be played; and "Buy
// nothing, end turn". Those are the main answers, at most MAX_ANSWER_CHOICES; the rest (Curse and
// Copper, cheaper buys past the cap, Actions past the first few) are offered under "more". A link
// may stand for a short sequence of moves (notation lines, one per move, as a reply by mail writes them).
//
// What playing the Treasures gives is found by playing them on a copy of the game (`apply`, the
// rules themselves, special Treasures included). The combination is offered only when that play
// revealed nothing hidden from the player (disclosure.ts: no draw, shuffle or random pick) and led
// straight to the Buy phase with no question asked (Charm, Crown, Arena ask one): the $ then
// follows from what the player sees, and the links say nothing they could not work out themselves.
// Other decisions are the few-answers ones of answers.ts, from the player's own view.
import { answerChoices, MAX_ANSWER_CHOICES } from './answers.js';
import { apply, restore, snapshot } from '../core/apply.js';
import { formatCost } from '../rules/cost.js';
import { andList, capitalise } from './since.js';
import { decisionFor, turnOptions, type BuyOption, type TurnOptions } from '../rules/legal.js';
import { view } from '../views/view.js';
import { dearestFirst, RARELY_BOUGHT } from './buy-order.js';
import { moneyWords } from './decision-words.js';
import type { GameState, PlayerIndex } from '../core/types.js';

/**
 * One answer a mail offers: its notation (one move per line), its words ("Play all Treasures and
 * buy Gold") and, for a buy, the situation it leads to ("With all your Treasures played you have $7
 * to spend; Gold costs $6."), which the confirmation page shows.
 */
export interface OfferedAnswer {
  text: string;
  label: string;
  detail?: string;
  /** Offered after the main answers, under "more" (Curse, Copper, what the cap left out). */
  more?: true;
}

/** The most answers offered under "more", after the main ones. */
export const MAX_MORE_ANSWERS = 12;
/** The most Actions among the main answers when buys are offered beside them (the rest: under "more"). */
const MAIN_PLAYS = 3;

/** The notation lines of an offered answer's text. */
export const answerLines = (text: string): string[] =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0);

// What each turn line says as part of a link's words (other lines: their notation).
const TURN_WORDS: ReadonlyMap<string, string> = new Map([
  ['play treasures', 'play all Treasures'],
  ['end actions', 'go to your Buy phase'],
  ['end turn', 'end your turn'],
]);

/**
 * The words of an answer from its notation: "play treasures\nbuy Gold\nend turn" → "Play all
 * Treasures, buy Gold and end your turn"; "end turn" alone → "Buy nothing, end turn".
 */
export function answerLabel(text: string): string {
  const lines = answerLines(text);
  const words =
    lines.length === 1 && lines[0] === 'end turn'
      ? ['buy nothing, end turn']
      : lines.map((l) => TURN_WORDS.get(l) ?? l);
  const said = andList(words);
  return capitalise(said);
}

/**
 * How the seat gets from now to buying, in notation: play its Treasures (from the Action phase too:
 * that ends the phase first), end the Action phase when it holds none, or nothing in the Buy phase.
 */
function leadIn(o: TurnOptions): { line: string; move: 'playTreasures' | 'endPhase' } | null {
  if (o.playTreasures) return { line: 'play treasures', move: 'playTreasures' };
  return o.end === 'actions' ? { line: 'end actions', move: 'endPhase' } : null;
}

/**
 * What the seat may buy after the lead-in, and how many Buys it then has, when that is certain
 * from what it sees (the lead-in revealed nothing and asked nothing); null otherwise.
 */
function buysAfter(
  s: GameState,
  seat: PlayerIndex,
  o: TurnOptions,
  lead: ReturnType<typeof leadIn>,
): { buy: BuyOption[]; buys: number; coins: number } | null {
  if (!lead) return { buy: o.buy, buys: s.turn.buys, coins: s.turn.coins };
  const json = snapshot(s);
  if (json === null) return null;
  const copy = restore(json);
  const r = apply(copy, { type: lead.move, player: seat });
  if (!r.ok || r.revealed) return null;
  const after = turnOptions(copy, seat);
  return after && after.end === 'turn' && !after.playTreasures
    ? { buy: after.buy, buys: copy.turn.buys, coins: copy.turn.coins }
    : null;
}

/**
 * The turn's links for `seat`, or null when it owes no turn decision: the main ones first (at most
 * `limit`, the Actions, the buys dearest first, then "Go to your Buy phase" and "Buy nothing, end
 * turn"), then those under "more" (flagged `more`, at most MAX_MORE_ANSWERS).
 */
export function turnAnswers(s: GameState, seat: PlayerIndex, limit = MAX_ANSWER_CHOICES): OfferedAnswer[] | null {
  const o = turnOptions(s, seat);
  if (!o) return null;
  const plays = o.end === 'actions' ? o.play.map((n) => offer(`play ${n}`)) : [];
  const lead = leadIn(o);
  const after = buysAfter(s, seat, o, lead);
  const buys = after ? buyOffers(after, lead) : [];
  const usual = buys.filter((b) => !b.rare).map((b) => b.answer);
  // "Buy nothing" in the Buy phase says what is left unspent (the $ is then the player's own count).
  const left = after && !lead ? `You have ${moneyWords(after.coins, after.buys)}; nothing is bought.` : undefined;
  const ends = [...(plays.length > 0 ? [offer('end actions')] : []), offer('end turn', left)];
  const mainPlays = plays.slice(
    0,
    Math.max(0, usual.length ? Math.min(MAIN_PLAYS, limit - ends.length - 1) : limit - ends.length),
  );
  const room = Math.max(0, limit - mainPlays.length - ends.length);
  const more = [
    ...plays.slice(mainPlays.length),
    ...usual.slice(room),
    ...buys.filter((b) => b.rare).map((b) => b.answer),
  ];
  return [
    ...mainPlays,
    ...usual.slice(0, room),
    ...ends,
    ...more.slice(0, MAX_MORE_ANSWERS).map((a) => ({ ...a, more: true as const })),
  ];
}

const offer = (text: string, detail?: string): OfferedAnswer => ({
  text,
  label: answerLabel(text),
  ...(detail ? { detail } : {}),
});

/** Each buy after the lead-in as an answer, dearest first, with what it leads to; Curse and Copper flagged rare. */
function buyOffers(
  after: NonNullable<ReturnType<typeof buysAfter>>,
  lead: ReturnType<typeof leadIn>,
): { answer: OfferedAnswer; rare: boolean }[] {
  // The last Buy: the turn ends with it, as a player who buys their one card means.
  const end = after.buys === 1 ? '\nend turn' : '';
  const have = `${lead?.move === 'playTreasures' ? 'With all your Treasures played you have' : 'You have'} $${after.coins} to spend${after.buys > 1 ? ` and ${after.buys} Buys` : ''}`;
  return dearestFirst(after.buy).map((b) => ({
    answer: offer(
      `${lead ? `${lead.line}\n` : ''}buy ${b.name}${end}`,
      `${have}; ${b.name} costs ${formatCost(b.cost)}.`,
    ),
    rare: RARELY_BOUGHT.has(b.name),
  }));
}

/**
 * Every answer a mail may offer `seat` now, one link each: the turn's (turnAnswers), or the few
 * answers of a small decision (answerChoices over its own view); none when it owes nothing or the
 * decision has too many answers to list (the mail then offers only to open the game).
 */
export function offeredAnswers(s: GameState, seat: PlayerIndex, limit = MAX_ANSWER_CHOICES): OfferedAnswer[] {
  const owed = decisionFor(s, seat);
  if (!owed) return [];
  if (owed.kind === 'turn') return turnAnswers(s, seat, limit) ?? [];
  const mine = view(s, seat).decision;
  const choices = mine ? answerChoices(mine, limit) : null;
  return (choices ?? []).map((c) => ({ text: c.text, label: answerLabel(c.text) }));
}
