// How each human of the rehearsed game chooses, from what that player has in hand:
//   A, at the table: Big Money over their own view (the decision's options, as the table shows them);
//   B, from the answer links of a mail: a pick among the links' words;
//   C, from the text of a mail: the same pick, written as the moves a reply takes (the notation).
// Choices only: the calls that make them are in play.ts.
import type { MoveData } from '../../../contract/api.js';
import type { GameView } from '../../../engine/index.js';
import type { AnswerLinkInMail } from './mail-reading.js';

type Decision = NonNullable<GameView['decision']>;

/** A's move for the decision they owe: Treasures, then Province, Gold, a late Duchy or Silver; a question's simplest answer. */
export function tableMove(v: GameView): MoveData {
  const d = v.decision;
  if (!d) throw new Error('A owes nothing');
  if (d.kind !== 'turn') return { type: 'answer', answer: simplestAnswer(d) };
  const o = d.options;
  if (o.playTreasures && !v.turn.treasuresLocked) return { type: 'playTreasures' };
  if (o.payDebt > 0) return { type: 'payDebt', amount: o.payDebt };
  if (d.phase === 'buy' && v.turn.buys > 0) {
    const can = (name: string) => o.buy.some((b) => b.name === name && !b.event);
    const provincesLeft = v.supply.find((p) => p.name === 'Province')?.count ?? 0;
    const wanted = ['Province', 'Gold', ...(provincesLeft <= 4 ? ['Duchy'] : []), 'Silver'].find(can);
    if (wanted) return { type: 'buy', card: wanted };
  }
  return { type: 'endPhase' };
}

/** The first legal answer of a question: the fewest cards, the first pile or options, the lowest number, no. */
function simplestAnswer(d: Exclude<Decision, { kind: 'turn' }>): Extract<MoveData, { type: 'answer' }>['answer'] {
  switch (d.kind) {
    case 'cards':
      return { kind: 'cards', cards: d.candidates.slice(0, d.min) };
    case 'pile':
      return { kind: 'pile', pile: d.optional ? null : d.piles[0] };
    case 'option':
      return { kind: 'option', options: d.options.slice(0, Math.max(1, d.min)).map((x) => x.id) };
    case 'order':
      return { kind: 'order', cards: d.cards };
    case 'number':
      return { kind: 'number', value: d.min };
    case 'yesno':
      return { kind: 'yesno', yes: false };
  }
}

/** The card a turn link buys ("Play all Treasures, buy Gold and end your turn" → Gold), or null. */
export function boughtBy(label: string): string | null {
  return /(?:^|, )buy ([^,]+?)(?: and end your turn)?$/i.exec(label)?.[1] ?? null;
}

const NEVER = new Set(['Curse', 'Copper', 'Estate']);
const FIRST = ['Province', 'Gold'];

/**
 * The links in the order a player would take them: a request's Accept; a buy of Province or Gold;
 * an Action when `playsActions`; a buy of anything but Copper, Estate or a Curse (the links come
 * best first); on to the Buy phase; then the mail's own order (for a question: its first answer).
 * B plays no Actions: a card's questions often have too many answers for links, and each then
 * waits for the deadline bot. C, who can write any answer, does.
 */
export function linkPreference(links: readonly AnswerLinkInMail[], playsActions = false): AnswerLinkInMail[] {
  const rank = (l: AnswerLinkInMail): number => {
    if (l.label === 'Accept') return 0;
    const buys = boughtBy(l.label);
    if (buys && FIRST.includes(buys)) return 1 + FIRST.indexOf(buys);
    if (playsActions && /^Play (?!all Treasures)/.test(l.label)) return 2.5;
    if (buys) return NEVER.has(buys) ? 6 : 3;
    if (l.label === 'Go to your Buy phase') return 4;
    if (/^Play (?!all Treasures)/.test(l.label) || l.label === 'Refuse') return 7;
    return 5;
  };
  return links
    .map((l, i) => ({ l, i, r: rank(l) }))
    .sort((x, y) => x.r - y.r || x.i - y.i)
    .map((x) => x.l);
}

/**
 * Of the lines an answer mail says may be written, the one C writes: a buy of Province or Gold; an
 * Action; the Treasures; a buy of anything but Copper, Estate or a Curse; then on to the end.
 */
export function pickWritable(options: readonly string[]): string | null {
  const rank = (x: string): number => {
    const buys = /^buy (.+)$/i.exec(x)?.[1];
    if (buys && FIRST.includes(buys)) return 1 + FIRST.indexOf(buys);
    if (/^play (?!treasures$)/i.test(x)) return 3;
    if (/^play treasures$/i.test(x)) return 4;
    if (buys) return NEVER.has(buys) ? 8 : 5;
    if (/^end actions$/i.test(x)) return 6;
    return 7;
  };
  return [...options].sort((x, y) => rank(x) - rank(y))[0] ?? null;
}

// A turn link's words back to the notation a reply writes (engine/words/turn-answers.ts says them).
const TURN_LINES: ReadonlyMap<string, string> = new Map([
  ['play all treasures', 'play treasures'],
  ['go to your buy phase', 'end actions'],
  ['end your turn', 'end turn'],
  ['buy nothing', ''],
]);

/** Whether a link's words stand for turn moves (several lines) rather than one answer. */
const isTurnLabel = (label: string) =>
  /^(Play all Treasures|Go to your Buy phase|Buy )/.test(label) || /end your turn$/.test(label);

/** The lines a reply writes for a link's words: "Play all Treasures, buy Gold and end your turn" → play treasures / buy Gold / end turn. */
export function linesOf(label: string): string[] {
  if (!isTurnLabel(label)) return [label];
  return label
    .split(/, | and /)
    .map((w) => w.trim())
    .map((w) => TURN_LINES.get(w.toLowerCase()) ?? w)
    .filter((w) => w.length > 0);
}
