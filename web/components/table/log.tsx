import type { LogEntry, PublicPlayer } from '@/lib/engine';

const VERB: Partial<Record<LogEntry['kind'], string>> = {
  draw: 'draws', play: 'plays', gain: 'gains', buy: 'buys', trash: 'trashes', discard: 'discards', reveal: 'reveals',
  shuffle: 'shuffles', topdeck: 'puts on their deck', setAside: 'sets aside', return: 'returns', pass: 'passes',
  coins: 'gets coins', vp: 'gets VP', debt: 'takes debt', choose: 'chooses', look: 'looks at', react: 'reacts with',
};

/** One log entry as a line of text (cards the viewer may not see arrive as a count only). */
export function logLine(e: LogEntry, players: readonly Pick<PublicPlayer, 'name'>[]): string {
  const who = players[e.player]?.name ?? `Player ${e.player + 1}`;
  const what = e.cards?.length ? e.cards.join(', ') : e.count !== undefined ? `${e.count} card${e.count === 1 ? '' : 's'}` : '';
  const to = e.target !== undefined ? ` to ${players[e.target]?.name ?? e.target}` : '';
  const detail = e.detail ? ` ${e.detail}` : '';
  switch (e.kind) {
    case 'turn': return `— ${who}'s turn${detail} —`;
    case 'phase': return `${who}:${detail || ' next phase'}`;
    case 'note': return `${who}:${detail}`;
    // Discards from a hand or deck are private but for their count; the detail names the card now on top.
    case 'discard': return e.cards?.length ? `${who} discards ${what}${to}` : `${who} discards ${what}${e.detail ? ` (${e.detail} on top)` : ''}`;
    // The engine's detail is the scores by seat ("21,40").
    case 'gameOver': return e.detail ? `Game over: ${e.detail.split(',').map((sc, i) => `${players[i]?.name ?? `Player ${i + 1}`} ${sc} VP`).join(', ')}` : 'Game over';
    default: return `${who} ${VERB[e.kind] ?? e.kind} ${what}${to}${detail}`.replace(/\s+/g, ' ').trim();
  }
}

export function GameLog({ entries, players, title = 'Log' }: { entries: LogEntry[]; players: readonly Pick<PublicPlayer, 'name'>[]; title?: string }) {
  return (
    <section aria-label={title} className="panel log">
      <h2>{title}</h2>
      <ol className="log-lines">
        {entries.map((e, i) => <li key={i} style={{ paddingLeft: `${e.depth}em` }}>{logLine(e, players)}</li>)}
      </ol>
    </section>
  );
}
