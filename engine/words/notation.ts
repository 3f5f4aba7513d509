// The move notation: short text for every move ("play Village", "buy Province",
// "discard Copper, Estate", "end actions"). Answers are read against the decision they answer,
// which gives them their meaning (see docs/notation.md). Text comes from players (forms, mail
// replies), so reading it is linear in its length and bounded by what the decision can take.
import { ruleError, type RuleError } from '../core/errors.js';
import { findDef } from '../core/registry.js';
import type { Answer, CardName, Decision, Move, PlayerIndex } from '../core/types.js';
import type { OwnDecision } from '../views/view.js';

/** A decision as the state holds it (cards as ids) or as its owner sees it (cards as names): the notation reads only what both have. */
export type NotationDecision = Decision | OwnDecision;

export type Parsed = { ok: true; move: Move } | { ok: false; error: RuleError };

/** The longest move text read at all (a move is one short line). */
export const MAX_MOVE_TEXT = 500;
/** The most names a card list expands to when no decision bounds it (the structured form's cap). */
export const MAX_CARD_LIST = 60;

const NOTHING = new Set(['nothing', 'none', '-']);
const bad = (message: string): Parsed => ({ ok: false, error: ruleError('notation/parse', message) });

/** A card's own name for `name` in any case ("village" → "Village"); unknown names stay as written. */
function cardName(name: string): CardName {
  return findDef(name)?.name ?? name;
}

/**
 * The card a plural names ("Coppers", "Witches", "Duchies"), only when exactly one card fits;
 * read only after a count ("2 Coppers"), where a plural means several of one card.
 */
function singular(name: string): CardName {
  if (findDef(name)) return cardName(name);
  const lower = name.toLowerCase();
  const found = new Set<CardName>();
  const tryStem = (stem: string) => {
    const d = findDef(stem);
    if (d) found.add(d.name);
  };
  if (lower.endsWith('s')) tryStem(name.slice(0, -1));
  if (lower.endsWith('es')) tryStem(name.slice(0, -2));
  if (lower.endsWith('ies')) tryStem(`${name.slice(0, -3)}y`);
  return found.size === 1 ? [...found][0] : name;
}

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r';

/** A count written as digits; anything past 6 digits is more than any list takes. */
const countOf = (digits: string) => (digits.length > 6 ? Number.MAX_SAFE_INTEGER : Number(digits));

/** "2 Copper", "2x Copper", "2 x Copper", "Copper x2" → count and name; else count 1. Scans once. */
function splitCount(item: string): { count: number; name: string; counted: boolean } {
  let i = 0;
  while (isDigit(item[i])) i++;
  if (i > 0) {
    let j = i;
    if (item[j] === 'x' || item[j] === 'X') {
      j++;
      if (isSpace(item[j])) while (isSpace(item[j])) j++;
      else j = -1;
    } else if (isSpace(item[j])) {
      while (isSpace(item[j])) j++;
      // "2 x Copper"
      if ((item[j] === 'x' || item[j] === 'X') && isSpace(item[j + 1])) {
        j++;
        while (isSpace(item[j])) j++;
      }
    } else j = -1;
    if (j > 0 && j < item.length) return { count: countOf(item.slice(0, i)), name: item.slice(j), counted: true };
  }
  let k = item.length;
  while (isDigit(item[k - 1])) k--;
  if (k < item.length && (item[k - 1] === 'x' || item[k - 1] === 'X') && isSpace(item[k - 2])) {
    let n = k - 2;
    while (isSpace(item[n - 1])) n--;
    if (n > 0) return { count: countOf(item.slice(k)), name: item.slice(0, n), counted: true };
  }
  return { count: 1, name: item, counted: false };
}

/**
 * Splits "Copper, 2 Estate, Silver x2" into names, expanding counts, in the cards' own names.
 * It stops at `limit + 1` names: enough for the decision to refuse a list that is too long,
 * never more (a count of 9999999999 costs nothing).
 */
export function parseCardList(text: string, limit = MAX_CARD_LIST): CardName[] {
  const t = text.trim();
  if (t === '' || NOTHING.has(t.toLowerCase())) return [];
  const out: CardName[] = [];
  for (const part of t.split(',')) {
    const item = part.trim();
    if (!item) continue;
    const { count, name, counted } = splitCount(item);
    const card = counted && count > 1 ? singular(name.trim()) : cardName(name.trim());
    const n = Math.min(count, limit + 1 - out.length);
    for (let i = 0; i < n; i++) out.push(card);
    if (out.length > limit) break;
  }
  return out;
}

export function formatCardList(cards: readonly CardName[]): string {
  return cards.length === 0 ? 'nothing' : cards.join(', ');
}

const END_ACTIONS = new Set(['end', 'end phase', 'end action', 'end actions', 'end action phase']);
const END_TURN = new Set(['end turn', 'end buy', 'end buys', 'end buy phase']);
const PLAY_TREASURES = new Set(['play treasures', 'play all treasures', 'play treasure', 'play all treasure']);

/**
 * Parses one move of `player`. `decision` is what that player owes now; it is required to read
 * an answer (without it only turn moves parse). Case never matters.
 */
export function parseMove(text: string, player: PlayerIndex, decision?: NotationDecision): Parsed {
  if (text.length > MAX_MOVE_TEXT)
    return {
      ok: false,
      error: ruleError('notation/too-long', `A move is one short line (at most ${MAX_MOVE_TEXT} characters).`),
    };
  const t = text.trim().replace(/\s+/g, ' ');
  if (!t) return bad('Empty move.');
  if (decision && decision.kind !== 'turn') return parseAnswer(t, player, decision);
  const lower = t.toLowerCase();
  if (PLAY_TREASURES.has(lower)) return { ok: true, move: { type: 'playTreasures', player } };
  if (END_ACTIONS.has(lower)) return { ok: true, move: { type: 'endPhase', player } };
  // In the Buy phase "end turn" is the plain end of the phase (as it always was); in the Action phase it ends the turn.
  if (END_TURN.has(lower))
    return {
      ok: true,
      move:
        decision?.kind === 'turn' && decision.phase === 'buy'
          ? { type: 'endPhase', player }
          : { type: 'endTurn', player },
    };
  let m = /^pay (\d+)( debt)?$/.exec(lower);
  if (m) return { ok: true, move: { type: 'payDebt', player, amount: countOf(m[1]) } };
  m = /^(play|buy) (.+)$/i.exec(t);
  if (m) {
    const type = m[1].toLowerCase() as 'play' | 'buy';
    const what = m[2].trim();
    if (/^\d+ /.test(what))
      return bad(`One card per move: write "${type} ${what.replace(/^\d+ /, '')}" once for each.`);
    return { ok: true, move: { type, player, card: cardName(what) } };
  }
  return bad(
    `Can't read "${t}". Try "play Village", "play treasures", "buy Province", "pay 2 debt", "end actions" or "end turn".`,
  );
}

function parseAnswer(t: string, player: PlayerIndex, d: Exclude<NotationDecision, { kind: 'turn' }>): Parsed {
  const answer = (a: Answer): Parsed => ({ ok: true, move: { type: 'answer', player, answer: a } });
  const lower = t.toLowerCase();
  // "discard Copper, Estate" → "Copper, Estate"; the decision's verb, "choose" and "pick" all work.
  const rest = (() => {
    for (const verb of [d.verb, 'choose', 'pick']) {
      if (lower === verb.toLowerCase()) return '';
      if (lower.startsWith(`${verb.toLowerCase()} `)) return t.slice(verb.length + 1).trim();
    }
    return null;
  })();
  switch (d.kind) {
    case 'yesno':
      if (lower === 'yes' || lower === 'no') return answer({ kind: 'yesno', yes: lower === 'yes' });
      return bad('Answer "yes" or "no".');
    case 'option': {
      const whole = d.options.find((o) => o.label.toLowerCase() === lower || o.id.toLowerCase() === lower);
      if (whole) return answer({ kind: 'option', options: [whole.id] });
      if (rest === null) return bad(optionHelp(d));
      return answer({
        kind: 'option',
        options: rest
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      });
    }
    case 'number': {
      const n = Number((rest ?? t).replace(/ debt$/i, ''));
      if (!Number.isInteger(n)) return bad(`Give a whole number, e.g. "${d.verb} ${d.min}".`);
      return answer({ kind: 'number', value: n });
    }
    case 'pile': {
      if (rest === null) return bad(`Start with "${d.verb}", e.g. "${d.verb} ${d.piles[0] ?? 'nothing'}".`);
      return answer({ kind: 'pile', pile: NOTHING.has(rest.toLowerCase()) || rest === '' ? null : rest });
    }
    case 'cards':
      if (rest === null) return bad(`Start with "${d.verb}", e.g. "${d.verb} nothing".`);
      return answer({ kind: 'cards', cards: parseCardList(rest, d.max) });
    case 'order':
      if (rest === null) return bad('Start with "order", then the cards top first.');
      return answer({ kind: 'order', cards: parseCardList(rest, d.cards.length) });
  }
}

/**
 * How to answer an option decision, each verb once ("choose" is the usual verb too): 'Write one of:
 * "+3 Cards" / "gain an Estate" (or start with "choose": "choose +3 Cards").'
 */
function optionHelp(d: Extract<NotationDecision, { kind: 'option' }>): string {
  const verbs = [...new Set([d.verb.toLowerCase(), 'choose'])].map((v) => `"${v}"`).join(' or ');
  const first = d.options[0]?.label ?? '';
  return `Write one of: ${d.options.map((o) => `"${o.label}"`).join(' / ')} (or start with ${verbs}: "${d.verb} ${first}").`;
}

/** Formats a move; answers need the decision they answered (for the verb and labels). */
export function formatMove(move: Move, decision?: NotationDecision): string {
  switch (move.type) {
    case 'play':
      return `play ${move.card}`;
    case 'playTreasures':
      return 'play treasures';
    case 'buy':
      return `buy ${move.card}`;
    case 'payDebt':
      return `pay ${move.amount} debt`;
    case 'endPhase':
      return decision?.kind === 'turn' && decision.phase === 'buy' ? 'end turn' : 'end actions';
    case 'endTurn':
      return 'end turn';
    case 'answer':
      return formatAnswer(move.answer, decision);
  }
}

function formatAnswer(a: Answer, d?: NotationDecision): string {
  const verb = d?.verb ?? 'choose';
  switch (a.kind) {
    case 'cards':
      return `${verb} ${formatCardList(a.cards)}`;
    case 'order':
      return `order ${formatCardList(a.cards)}`;
    case 'pile':
      return `${verb} ${a.pile ?? 'nothing'}`;
    case 'number':
      return `${verb} ${a.value}`;
    case 'yesno':
      return a.yes ? 'yes' : 'no';
    case 'option': {
      if (d?.kind === 'option' && a.options.length === 1) {
        const o = d.options.find((x) => x.id === a.options[0]);
        // Labels that start with the verb read as the whole move ("reveal Moat", "don't reveal").
        if (o)
          return o.label.toLowerCase().startsWith(verb.toLowerCase()) || /^don't /i.test(o.label)
            ? o.label
            : `${verb} ${o.label}`;
      }
      const labels = a.options.map((id) =>
        d?.kind === 'option' ? (d.options.find((x) => x.id === id)?.label ?? id) : id,
      );
      return `${verb} ${labels.join(', ')}`;
    }
  }
}
