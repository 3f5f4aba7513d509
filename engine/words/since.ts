// "Since your move": what happened since a reader's last move on their own turn, as that reader
// may see it, in sentences grouped by turn. Built only from log entries passed through
// redactEntry (the view's redaction), so it never names a card the reader may not see. One
// formatter for the table and the mail. Pure: the caller hands in the moves' log entries.
import { redactEntry } from '../views/view.js';
import type { CardName, LogEntry, PlayerIndex } from '../core/types.js';

/**
 * What heads the lines for the viewer of `v`, on the table and in mail alike: "Before your first
 * turn" to a player who has not finished a turn yet (none begun, or their first in progress: a bot
 * or others began), else "Since your move". A spectator's view (no viewer) reads the latter.
 */
export function sinceHeading(v: {
  viewer: PlayerIndex | null;
  players: readonly { turnsTaken: number }[];
  turn: { player: PlayerIndex };
}): string {
  const me = v.viewer === null ? undefined : v.players[v.viewer];
  return me && me.turnsTaken <= (v.turn.player === v.viewer ? 1 : 0) ? 'Before your first turn' : 'Since your move';
}

/** One accepted move (or the start, seat null) and the log entries it produced, oldest first. */
export interface SinceStep {
  seat: PlayerIndex | null;
  log: readonly LogEntry[];
}

/** One turn's part of the summary: whose turn, its number, and what happened in it, in sentences. */
export interface SinceTurn {
  player: PlayerIndex;
  turn: number | null;
  text: string;
}

export interface SinceSummary {
  turns: SinceTurn[];
  /** The steps given do not reach back to the reader's last move: earlier moves are left out. */
  partial: boolean;
}

export interface SinceOptions {
  /** Display names by seat. */
  names: readonly string[];
  /** The steps start at the game's start (else they are a window of a longer log). */
  complete: boolean;
  /** Once the game is over every card may be named. */
  gameOver?: boolean;
}

/**
 * Where "since your move" starts: after the reader's last move made on their own turn. Answers
 * the reader gave in others' turns (a Militia discard, a Masquerade pass) stay in the summary, so a
 * turn reads whole. Before any such move: from the first step given.
 */
function startIndex(steps: readonly SinceStep[], reader: PlayerIndex): number {
  let turnPlayer: PlayerIndex | null = null;
  let start = -1;
  steps.forEach((step, i) => {
    if (step.seat === reader && turnPlayer === reader) start = i;
    for (const e of step.log) if (e.kind === 'turn') turnPlayer = e.player;
  });
  return start + 1;
}

/** The summary for `reader` of the steps after their last own-turn move. */
export function sinceLastMove(steps: readonly SinceStep[], reader: PlayerIndex, o: SinceOptions): SinceSummary {
  // The turn in progress at the window's start, read from the entries before it.
  let turnPlayer: PlayerIndex | null = null;
  let turnNumber: number | null = null;
  const from = startIndex(steps, reader);
  for (const step of steps.slice(0, from)) {
    for (const e of step.log)
      if (e.kind === 'turn') {
        turnPlayer = e.player;
        turnNumber = e.count ?? null;
      }
  }
  const turns: { player: PlayerIndex; turn: number | null; entries: LogEntry[] }[] = [];
  // A window starting mid-turn without its turn entry: the mover's turn, number unknown.
  const open = (seat: PlayerIndex | null) => {
    const player = turnPlayer ?? seat;
    if (player === null) return null;
    if (!turns.length) turns.push({ player, turn: turnNumber, entries: [] });
    return turns.at(-1)!;
  };
  for (const step of steps.slice(from)) {
    for (const raw of step.log) {
      const e = redactEntry(raw, reader, o.gameOver ?? false);
      if (e.kind === 'turn') {
        turnPlayer = e.player;
        turnNumber = e.count ?? null;
        turns.push({ player: e.player, turn: turnNumber, entries: [] });
      } else open(step.seat)?.entries.push(e);
    }
  }
  const written = turns
    .map((t) => ({ player: t.player, turn: t.turn, text: turnText(t.entries, reader, o.names) }))
    .filter((t) => t.text !== '');
  const found = steps.some((s, i) => i < from && s.seat === reader);
  return { turns: written, partial: !o.complete && !found };
}

/** The summary as lines: one per turn ("Bob, turn 4: Bob played Militia; you discarded 2 cards, Estate on top."). */
export function sinceLines(s: SinceSummary, reader: PlayerIndex, names: readonly string[]): string[] {
  const lines = s.turns.map((t) => {
    return `${turnWords(names, t.player, t.turn, reader, true)}: ${t.text}`;
  });
  return s.partial && lines.length ? ["(Earlier moves are in the game's history.)", ...lines] : lines;
}

const VOWEL = /^[AEIOU]/;
const plural = (name: string) => (/(s|x|ch|sh)$/.test(name) ? `${name}es` : `${name}s`);

/** "a Province", "an Estate", "2 Coppers and a Silver": counted names in first-seen order. */
export function cardList(cards: readonly CardName[]): string {
  const counts = new Map<CardName, number>();
  for (const c of cards) counts.set(c, (counts.get(c) ?? 0) + 1);
  const parts = [...counts].map(([c, n]) => (n > 1 ? `${n} ${plural(c)}` : `${VOWEL.test(c) ? 'an' : 'a'} ${c}`));
  return andList(parts, 'nothing');
}

/**
 * A turn in words for `reader`: "your turn 4", "Bob's turn 6" — each player counts their own turns,
 * as the table does; no number when it is not known. `opening`: it starts a sentence ("Your turn
 * 4"; a name stays as its player wrote it). For the since lines, the mail and the table's turn bar.
 */
export function turnWords(
  names: readonly string[],
  player: PlayerIndex,
  own: number | null,
  reader: PlayerIndex | null,
  opening = false,
): string {
  const whose =
    player === reader ? `${opening ? 'Your' : 'your'} turn` : `${names[player] ?? `Player ${player + 1}`}'s turn`;
  return own !== null ? `${whose} ${own}` : whose;
}

/** The text with its first letter a capital ("your turn 4" → "Your turn 4"). */
export const capitalise = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** Words joined as a sentence lists them: "a", "a and b", "a, b and c" (`none` for no words). */
export function andList(words: readonly string[], none = ''): string {
  return words.length <= 1 ? (words[0] ?? none) : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

const countOf = (e: LogEntry) => e.count ?? e.cards?.length ?? 0;

/** How many moves an undo concerns, in words: "a move", "2 moves" (the summary, the history, the table's log). */
export const movesPhrase = (n: number) => (n === 1 ? 'a move' : `${n} moves`);
const cardsOrCount = (e: LogEntry) =>
  e.cards ? cardList(e.cards) : `${countOf(e)} card${countOf(e) === 1 ? '' : 's'}`;

/** Consecutive entries of one kind by one player (three Coppers played) become one. */
function merged(entries: readonly LogEntry[]): LogEntry[] {
  const out: LogEntry[] = [];
  for (const e of entries) {
    const last = out.at(-1);
    if (
      last &&
      last.kind === e.kind &&
      last.player === e.player &&
      last.target === e.target &&
      (e.kind === 'play' || e.kind === 'buy' || e.kind === 'gain') &&
      !!last.cards === !!e.cards
    ) {
      out[out.length - 1] = {
        ...last,
        cards: last.cards && e.cards ? [...last.cards, ...e.cards] : undefined,
        count: countOf(last) + countOf(e),
      };
    } else out.push(e);
  }
  return out;
}

/**
 * A take-back in words after its player's name, the one wording of every page and mail: "took back
 * 2 moves", "asked to take back a move", "agreed to take it back", "refused to take them back";
 * `present` for a log read as it happens ("asks", "agrees", "refuses"); a take is always past.
 */
export function undoPhrase(action: string | undefined, n: number, tense: 'past' | 'present' = 'past'): string {
  const moves = movesPhrase(n);
  const them = n === 1 ? 'it' : 'them';
  const now = tense === 'present';
  switch (action) {
    case 'ask':
      return `${now ? 'asks' : 'asked'} to take back ${moves}`;
    case 'accept':
      return `${now ? 'agrees' : 'agreed'} to take ${them} back`;
    case 'refuse':
      return `${now ? 'refuses' : 'refused'} to take ${them} back`;
    default:
      return `took back ${moves}`;
  }
}

/** "Bob took back 2 moves", "you asked to take back a move", "Carol refused to take it back" (undo records). */
const undoClause = (e: LogEntry, w: string): string => `${w} ${undoPhrase(e.detail, countOf(e))}`;

/** One turn's entries as one sentence of clauses, or '' when nothing worth saying happened. */
function turnText(entries: readonly LogEntry[], reader: PlayerIndex, names: readonly string[]): string {
  const who = (p: PlayerIndex) => (p === reader ? 'you' : (names[p] ?? `Player ${p + 1}`));
  const whose = (p: PlayerIndex) => (p === reader ? 'your' : 'their');
  const clauses: string[] = [];
  const list = merged(entries);
  list.forEach((e, i) => {
    const prev = list[i - 1];
    const w = who(e.player);
    switch (e.kind) {
      case 'play':
        clauses.push(`${w} played ${cardsOrCount(e)}`);
        break;
      case 'buy':
        clauses.push(`${w} bought ${cardsOrCount(e)}`);
        break;
      // A gain right after the buy of the same cards is that buy.
      case 'gain':
        if (prev?.kind === 'buy' && prev.player === e.player && countOf(prev) === countOf(e)) break;
        clauses.push(
          `${w} gained ${cardsOrCount(e)}${e.detail && e.detail !== 'discard' ? ` (to ${e.detail === 'deck' ? `${whose(e.player)} deck` : e.detail})` : ''}`,
        );
        break;
      case 'trash':
        clauses.push(`${w} trashed ${cardsOrCount(e)}`);
        break;
      case 'discard':
        clauses.push(`${w} discarded ${cardsOrCount(e)}${!e.cards && e.detail ? `, ${e.detail} on top` : ''}`);
        break;
      case 'reveal':
        clauses.push(`${w} revealed ${cardsOrCount(e)}`);
        break;
      case 'react':
        clauses.push(`${w} revealed ${cardsOrCount(e)}${e.detail ? ` against ${e.detail}` : ''}`);
        break;
      case 'topdeck':
        clauses.push(`${w} put ${cardsOrCount(e)} on ${whose(e.player)} deck`);
        break;
      case 'setAside':
        clauses.push(`${w} set aside ${cardsOrCount(e)}`);
        break;
      case 'return':
        clauses.push(`${w} returned ${cardsOrCount(e)}`);
        break;
      case 'look':
        clauses.push(`${w} looked at ${cardsOrCount(e)}`);
        break;
      case 'pass':
        clauses.push(`${w} passed ${cardsOrCount(e)}${e.target !== undefined ? ` to ${who(e.target)}` : ''}`);
        break;
      // Draws in the turn's own flow are noise; those a card causes (Council Room, Moat) are news.
      case 'draw':
        if (e.depth > 0) clauses.push(`${w} drew ${cardsOrCount(e)}`);
        break;
      case 'vp':
        if (e.count) clauses.push(`${w} ${e.count > 0 ? 'took' : 'lost'} ${Math.abs(e.count)} VP`);
        break;
      case 'debt':
        if (e.count && e.detail !== 'paid') clauses.push(`${w} took ${e.count} debt`);
        break;
      case 'gameOver':
        clauses.push('the game ended');
        break;
      case 'undo':
        clauses.push(undoClause(e, w));
        break;
      // turn, phase, shuffle, coins, choose (the move's own words, private), note: not news here.
      default:
        break;
    }
  });
  if (!clauses.length) return '';
  const text = clauses.join('; ');
  // A sentence opening on a player's name keeps the name as its player wrote it ("bob played …").
  const opensOnName = names.some((n, p) => p !== reader && n !== '' && text.startsWith(`${n} `));
  return `${opensOnName ? text : capitalise(text)}.`;
}
