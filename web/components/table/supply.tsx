import { CardLabel } from '@/components/cards/card-label';
import { formatCost, type GameView, type SupplyPileView } from '@/lib/engine';

function Pile({ p }: { p: SupplyPileView }) {
  const split = p.top !== null && p.top !== p.name;
  return (
    <li className={`pile${p.count === 0 ? ' empty' : ''}`}>
      <span className="pile-name">
        {p.top ? <CardLabel name={p.top} /> : <span>{p.name}</span>}
        {split && <span className="muted small"> ({p.name})</span>}
      </span>
      <span className="pile-cost">{p.cost ? formatCost(p.cost) : '—'}</span>
      <span className="pile-count" aria-label={`${p.count} left`}>×{p.count}</span>
      {p.vpTokens > 0 && <span className="token vp" aria-label={`${p.vpTokens} VP tokens`}>{p.vpTokens} VP</span>}
      {/* Worded apart from a debt cost: these tokens go to whoever buys from the pile (Tax). */}
      {p.debtTokens > 0 && <span className="token debt" aria-label={`${p.debtTokens} debt tokens: the buyer takes them`} title="Debt tokens on the pile: whoever buys from it takes them">+{p.debtTokens} debt</span>}
    </li>
  );
}

/** The Supply: Kingdom piles, then Basic piles; Events and Landmarks below. */
export function Supply({ view }: { view: GameView }) {
  const kingdom = view.supply.filter((p) => p.kingdom);
  const basic = view.supply.filter((p) => !p.kingdom);
  return (
    <section aria-labelledby="supply-h" className="panel supply">
      <h2 id="supply-h">Supply</h2>
      <ul className="piles kingdom" aria-label="Kingdom piles">{kingdom.map((p) => <Pile key={p.name} p={p} />)}</ul>
      <ul className="piles basic" aria-label="Basic piles">{basic.map((p) => <Pile key={p.name} p={p} />)}</ul>
      {(view.events.length > 0 || view.landmarks.length > 0) && (
        <ul className="piles landscapes" aria-label="Events and Landmarks">
          {view.events.map((e) => (
            <li key={e.name} className="pile event"><span className="pile-name"><CardLabel name={e.name} /></span><span className="pile-cost">{formatCost(e.cost)}</span><span className="muted small">Event</span></li>
          ))}
          {view.landmarks.map((l) => (
            <li key={l.name} className="pile landmark"><span className="pile-name"><CardLabel name={l.name} /></span><span className="muted small">Landmark</span>
              {l.vpTokens > 0 && <span className="token vp">{l.vpTokens} VP</span>}
              {/* Public facts of the game the Landmark set up (Obelisk's pile). */}
              {l.note && <span className="landmark-note small">{l.note}</span>}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
