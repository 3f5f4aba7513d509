'use client';
// The Supply as the rulebook lays it out: the Kingdom piles in a grid in cost order, the Basic piles
// apart (Treasures, then Victory cards, then Curses), Events and Landmarks below in their landscape
// shape, each with its text a tap away. A tile is the control: it buys or gains when the viewer's
// decision allows that pile.
import { CardTile } from '@/components/cards/card-tile';
import { LandscapeText } from '@/components/cards/landscape-text';
import { findDef, type Cost, type GameView, type SupplyPileView } from '@/lib/engine';
import { pileMove, type MoveData } from '@/lib/moves';

const costKey = (c: Cost | null) => (c ? c.coins + c.debt * 0.99 : 99);

/** Kingdom piles cheapest first, ties by name. */
export function kingdomOrder(piles: readonly SupplyPileView[]): SupplyPileView[] {
  return [...piles].sort((a, b) => costKey(a.cost) - costKey(b.cost) || a.name.localeCompare(b.name));
}

const BASIC_GROUP = (p: SupplyPileView) => {
  const types = findDef(p.name)?.types ?? [];
  return types.includes('Treasure') ? 0 : types.includes('Victory') ? 1 : 2;
};

/** Basic piles: Treasures, Victory cards, Curses; dearest first within each (Copper and Curse never lead). */
export function basicOrder(piles: readonly SupplyPileView[]): SupplyPileView[] {
  return [...piles].sort((a, b) => BASIC_GROUP(a) - BASIC_GROUP(b) || costKey(b.cost) - costKey(a.cost));
}

export interface SupplyProps {
  view: GameView;
  /** Sends (or first confirms) a move; without it the tiles are for reading only. */
  onMove?: ((m: MoveData) => void) | undefined;
  busy?: boolean | undefined;
}

export function Supply({ view, onMove, busy }: SupplyProps) {
  const action = (p: { name: string; top: string | null }) => {
    const m = onMove ? pileMove(view.decision, p) : null;
    return m && onMove ? { verb: m.verb, onClick: () => onMove(m.move) } : null;
  };
  const pile = (p: SupplyPileView) => (
    <li key={p.name}>
      <CardTile
        name={p.top ?? p.name}
        cost={p.cost}
        count={p.count}
        vpTokens={p.vpTokens}
        debtTokens={p.debtTokens}
        {...(p.top !== null && p.top !== p.name ? { note: p.name } : {})}
        action={action(p)}
        busy={busy}
      />
    </li>
  );
  return (
    <section aria-labelledby="supply-h" className="panel supply">
      <h2 id="supply-h">Supply</h2>
      <div className="supply-layout">
        <ul className="tiles kingdom" aria-label="Kingdom piles">
          {kingdomOrder(view.supply.filter((p) => p.kingdom)).map(pile)}
        </ul>
        <ul className="tiles basic" aria-label="Basic piles">
          {basicOrder(view.supply.filter((p) => !p.kingdom)).map(pile)}
        </ul>
      </div>
      {(view.events.length > 0 || view.landmarks.length > 0) && (
        <ul className="tiles landscapes" aria-label="Events and Landmarks">
          {view.events.map((e) => (
            <li key={e.name} className="landscape-pile">
              <CardTile name={e.name} cost={e.cost} action={action({ name: e.name, top: e.name })} busy={busy} />
              <LandscapeText name={e.name} />
            </li>
          ))}
          {view.landmarks.map((l) => (
            <li key={l.name} className="landscape-pile">
              <CardTile name={l.name} cost={null} vpTokens={l.vpTokens} {...(l.note ? { note: l.note } : {})} />
              <LandscapeText name={l.name} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
