import { CardList } from '@/components/cards/card-label';
import { findDef, type GameView, type PublicPlayer } from '@/lib/engine';

function Counts({ p }: { p: PublicPlayer }) {
  return (
    <dl className="counts">
      <dt>Hand</dt><dd>{p.handCount}</dd>
      <dt>Deck</dt><dd>{p.deckCount}</dd>
      <dt>Discard</dt><dd>{p.discardCount}{p.discardTop ? <> (top: <CardList cards={[p.discardTop]} />)</> : null}</dd>
      {p.faceDownCount > 0 && <><dt>Face down</dt><dd>{p.faceDownCount}</dd></>}
      <dt>VP tokens</dt><dd>{p.vpTokens}</dd>
      <dt>Debt</dt><dd>{p.debt}</dd>
    </dl>
  );
}

function Zones({ p }: { p: PublicPlayer }) {
  return (
    <>
      <p><strong>In play:</strong> <CardList cards={p.inPlay} /></p>
      {p.durationsInPlay.length > 0 && <p><strong>Durations from earlier turns:</strong> <CardList cards={p.durationsInPlay} /></p>}
      {p.setAside.length > 0 && <p><strong>Set aside:</strong> <CardList cards={p.setAside} /></p>}
    </>
  );
}

/** The viewer's own area: hand, private cards, in play, counts. */
export function MyArea({ view }: { view: GameView }) {
  if (view.viewer === null || !view.you) return null;
  const me = view.players[view.viewer]!;
  return (
    <section aria-labelledby="me-h" className="panel me">
      <h2 id="me-h">You ({me.name})</h2>
      <p><strong>Hand:</strong> <CardList cards={view.you.hand} empty="(empty)" /></p>
      {view.you.looking.length > 0 && <p><strong>Looking at:</strong> <CardList cards={view.you.looking} /></p>}
      <Zones p={me} />
      <Counts p={me} />
    </section>
  );
}

/** Everyone else's public state. */
export function Opponents({ view }: { view: GameView }) {
  const others = view.players.map((p, i) => [p, i] as const).filter(([, i]) => i !== view.viewer);
  return (
    <section aria-labelledby="others-h" className="panel others">
      <h2 id="others-h">Other players</h2>
      {others.map(([p, i]) => (
        <article key={i} className={`opponent${view.turn.player === i && !view.result ? ' active' : ''}`} aria-label={p.name}>
          <h3>{p.name}{view.turn.player === i && !view.result ? ' (their turn)' : ''}</h3>
          <Zones p={p} />
          <Counts p={p} />
        </article>
      ))}
    </section>
  );
}

/** The engine's phase names as the rulebook says them ("between": e.g. Mountain Pass bids after a turn). */
const PHASE: Record<GameView['turn']['phase'], string> = { action: 'Action', buy: 'Buy', cleanup: 'Clean-up', between: 'between turns' };

export function TurnBar({ view }: { view: GameView }) {
  const t = view.turn;
  const who = view.players[t.player]?.name ?? '?';
  if (view.result) return <section aria-label="Turn" className="turnbar"><span><strong>Game over</strong> after turn {t.number}</span></section>;
  return (
    <section aria-label="Turn" className="turnbar">
      <span>Turn {t.number}: <strong>{t.player === view.viewer ? 'you' : who}</strong></span>
      <span>Phase: {PHASE[t.phase] ?? t.phase}</span>
      <span>Actions: {t.actions}</span>
      <span>Buys: {t.buys}</span>
      <span>Coins: ${t.coins}</span>
      {t.costReduction > 0 && <span>Costs −${t.costReduction}</span>}
    </section>
  );
}

export function Trash({ view }: { view: GameView }) {
  return (
    <section aria-labelledby="trash-h" className="panel trash">
      <h2 id="trash-h">Trash ({view.trash.length})</h2>
      <CardList cards={view.trash} empty="(empty)" />
    </section>
  );
}

/** Every card a player ends with, Victory cards and Curses (what scores) first. */
function finalCards(view: GameView, i: number): string[] {
  const r = view.revealed?.[i];
  const p = view.players[i]!;
  const all = [...(r ? [...r.hand, ...r.deck, ...r.discard] : []), ...p.inPlay, ...p.durationsInPlay, ...p.setAside];
  const scores = (c: string) => (findDef(c)?.types.some((t) => t === 'Victory' || t === 'Curse') ? 0 : 1);
  return all.sort((a, b) => scores(a) - scores(b) || a.localeCompare(b));
}

/** The end of the game: who won, everyone's score and cards, and the way to the replay. */
export function Result({ view, historyHref }: { view: GameView; historyHref?: string }) {
  if (!view.result) return null;
  const r = view.result;
  const winners = r.winners.map((w) => (w === view.viewer ? 'you' : view.players[w]!.name));
  const verb = r.winners.length > 1 || r.winners[0] === view.viewer ? 'win' : 'wins';
  return (
    <section aria-labelledby="result-h" className="panel result">
      <h2 id="result-h">Game over — {winners.join(' and ')} {verb}</h2>
      <table className="scores">
        <caption className="visually-hidden">Final scores</caption>
        <thead><tr><th scope="col">Player</th><th scope="col">VP</th><th scope="col">Turns</th><th scope="col">VP tokens</th><th scope="col">Cards at the end</th></tr></thead>
        <tbody>
          {view.players.map((p, i) => (
            <tr key={i} className={r.winners.includes(i) ? 'winner' : undefined}>
              <th scope="row">{p.name}{r.winners.includes(i) ? ' (winner)' : ''}</th>
              <td data-label="VP">{r.scores[i]}</td>
              <td data-label="Turns">{r.turns[i]}</td>
              <td data-label="VP tokens">{p.vpTokens}</td>
              <td><CardList cards={finalCards(view, i)} /></td>
            </tr>
          ))}
        </tbody>
      </table>
      {r.decidedBy === 'turns' && <p className="muted">Tied on VP: fewer turns wins.</p>}
      {historyHref && <p><a href={historyHref}>Replay the whole game in the history</a></p>}
    </section>
  );
}
