// Asking a player: every choice a card text makes (cards, a pile, options, an order, a number,
// yes or no) becomes one decision spec, asked through `decide`, which takes a forced answer
// without asking (a decision with one legal answer is never asked). The Game's methods of the same
// names (game.ts) call these; the runtime (runtime.ts) parks the effect until the answer comes.
import { forcedValue } from './decisions.js';
import type { DecisionSpec, Effect } from '../core/effect.js';
import type {
  CardChoice,
  CardsChoice,
  GameApi,
  NumberChoice,
  OptionChoice,
  OptionsChoice,
  PileChoice,
} from '../core/game-api.js';
import type { CardId, PlayerIndex } from '../core/types.js';

/** Asks a decision; answers that are forced are taken without asking. */
export function* decide<T>(g: GameApi, spec: DecisionSpec): Effect<T> {
  // Cards told apart by id, not name: only the counts (public) may force the answer.
  const forced = forcedValue(spec, hiddenHandChoice(g, spec) ? (id) => `#${id}` : (id) => g.name(id));
  if (forced) return forced.value as T;
  return (yield { type: 'decide', decision: spec }) as T;
}

/**
 * A choice from the whole hand of a player whose turn it is not (Militia's discards, Masquerade's pass):
 * from rules version 4 it is asked even when every candidate has one name, since not asking
 * would tell everyone the hand holds only that card.
 */
function hiddenHandChoice(g: GameApi, spec: DecisionSpec): boolean {
  if (g.s.rulesVersion < 4 || spec.kind !== 'cards' || spec.player === g.active) return false;
  // Only a choice among the whole hand: a choice among some of its cards (Bureaucrat's Victory
  // cards) is asked or not by which cards are there, and its card's rule shows the answer anyway.
  const hand = g.p(spec.player).hand;
  return spec.candidates.length === hand.length && spec.candidates.every((id) => hand.includes(id));
}

export function* chooseCards(g: GameApi, player: PlayerIndex, o: CardsChoice): Effect<CardId[]> {
  const min = Math.min(o.min ?? 0, o.from.length);
  const max = Math.min(o.max ?? o.from.length, o.from.length);
  return yield* g.decide<CardId[]>({
    kind: 'cards',
    player,
    candidates: [...o.from],
    min,
    max,
    prompt: o.prompt,
    verb: o.verb,
    source: o.source,
  });
}

/** Picks one card (or null when `optional` and declined, or when there is none). */
export function* chooseCard(g: GameApi, player: PlayerIndex, o: CardChoice): Effect<CardId | null> {
  const picked = yield* g.chooseCards(player, {
    from: o.from,
    min: o.optional ? 0 : 1,
    max: 1,
    prompt: o.prompt,
    verb: o.verb,
    source: o.source,
  });
  return picked[0] ?? null;
}

export function* choosePile(g: GameApi, player: PlayerIndex, o: PileChoice): Effect<string | null> {
  return yield* g.decide<string | null>({
    kind: 'pile',
    player,
    piles: [...o.piles],
    optional: !!o.optional,
    prompt: o.prompt,
    verb: o.verb,
    source: o.source,
  });
}

/** Chooses `count` distinct options (default 1); returns their ids. */
export function* chooseOptions(g: GameApi, player: PlayerIndex, o: OptionsChoice): Effect<string[]> {
  const min = o.min ?? o.count ?? 1;
  const max = o.max ?? o.count ?? 1;
  return yield* g.decide<string[]>({
    kind: 'option',
    player,
    options: [...o.options],
    min,
    max,
    prompt: o.prompt,
    verb: o.verb ?? 'choose',
    source: o.source,
  });
}

export function* chooseOption(g: GameApi, player: PlayerIndex, o: OptionChoice): Effect<string> {
  const [id] = yield* g.chooseOptions(player, {
    options: o.options,
    count: 1,
    prompt: o.prompt,
    verb: o.verb,
    source: o.source,
  });
  return id;
}

/** Asks for an order of cards; returns them top first. */
export function* orderCards(
  g: GameApi,
  player: PlayerIndex,
  ids: readonly CardId[],
  prompt: string,
  source?: string,
): Effect<CardId[]> {
  return yield* g.decide<CardId[]>({ kind: 'order', player, cards: [...ids], prompt, verb: 'order', source });
}

export function* chooseNumber(g: GameApi, player: PlayerIndex, o: NumberChoice): Effect<number> {
  return yield* g.decide<number>({
    kind: 'number',
    player,
    min: o.min,
    max: o.max,
    prompt: o.prompt,
    verb: o.verb,
    source: o.source,
  });
}

export function* yesNo(g: GameApi, player: PlayerIndex, prompt: string, source?: string): Effect<boolean> {
  return yield* g.decide<boolean>({ kind: 'yesno', player, prompt, verb: 'yes', source });
}
