import { CardList } from '@/components/cards/card-label';
import { GameLog } from '@/components/table/log';
import { MyArea, Opponents, Result, Trash, TurnBar } from '@/components/table/players';
import { Supply } from '@/components/table/supply';
import type { GameView, LogEntry } from '@/lib/engine';

/** After the end: every player's cards at this step (deck and discard as sorted lists). */
export function RevealedPlayers({ view }: { view: GameView }) {
  const revealed = view.revealed;
  if (!revealed) return null;
  return (
    <section aria-labelledby="all-h" className="panel others revealed">
      <h2 id="all-h">Every player&apos;s cards</h2>
      {view.players.map((p, i) => {
        const r = revealed[i];
        const turn = view.turn.player === i && !view.result;
        return (
          <article key={i} className={`opponent${turn ? ' active' : ''}`} aria-label={p.name}>
            <h3>
              {p.name}
              {turn ? ' (their turn)' : ''}
              {view.scores ? ` — ${view.scores[i]} VP` : ''}
            </h3>
            <p>
              <strong>Hand:</strong> <CardList cards={r.hand} empty="(empty)" />
            </p>
            <p>
              <strong>In play:</strong> <CardList cards={p.inPlay} />
            </p>
            {p.durationsInPlay.length > 0 && (
              <p>
                <strong>Durations from earlier turns:</strong> <CardList cards={p.durationsInPlay} />
              </p>
            )}
            {p.setAside.length > 0 && (
              <p>
                <strong>Set aside:</strong> <CardList cards={p.setAside} />
              </p>
            )}
            <p>
              <strong>Deck ({r.deck.length}, any order):</strong> <CardList cards={r.deck} />
            </p>
            <p>
              <strong>Discard ({r.discard.length}):</strong> <CardList cards={r.discard} />
            </p>
            {(p.vpTokens > 0 || p.debt > 0) && (
              <p className="muted">
                VP tokens {p.vpTokens}, debt {p.debt}
              </p>
            )}
          </article>
        );
      })}
    </section>
  );
}

/** "Bob: <prompt>" for the viewer's own, "Bob (discard, Militia)", or "Bob" when the engine keeps what for. */
function historyWaiting(w: GameView['waitingOn'][number]): string {
  if (w.prompt) return `${w.name}: ${w.prompt}`;
  if (w.verb === null) return w.name;
  return `${w.name} (${w.verb}${w.source ? `, ${w.source}` : ''})`;
}

/**
 * The board at one step of the history, read-only: turn, Supply, the viewer's hand and everyone's
 * public state while the game runs; once it is over, every player's cards. No decisions, no moves.
 */
export function HistoryBoard({ view, log, logTitle }: { view: GameView; log: LogEntry[]; logTitle: string }) {
  // A turn decision is what the turn bar already says; the rest are questions a card asked.
  const asked = view.waitingOn.filter((w) => w.kind !== 'turn');
  return (
    <div className="table history-board">
      <TurnBar view={view} />
      <Result view={view} />
      {asked.length > 0 && <p className="waiting">Waiting for {asked.map(historyWaiting).join('; ')}</p>}
      <div className="board">
        {view.revealed ? <RevealedPlayers view={view} /> : <MyArea view={view} />}
        <Supply view={view} />
        {!view.revealed && <Opponents view={view} />}
        <Trash view={view} />
        <GameLog entries={log} players={view.players} title={logTitle} />
      </div>
    </div>
  );
}
