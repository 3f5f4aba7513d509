// Every legal answer to a decision, when there are only a few: what a mail offers as one link each
// (yes/no, one of a few options, a pile to gain, a few ways to discard). Built from the decision as
// its owner sees it (view().decision), so it knows nothing the owner does not. Each answer comes
// with its notation text, and is offered only when that text reads back (parseMove) as the same
// answer and `checkAnswer` accepts it: a link then means exactly what it says, and the same check
// runs again when the link is confirmed and when the move is applied.
import { checkAnswer } from '../rules/decisions.js';
import { formatMove, parseMove } from './notation.js';
import type { Answer, CardName } from '../core/types.js';
import type { OwnDecision } from '../views/view.js';

/** The most answers a decision may have to be offered one by one (more: open the game). */
export const MAX_ANSWER_CHOICES = 8;

/** One legal answer and its notation ("discard Copper, Estate", "yes", "gain Silver"). */
export interface AnswerChoice {
  answer: Answer;
  text: string;
}

/**
 * The distinct multisets of `items` (in their first-seen order) with a size in [min, max], the
 * smaller first; once there are more than `limit`, the first `limit + 1` only. Copies count once:
 * two Coppers of five cards are one choice.
 */
function multisets<T>(items: readonly T[], min: number, max: number, limit: number): T[][] {
  const kinds: { item: T; copies: number }[] = [];
  for (const x of items) {
    const k = kinds.find((y) => y.item === x);
    if (k) k.copies++;
    else kinds.push({ item: x, copies: 1 });
  }
  // How many cards the kinds from i on hold: a branch that cannot fill its size is cut at once.
  const after = kinds.map((_, i) => kinds.slice(i).reduce((n, k) => n + k.copies, 0));
  const out: T[][] = [];
  // Fills `size` from kinds[i..], more of the earlier kinds first; false once over the limit.
  const fill = (i: number, size: number, picked: T[]): boolean => {
    if (size === 0) {
      out.push(picked);
      return out.length <= limit;
    }
    if (i >= kinds.length || after[i] < size) return true;
    for (let n = Math.min(size, kinds[i].copies); n >= 0; n--) {
      if (!fill(i + 1, size - n, [...picked, ...Array<T>(n).fill(kinds[i].item)])) return false;
    }
    return true;
  };
  for (let size = Math.max(0, min); size <= Math.min(max, items.length); size++) if (!fill(0, size, [])) break;
  return out;
}

/** The distinct orders of `items`; once there are more than `limit`, the first `limit + 1` only. */
function orders<T>(items: readonly T[], limit: number): T[][] {
  const out: T[][] = [];
  const walk = (left: T[], picked: T[]): boolean => {
    if (left.length === 0) {
      out.push(picked);
      return out.length <= limit;
    }
    const tried: T[] = [];
    for (let i = 0; i < left.length; i++) {
      if (tried.includes(left[i])) continue;
      tried.push(left[i]);
      if (!walk([...left.slice(0, i), ...left.slice(i + 1)], [...picked, left[i]])) return false;
    }
    return true;
  };
  walk([...items], []);
  return out;
}

/**
 * The answers of the decision's shape (legal by its bounds), in a stable order: all of them when
 * there are at most `limit`, else the first `limit + 1` (more than `limit` says there are too many).
 * None for a turn (its moves are not answers).
 */
function candidates(d: OwnDecision, limit: number): Answer[] {
  switch (d.kind) {
    case 'turn':
      return [];
    case 'yesno':
      return [
        { kind: 'yesno', yes: true },
        { kind: 'yesno', yes: false },
      ];
    case 'pile': {
      const all: Answer[] = [
        ...d.piles.map((pile) => ({ kind: 'pile' as const, pile })),
        ...(d.optional ? [{ kind: 'pile' as const, pile: null }] : []),
      ];
      return all.slice(0, limit + 1);
    }
    case 'number': {
      const n = Math.min(d.max - d.min + 1, limit + 1);
      return Array.from({ length: Math.max(0, n) }, (_, i) => ({ kind: 'number' as const, value: d.min + i }));
    }
    case 'option':
      return multisets(
        d.options.map((o) => o.id),
        d.min,
        d.max,
        limit,
      ).map((options) => ({ kind: 'option' as const, options }));
    case 'cards':
      return multisets<CardName>(d.candidates, d.min, d.max, limit).map((cards) => ({ kind: 'cards' as const, cards }));
    case 'order':
      return orders<CardName>(d.cards, limit).map((cards) => ({ kind: 'order' as const, cards }));
  }
}

const resolved = (d: OwnDecision, a: Answer) => {
  const r = checkAnswer(d, a);
  return r.ok ? JSON.stringify(r.value) : null;
};

/**
 * Every legal answer to `d` with its notation text, when there are at most `limit` of them and each
 * text reads back as its own answer; otherwise null (the mail then only offers to open the game).
 */
export function answerChoices(d: OwnDecision, limit = MAX_ANSWER_CHOICES): AnswerChoice[] | null {
  const all = candidates(d, limit);
  if (all.length === 0 || all.length > limit) return null;
  const out: AnswerChoice[] = [];
  for (const answer of all) {
    const text = written(d, answer);
    if (text === null) return null;
    out.push({ answer, text });
  }
  return out;
}

/** The answer's notation (the one formatter), when it is legal and reads back as itself; else null. */
function written(d: OwnDecision, answer: Answer): string | null {
  const value = resolved(d, answer);
  if (value === null) return null;
  const text = formatMove({ type: 'answer', player: 0, answer }, d);
  const back = parseMove(text, 0, d);
  return back.ok && back.move.type === 'answer' && resolved(d, back.move.answer) === value ? text : null;
}

/**
 * A few legal answers to `d` as a reply writes them ("gain Silver", "discard nothing"), at most
 * `count`, the first in the order answers are listed: for a mail whose decision has too many
 * answers to offer as links, to show what a reply may say. Each is checked as answerChoices'
 * are (legal, and read back as itself); none for a turn.
 */
export function answerExamples(d: OwnDecision, count = 3): string[] {
  return candidates(d, count)
    .map((a) => written(d, a))
    .filter((t): t is string => t !== null)
    .slice(0, count);
}
