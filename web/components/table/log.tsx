import { gameOverScores, undoPhrase, type LogEntry, type PublicPlayer } from '@/lib/engine';

const VERB = new Map<LogEntry['kind'], string>([
  ['draw', 'draws'],
  ['play', 'plays'],
  ['buy', 'buys'],
  ['reveal', 'reveals'],
  ['setAside', 'sets aside'],
  ['pass', 'passes'],
  ['look', 'looks at'],
]);

/** A phase entered, in words ('action' only comes back mid-turn: Villa). */
const PHASE = new Map([
  ['buy', 'Buy phase'],
  ['action', 'back to the Action phase'],
]);

/** Where a gained card went, when not to the discard pile (the engine's detail). */
const GAINED_TO = new Map([
  ['deck', ' onto their deck'],
  ['hand', ' into their hand'],
]);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One log entry as a line of text (cards the viewer may not see arrive as a count only). */
export function logLine(e: LogEntry, players: readonly Pick<PublicPlayer, 'name'>[]): string {
  const who = players[e.player]?.name ?? `Player ${e.player + 1}`;
  const n = e.count ?? e.cards?.length ?? 0;
  const shown = !!e.cards?.length;
  const what = shown ? e.cards!.join(', ') : plural(n, 'card');
  const to = e.target !== undefined ? ` to ${players[e.target]?.name ?? `Player ${e.target + 1}`}` : '';
  switch (e.kind) {
    // The engine counts each player's own turns (count), as players say "Bob's turn 6".
    case 'turn':
      return `— ${who}'s turn${e.count ? ` ${e.count}` : ''} —`;
    // The engine names the phase entered ('buy'; Villa's 'action'): "alice: buy" read like a purchase.
    case 'phase':
      return `${who}: ${PHASE.get(e.detail ?? '') ?? 'next phase'}`;
    // A note the viewer may not see arrives without its words.
    case 'note':
      return e.detail
        ? `${who}: ${e.detail}${shown ? ` (${what})` : ''}`
        : `${who}: ${plural(n, 'card')} you cannot see`;
    // Discards from a hand or deck are private but for their count; the detail names the card now on top.
    case 'discard':
      return shown ? `${who} discards ${what}` : `${who} discards ${what}${e.detail ? ` (${e.detail} on top)` : ''}`;
    case 'gain':
      return `${who} gains ${what}${e.detail ? (GAINED_TO.get(e.detail) ?? ` (${e.detail})`) : ''}`;
    case 'trash':
      return `${who} trashes ${what}${e.detail === 'supply' ? ' from the Supply' : ''}`;
    case 'topdeck':
      return e.detail && shown
        ? `${who} puts ${what} into their deck, ${e.detail}`
        : `${who} puts ${what} on their deck`;
    case 'shuffle':
      return `${who} shuffles ${what}${e.detail ? ` (${e.detail})` : ''}`;
    case 'react':
      return `${who} reveals ${what}${e.detail ? ` in reaction to ${e.detail}` : ''}`;
    case 'return':
      return `${who} returns ${what} to ${n === 1 ? 'its pile' : 'their piles'}`;
    case 'choose':
      return `${who} chooses${e.detail ? `: ${e.detail}` : ''}`;
    case 'vp':
      return `${who} ${n < 0 ? 'loses' : 'gets'} ${Math.abs(n)} VP`;
    case 'coins':
      return `${who} gets $${n}`;
    case 'debt':
      return e.detail === 'paid' || n < 0 ? `${who} pays off ${Math.abs(n)} debt` : `${who} takes ${n} debt`;
    // Taking moves back (the engine's undo records): the action and how many moves.
    case 'undo':
      return `${who} ${undoPhrase(e.detail, n, 'present')}`;
    case 'gameOver': {
      const scores = gameOverScores(e);
      return scores
        ? `Game over: ${scores.map((sc, i) => `${players[i]?.name ?? `Player ${i + 1}`} ${sc} VP`).join(', ')}`
        : 'Game over';
    }
    default:
      return `${who} ${VERB.get(e.kind) ?? e.kind} ${what}${to}${e.detail ? ` (${e.detail})` : ''}`;
  }
}

export function GameLog({
  entries,
  players,
  title = 'Log',
}: {
  entries: LogEntry[];
  players: readonly Pick<PublicPlayer, 'name'>[];
  title?: string;
}) {
  return (
    <section aria-label={title} className="panel log">
      <h2>{title}</h2>
      <ol className="log-lines">
        {entries.map((e, i) => (
          <li key={i} style={{ paddingLeft: `${e.depth}em` }}>
            {logLine(e, players)}
          </li>
        ))}
      </ol>
    </section>
  );
}
