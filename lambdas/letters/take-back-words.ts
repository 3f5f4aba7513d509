// What a take-back undoes, in words: the moves of the player whose moves go back, named ("their buy
// of Silver and the end of their turn 5"), then who else moved since, by name only ("and what Bob
// did since"). A count of moves ("5 moves") counted the bots' moves as the player's own. Everything
// named is public: cards played and bought, phases and turns ended; an answer is named only as one
// (it may have named cards from a hidden hand).
import { andList, cardList } from '../kernel/rules.js';
import { liveRecords, type ReplayedGame } from '../kernel/replay.js';
import type { GameMeta, LogRecord, MoveRecord } from '../store/records.js';

/** Where the seat's turn count is known (null: nowhere, turns go unnumbered): `turns` turns begun at the end of the records given ('end'), or at record `to` ('to'). */
/** The answers an undo request's mail offers as links (each an answer link's `ans`; game/undo-words.ts reads them back). */
export const REQUEST_ANSWERS = ['accept', 'refuse'] as const;

export interface TurnAnchor {
  turns: number;
  at: 'end' | 'to';
}

/** At most this many of the player's moves are named; the rest are counted. */
const NAMED_MAX = 4;
/** Consecutive plays (or buys) of more different cards than this are counted, not named. */
const MERGED_NAMES_MAX = 3;

/** One named move, with `{their}` where the owner's pronoun goes; consecutive plays, buys and answers merge. */
type Named = { kind: 'play' | 'buy' | 'answer'; cards: string[] } | { kind: 'other'; words: string };

/**
 * The moves going back to record `to` in words for `reader` (their own moves read "your"):
 * `records` is the log before the take (or the request); `of` the seat whose moves they are. Null
 * when none of that seat's moves is among the records given (a window too short): say the count then.
 */
export function takeBackWords(
  meta: Pick<GameMeta, 'seats'>,
  records: readonly LogRecord[],
  to: number,
  of: number,
  reader: number | null,
  anchor: TurnAnchor | null,
): string | null {
  const after = liveRecords(records).filter((r): r is MoveRecord => r.seq > to && r.kind === 'move');
  const own = after.filter((r) => r.seat === of);
  if (own.length === 0) return null;
  const their = reader === of ? 'your' : 'their';
  const named: Named[] = [];
  for (const r of own) {
    const n = nameOf(r, turnOf(after, r, of, anchor));
    const last = named.at(-1);
    if (n.kind !== 'other' && last?.kind === n.kind) last.cards.push(...n.cards);
    else named.push(n);
  }
  const phrases = named.map((n) => phrase(n, their));
  const shown =
    phrases.length > NAMED_MAX
      ? [...phrases.slice(0, NAMED_MAX - 1), `${phrases.length - NAMED_MAX + 1} more of ${their} moves`]
      : phrases;
  const others = [...new Set(after.filter((r) => r.seat !== of).map((r) => r.seat))];
  const who = others.map((p) => (p === reader ? 'you' : (meta.seats[p]?.name ?? `Player ${p + 1}`)));
  return `${andList(shown)}${who.length ? `, and what ${andList(who)} did since` : ''}`;
}

/** The seat's turn a move of theirs was made in, from the turns begun since it (or before it, from `to`); null when unknown. */
function turnOf(after: readonly LogRecord[], r: LogRecord, of: number, anchor: TurnAnchor | null): number | null {
  if (!anchor) return null;
  const begun = (rs: readonly LogRecord[]) =>
    rs.reduce((n, x) => n + (x.log?.filter((e) => e.kind === 'turn' && e.player === of).length ?? 0), 0);
  if (after.some((x) => x.log === undefined)) return null;
  // A move's own log begins the next turn, never its own.
  const n =
    anchor.at === 'end'
      ? anchor.turns - begun(after.filter((x) => x.seq >= r.seq))
      : anchor.turns + begun(after.filter((x) => x.seq < r.seq));
  return n >= 1 ? n : null;
}

function nameOf(r: MoveRecord, turn: number | null): Named {
  const m = r.move;
  switch (m.type) {
    case 'play':
      return { kind: 'play', cards: [m.card] };
    case 'buy':
      return { kind: 'buy', cards: [m.card] };
    // Counted, never named: an answer may name cards from a hidden hand.
    case 'answer':
      return { kind: 'answer', cards: ['answer'] };
    case 'playTreasures':
      return { kind: 'other', words: 'the play of {their} Treasures' };
    case 'payDebt':
      return { kind: 'other', words: `{their} payment of ${m.amount} debt` };
    case 'endPhase':
    case 'endTurn': {
      // Ending the Action phase alone begins the Buy phase; anything else ended the turn.
      const endsActions =
        m.type === 'endPhase' &&
        r.log?.some((e) => e.kind === 'phase' && e.detail === 'buy') &&
        !r.log.some((e) => e.kind === 'turn' || e.kind === 'gameOver');
      return {
        kind: 'other',
        words: endsActions
          ? 'the end of {their} Action phase'
          : `the end of {their} turn${turn !== null ? ` ${turn}` : ''}`,
      };
    }
  }
}

function phrase(n: Named, their: string): string {
  switch (n.kind) {
    case 'other':
      return n.words.replace('{their}', their);
    case 'answer':
      return n.cards.length > 1 ? `${their} ${n.cards.length} answers` : `${their} answer`;
    default: {
      // Many different cards are counted, so the words stay a line.
      if (new Set(n.cards).size > MERGED_NAMES_MAX) return `${their} ${n.cards.length} ${n.kind}s`;
      const what = n.cards.length === 1 ? n.cards[0] : cardList(n.cards);
      return `${their} ${n.kind}${n.cards.length > 1 ? 's' : ''} of ${what}`;
    }
  }
}

/**
 * What going back to record `to` takes back of `of`'s moves in game `g` as it stands now, for
 * `reader`: named, or "their last 3 moves" when the records loaded do not reach them.
 */
export function takeBackNow(g: ReplayedGame, to: number, of: number, count: number, reader: number | null): string {
  const turns = g.state?.players[of]?.turnsTaken ?? 0;
  const named = takeBackWords(g.meta, g.records, to, of, reader, { turns, at: 'end' });
  const their = reader === of ? 'your' : 'their';
  return named ?? (count === 1 ? `${their} last move` : `${their} last ${count} moves`);
}
