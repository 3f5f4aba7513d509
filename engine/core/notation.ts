// The move notation: short text for every move ("play Village", "buy Province",
// "discard Copper, Estate", "end actions"). Answers are read against the decision they answer,
// which gives them their meaning (see docs/notation.md).
import { ruleError, type RuleError } from './errors.js';
import type { Answer, CardName, Decision, Move, PlayerIndex } from './types.js';

export type Parsed = { ok: true; move: Move } | { ok: false; error: RuleError };

const NOTHING = new Set(['nothing', 'none', '-']);
const bad = (message: string): Parsed => ({ ok: false, error: ruleError('notation/parse', message) });

/** Splits "Copper, 2 Estate, Silver x2" into names, expanding counts. */
export function parseCardList(text: string): CardName[] {
  const t = text.trim();
  if (t === '' || NOTHING.has(t.toLowerCase())) return [];
  const out: CardName[] = [];
  for (const part of t.split(',')) {
    const item = part.trim();
    if (!item) continue;
    const m = /^(\d+)\s*x?\s+(.+)$/i.exec(item) ?? /^(.+?)\s+x(\d+)$/i.exec(item);
    if (m) {
      const [count, name] = /^\d/.test(m[1]!) ? [Number(m[1]), m[2]!] : [Number(m[2]), m[1]!];
      for (let i = 0; i < count; i++) out.push(name.trim());
    } else out.push(item);
  }
  return out;
}

export function formatCardList(cards: readonly CardName[]): string {
  return cards.length === 0 ? 'nothing' : cards.join(', ');
}

/**
 * Parses one move of `player`. `decision` is what that player owes now; it is required to read
 * an answer (without it only turn moves parse).
 */
export function parseMove(text: string, player: PlayerIndex, decision?: Decision): Parsed {
  const t = text.trim().replace(/\s+/g, ' ');
  if (!t) return bad('Empty move.');
  if (decision && decision.kind !== 'turn') return parseAnswer(t, player, decision);
  const lower = t.toLowerCase();
  if (/^play (all )?treasures$/.test(lower)) return { ok: true, move: { type: 'playTreasures', player } };
  if (/^end( (actions?|action phase|buy|buy phase|turn|phase))?$/.test(lower)) return { ok: true, move: { type: 'endPhase', player } };
  let m = /^pay (\d+)( debt)?$/.exec(lower);
  if (m) return { ok: true, move: { type: 'payDebt', player, amount: Number(m[1]) } };
  m = /^(play|buy) (.+)$/i.exec(t);
  if (m) {
    const type = m[1]!.toLowerCase() as 'play' | 'buy';
    return { ok: true, move: { type, player, card: m[2]!.trim() } };
  }
  return bad(`Can't read "${t}". Try "play Village", "play treasures", "buy Province", "pay 2 debt" or "end actions".`);
}

function parseAnswer(t: string, player: PlayerIndex, d: Exclude<Decision, { kind: 'turn' }>): Parsed {
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
      if (rest === null) return bad(`Start with "${d.verb}" or "choose": ${d.options.map((o) => o.label).join(' / ')}.`);
      return answer({ kind: 'option', options: rest.split(',').map((x) => x.trim()).filter(Boolean) });
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
      return answer({ kind: 'cards', cards: parseCardList(rest) });
    case 'order':
      if (rest === null) return bad('Start with "order", then the cards top first.');
      return answer({ kind: 'order', cards: parseCardList(rest) });
  }
}

/** Formats a move; answers need the decision they answered (for the verb and labels). */
export function formatMove(move: Move, decision?: Decision): string {
  switch (move.type) {
    case 'play': return `play ${move.card}`;
    case 'playTreasures': return 'play treasures';
    case 'buy': return `buy ${move.card}`;
    case 'payDebt': return `pay ${move.amount} debt`;
    case 'endPhase': return decision?.kind === 'turn' && decision.phase === 'buy' ? 'end turn' : 'end actions';
    case 'answer': return formatAnswer(move.answer, decision);
  }
}

function formatAnswer(a: Answer, d?: Decision): string {
  const verb = d?.verb ?? 'choose';
  switch (a.kind) {
    case 'cards': return `${verb} ${formatCardList(a.cards)}`;
    case 'order': return `order ${formatCardList(a.cards)}`;
    case 'pile': return `${verb} ${a.pile ?? 'nothing'}`;
    case 'number': return `${verb} ${a.value}`;
    case 'yesno': return a.yes ? 'yes' : 'no';
    case 'option': {
      if (d?.kind === 'option' && a.options.length === 1) {
        const o = d.options.find((x) => x.id === a.options[0]);
        // Labels that start with the verb read as the whole move ("reveal Moat", "don't reveal").
        if (o) return o.label.toLowerCase().startsWith(verb.toLowerCase()) || /^don't /i.test(o.label) ? o.label : `${verb} ${o.label}`;
      }
      const labels = a.options.map((id) => (d?.kind === 'option' ? d.options.find((x) => x.id === id)?.label ?? id : id));
      return `${verb} ${labels.join(', ')}`;
    }
  }
}
