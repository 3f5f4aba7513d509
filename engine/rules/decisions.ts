// Checking an answer against the decision it answers, and spotting decisions with only one
// possible answer (those are never asked: a player is not emailed to confirm the inevitable).
import type { DecisionSpec } from '../core/effect.js';
import type { Answer, CardId, CardName, Decision, DecisionOption } from '../core/types.js';
import { ruleError, type RuleError } from '../core/errors.js';

export type Resolved = { ok: true; value: unknown } | { ok: false; error: RuleError };

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Maps card names to distinct cards among `candidates` (ids, or names), or says which name has no card left. */
export function pickByNames<T>(
  names: readonly CardName[],
  candidates: readonly T[],
  nameOf: (c: T) => CardName,
): T[] | string {
  const left = [...candidates];
  const picked: T[] = [];
  for (const n of names) {
    const i = left.findIndex((c) => same(nameOf(c), n));
    if (i < 0) return n;
    picked.push(left[i]);
    left.splice(i, 1);
  }
  return picked;
}

function bad(msg: string): Resolved {
  return { ok: false, error: ruleError('answer/invalid', msg) };
}

const KIND_FOR: ReadonlyMap<Decision['kind'], readonly Answer['kind'][]> = new Map<Decision['kind'], Answer['kind'][]>([
  ['turn', []],
  ['cards', ['cards']],
  ['pile', ['pile']],
  ['option', ['option']],
  ['order', ['order', 'cards']],
  ['number', ['number']],
  ['yesno', ['yesno', 'option']],
]);

/**
 * A decision's shape with its cards as `T`: ids in the state's Decision, names in the owner's view
 * (OwnDecision). Both are checked by the one function below.
 */
export type DecisionShape<T> =
  | { kind: 'turn' }
  | { kind: 'cards'; candidates: readonly T[]; min: number; max: number }
  | { kind: 'pile'; piles: readonly string[]; optional: boolean }
  | { kind: 'option'; options: readonly DecisionOption[]; min: number; max: number }
  | { kind: 'order'; cards: readonly T[] }
  | { kind: 'number'; min: number; max: number }
  | { kind: 'yesno' };

/** Checks an answer against the decision it answers; the value is what the asking effect receives (card ids). */
export function resolveAnswer(d: Decision, a: Answer, nameOf: (id: CardId) => CardName): Resolved {
  return resolveWith<CardId>(d, a, nameOf);
}

/**
 * Checks an answer against a decision as its owner sees it (view().decision), by the same rules
 * as `apply`: the table enables "confirm" only for answers this accepts. Cards come back as names.
 */
export function checkAnswer(d: DecisionShape<CardName>, a: Answer): Resolved {
  return resolveWith<CardName>(d, a, (n) => n);
}

function resolveWith<T>(d: DecisionShape<T>, a: Answer, nameOf: (c: T) => CardName): Resolved {
  if (!KIND_FOR.get(d.kind)!.includes(a.kind)) return bad(`This decision wants ${describeKind(d)}, not ${a.kind}.`);
  switch (d.kind) {
    case 'turn':
      return bad('It is your turn: play, buy or end the phase.');
    case 'cards': {
      const names = (a as { cards: CardName[] }).cards;
      if (names.length < d.min || names.length > d.max) {
        return bad(d.min === d.max ? `Pick exactly ${d.min} card(s).` : `Pick between ${d.min} and ${d.max} card(s).`);
      }
      const ids = pickByNames(names, d.candidates, nameOf);
      if (typeof ids === 'string') return bad(`You can't pick ${ids} here.`);
      return { ok: true, value: ids };
    }
    case 'pile': {
      const pile = (a as { pile: string | null }).pile;
      if (pile === null) return d.optional ? { ok: true, value: null } : bad('You must pick one.');
      const match = d.piles.find((p) => same(p, pile));
      return match
        ? { ok: true, value: match }
        : bad(`${pile} is not one of the choices (${d.piles.join(', ') || 'none'}).`);
    }
    case 'option': {
      const picked = (a as { options: string[] }).options;
      if (picked.length < d.min || picked.length > d.max) {
        return bad(d.min === d.max ? `Choose exactly ${d.min}.` : `Choose between ${d.min} and ${d.max}.`);
      }
      const ids: string[] = [];
      for (const p of picked) {
        const o = d.options.find((x) => same(x.id, p) || same(x.label, p));
        if (!o) return bad(`"${p}" is not one of: ${d.options.map((x) => x.label).join(' / ')}.`);
        if (ids.includes(o.id)) return bad(`"${o.label}" was chosen twice.`);
        ids.push(o.id);
      }
      return { ok: true, value: ids };
    }
    case 'order': {
      const names = (a as { cards: CardName[] }).cards;
      const ids = pickByNames(names, d.cards, nameOf);
      if (typeof ids === 'string' || ids.length !== d.cards.length) {
        return bad(`Give all of these cards in order, top first: ${d.cards.map(nameOf).join(', ')}.`);
      }
      return { ok: true, value: ids };
    }
    case 'number': {
      const v = (a as { value: number }).value;
      if (!Number.isInteger(v) || v < d.min || v > d.max) return bad(`Pick a whole number from ${d.min} to ${d.max}.`);
      return { ok: true, value: v };
    }
    case 'yesno': {
      if (a.kind === 'yesno') return { ok: true, value: a.yes };
      const o = (a as { options: string[] }).options[0] ?? '';
      if (same(o, 'yes') || same(o, 'no')) return { ok: true, value: same(o, 'yes') };
      return bad('Answer yes or no.');
    }
  }
}

function describeKind(d: { kind: Decision['kind'] }): string {
  switch (d.kind) {
    case 'cards':
      return 'cards';
    case 'pile':
      return 'a pile';
    case 'option':
      return 'an option';
    case 'order':
      return 'an order of cards';
    case 'number':
      return 'a number';
    case 'yesno':
      return 'yes or no';
    case 'turn':
      return 'a turn move';
  }
}

/** The only possible value for a decision, if it has exactly one; otherwise undefined. */
export function forcedValue(d: DecisionSpec, nameOf: (id: CardId) => CardName): { value: unknown } | undefined {
  switch (d.kind) {
    case 'cards': {
      const max = Math.min(d.max, d.candidates.length);
      if (max <= 0) return { value: [] };
      if (d.min >= d.candidates.length) return { value: [...d.candidates] };
      const oneName = d.candidates.every((id) => nameOf(id) === nameOf(d.candidates[0]));
      if (oneName && d.min === max) return { value: d.candidates.slice(0, max) };
      return undefined;
    }
    case 'pile':
      if (d.piles.length === 0) return { value: null };
      if (d.piles.length === 1 && !d.optional) return { value: d.piles[0] };
      return undefined;
    case 'option':
      if (d.options.length === 1 && d.min >= 1) return { value: [d.options[0].id] };
      if (d.max === 0) return { value: [] };
      return undefined;
    case 'order': {
      const first = d.cards[0];
      if (first === undefined || d.cards.every((id) => nameOf(id) === nameOf(first))) return { value: [...d.cards] };
      return undefined;
    }
    case 'number':
      return d.min === d.max ? { value: d.min } : undefined;
    default:
      return undefined;
  }
}
