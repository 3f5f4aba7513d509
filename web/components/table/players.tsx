import { CardList } from '@/components/cards/card-label';
import { grouped } from '@/components/cards/grouped';
import { CardTile } from '@/components/cards/card-tile';
import { andList, findDef, turnWords, type GameView, type PublicPlayer } from '@/lib/engine';
import { handMove, type MoveData } from '@/lib/moves';
import { nextPick, PickStepper } from '@/components/decisions/cards-decision';
import type { HandPick } from '@/components/decisions/hand-pick';
import { ScoreBreakdowns } from './score-breakdown';

function Counts({ p, vp }: { p: PublicPlayer; vp: number | undefined }) {
  return (
    <dl className="counts">
      {vp !== undefined && (
        <>
          <dt>VP</dt>
          <dd className="vp-count">{vp}</dd>
        </>
      )}
      <dt>Turns</dt>
      <dd>{p.turnsTaken}</dd>
      <dt>Hand</dt>
      <dd>{p.handCount}</dd>
      <dt>Deck</dt>
      <dd>{p.deckCount}</dd>
      <dt>Discard</dt>
      <dd>
        {p.discardCount}
        {p.discardTop ? (
          <>
            {' '}
            (top: <CardList cards={[p.discardTop]} />)
          </>
        ) : null}
      </dd>
      {p.faceDownCount > 0 && (
        <>
          <dt>Face down</dt>
          <dd>{p.faceDownCount}</dd>
        </>
      )}
      <dt>VP tokens</dt>
      <dd>{p.vpTokens}</dd>
      <dt>Debt</dt>
      <dd>{p.debt}</dd>
    </dl>
  );
}

function Zones({ p }: { p: PublicPlayer }) {
  return (
    <>
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
    </>
  );
}

/**
 * The viewer's hand as tiles, copies grouped. A tile plays its card when the turn decision allows
 * it; while the viewer picks cards from their hand (`pick`), a tile picks one more copy of its card
 * (back to none after the last), with − / + for copies, and cards that cannot be picked stay still.
 */
export function Hand({
  view,
  onMove,
  busy,
  pick,
}: {
  view: GameView;
  onMove?: ((m: MoveData) => void) | undefined;
  busy?: boolean | undefined;
  pick?: HandPick | null | undefined;
}) {
  const hand = view.you?.hand ?? [];
  if (hand.length === 0) return <p className="muted">Your hand is empty.</p>;
  const full = pick ? pick.cards.length >= pick.decision.max : false;
  return (
    <ul className={`tiles hand${pick ? ' picking' : ''}`} aria-label="Your hand">
      {grouped(hand).map(([name, n]) => {
        if (pick) {
          const copies = pick.available(name);
          const k = pick.counts.get(name) ?? 0;
          return (
            <li key={name} className="choice-tile">
              <CardTile
                name={name}
                count={n}
                countWord="in hand"
                busy={busy}
                pressed={copies > 0 ? k > 0 : undefined}
                action={copies > 0 ? { verb: 'Pick', onClick: () => pick.set(name, nextPick(k, copies, full)) } : null}
              />
              {copies > 1 && (
                <PickStepper name={name} picked={k} canAdd={k < copies && !full} set={(x) => pick.set(name, x)} />
              )}
            </li>
          );
        }
        const m = onMove ? handMove(view.decision, name) : null;
        return (
          <li key={name}>
            <CardTile
              name={name}
              count={n}
              countWord="in hand"
              busy={busy}
              action={m && onMove ? { verb: m.verb, onClick: () => onMove(m.move) } : null}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** Every card the viewer owns, counted by name (the engine's list: never in deck order). */
function MyCards({ owned }: { owned: Record<string, number> }) {
  const entries = Object.entries(owned);
  const total = entries.reduce((n, [, c]) => n + c, 0);
  return (
    <details className="my-cards">
      <summary>Your cards ({total})</summary>
      <ul className="owned">
        {entries.map(([name, n]) => (
          <li key={name}>
            {n} × {name}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The viewer's own area: hand (the controls for playing), private cards, in play, counts, their cards. */
export function MyArea({
  view,
  onMove,
  busy,
  pick,
}: {
  view: GameView;
  onMove?: ((m: MoveData) => void) | undefined;
  busy?: boolean | undefined;
  pick?: HandPick | null | undefined;
}) {
  if (view.viewer === null || !view.you) return null;
  const me = view.players[view.viewer];
  return (
    <section aria-labelledby="me-h" className="panel me">
      <h2 id="me-h">You ({me.name})</h2>
      <Hand view={view} onMove={onMove} busy={busy} pick={pick} />
      {view.you.looking.length > 0 && (
        <p>
          <strong>Looking at:</strong> <CardList cards={view.you.looking} />
        </p>
      )}
      <Zones p={me} />
      <Counts p={me} vp={view.vp?.[view.viewer]} />
      <MyCards owned={view.you.owned} />
    </section>
  );
}

/** Everyone else's public state. */
export function Opponents({ view }: { view: GameView }) {
  const others = view.players.map((p, i) => [p, i] as const).filter(([, i]) => i !== view.viewer);
  return (
    <section aria-labelledby="others-h" className="panel others">
      <h2 id="others-h">{view.viewer === null ? 'Players' : 'Other players'}</h2>
      {others.map(([p, i]) => (
        <article
          key={i}
          className={`opponent${view.turn.player === i && !view.result ? ' active' : ''}`}
          aria-label={p.name}
        >
          <h3>
            {p.name}
            {view.turn.player === i && !view.result ? ' (their turn)' : ''}
          </h3>
          <Zones p={p} />
          <Counts p={p} vp={view.vp?.[i]} />
        </article>
      ))}
    </section>
  );
}

/** The engine's phase names as the rulebook says them ("between": e.g. Mountain Pass bids after a turn). */
const PHASE: Record<GameView['turn']['phase'], string> = {
  action: 'Action',
  buy: 'Buy',
  cleanup: 'Clean-up',
  between: 'between turns',
};

/** Everyone's own turns at the end: "17 turns each", or each with its player ("20 turns (Alice) and 19 (Bob)"). */
export function turnsText(turns: readonly number[], names: readonly string[]): string {
  const plural = (n: number) => `${n} turn${n === 1 ? '' : 's'}`;
  if (turns.length <= 1) return plural(turns[0] ?? 0);
  if (turns.every((n) => n === turns[0])) return `${plural(turns[0])} each`;
  const each = turns.map((n, i) => `${i === 0 ? plural(n) : n} (${names[i] ?? `Player ${i + 1}`})`);
  return andList(each);
}

export function TurnBar({ view }: { view: GameView }) {
  const t = view.turn;
  if (view.result) {
    return (
      <section aria-label="Turn" className="turnbar">
        <span>
          <strong>Game over</strong> after{' '}
          {turnsText(
            view.result.turns,
            view.players.map((p) => p.name),
          )}
        </span>
      </section>
    );
  }
  // Each player counts their own turns (the engine's turnsTaken), as players say "Bob's turn 12".
  const whose = turnWords(
    view.players.map((p) => p.name),
    t.player,
    view.players[t.player]?.turnsTaken ?? t.number,
    view.viewer,
    true,
  );
  return (
    <section aria-label="Turn" className="turnbar">
      <span>
        <strong>{whose}</strong>
      </span>
      {view.vp && (
        <span className="vp-line">
          VP: {view.players.map((p, i) => `${i === view.viewer ? 'you' : p.name} ${view.vp![i]}`).join(' · ')}
        </span>
      )}
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
  const p = view.players[i];
  const all = [...(r ? [...r.hand, ...r.deck, ...r.discard] : []), ...p.inPlay, ...p.durationsInPlay, ...p.setAside];
  const scores = (c: string) => (findDef(c)?.types.some((t) => t === 'Victory' || t === 'Curse') ? 0 : 1);
  return all.sort((a, b) => scores(a) - scores(b) || a.localeCompare(b));
}

/** The end of the game: who won, everyone's score and cards, the way to the replay and to each human's player page (`playerHrefs`, by seat; null for a bot). */
export function Result({
  view,
  historyHref,
  playerHrefs,
}: {
  view: GameView;
  historyHref?: string;
  playerHrefs?: readonly (string | null)[];
}) {
  if (!view.result) return null;
  const r = view.result;
  const winners = r.winners.map((w) => (w === view.viewer ? 'you' : view.players[w].name));
  const verb = r.winners.length > 1 || r.winners[0] === view.viewer ? 'win' : 'wins';
  return (
    <section aria-labelledby="result-h" className="panel result">
      <h2 id="result-h">
        Game over — {winners.join(' and ')} {verb}
      </h2>
      <table className="scores">
        <caption className="visually-hidden">Final scores</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">VP</th>
            <th scope="col">Turns</th>
            <th scope="col">VP tokens</th>
            <th scope="col">Cards at the end</th>
          </tr>
        </thead>
        <tbody>
          {view.players.map((p, i) => (
            <tr key={i} className={r.winners.includes(i) ? 'winner' : undefined}>
              <th scope="row">
                {playerHrefs?.[i] ? <a href={playerHrefs[i]}>{p.name}</a> : p.name}
                {r.winners.includes(i) ? ' (winner)' : ''}
              </th>
              <td data-label="VP">{r.scores[i]}</td>
              <td data-label="Turns">{r.turns[i]}</td>
              <td data-label="VP tokens">{p.vpTokens}</td>
              <td>
                <CardList cards={finalCards(view, i)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {r.decidedBy === 'turns' && <p className="muted">Tied on VP: fewer turns wins.</p>}
      <ScoreBreakdowns view={view} />
      {historyHref && (
        <p>
          <a href={historyHref}>Replay the whole game in the history</a>
        </p>
      )}
    </section>
  );
}
