import { CardList } from '@/components/cards/card-label';
import type { GameView, PublicPlayer } from '@/lib/engine';

function Counts({ p }: { p: PublicPlayer }) {
  return (
    <dl className="counts">
      <dt>Hand</dt><dd>{p.handCount}</dd>
      <dt>Deck</dt><dd>{p.deckCount}</dd>
      <dt>Discard</dt><dd>{p.discardCount}{p.discardTop ? <> (top: <CardList cards={[p.discardTop]} />)</> : null}</dd>
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
        <article key={i} className={`opponent${view.turn.player === i ? ' active' : ''}`} aria-label={p.name}>
          <h3>{p.name}{view.turn.player === i ? ' (their turn)' : ''}</h3>
          <Zones p={p} />
          <Counts p={p} />
        </article>
      ))}
    </section>
  );
}

export function TurnBar({ view }: { view: GameView }) {
  const t = view.turn;
  const who = view.players[t.player]?.name ?? '?';
  return (
    <section aria-label="Turn" className="turnbar">
      <span>Turn {t.number}: <strong>{t.player === view.viewer ? 'you' : who}</strong></span>
      <span>Phase: {t.phase}</span>
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

export function Result({ view }: { view: GameView }) {
  if (!view.result) return null;
  const winners = view.result.winners.map((w) => view.players[w]!.name).join(' and ');
  return (
    <section aria-labelledby="result-h" className="panel result">
      <h2 id="result-h">Game over — {winners} {view.result.winners.length > 1 ? 'win' : 'wins'}</h2>
      <ol>{view.players.map((p, i) => <li key={i}>{p.name}: {view.result!.scores[i]} VP</li>)}</ol>
    </section>
  );
}
