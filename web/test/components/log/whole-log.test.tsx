// The whole game's log on one page: turn by turn with each player's own turn number, narrowed by
// turn and by player, the other player's hidden cards still counts (the events come redacted).
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createGame, apply, parseMove, decisionFor, redactEntry, RULES_VERSION } from '@engine/index';
import { WholeLog } from '@/components/log/whole-log';
import { filterTurns, logTurns, type LogEventIn } from '@/components/log/log-turns';
import { KINGDOM } from '../../support/engine-game';

/** Two rounds of Alice and Bob (Bob plays a Militia), as Alice may read them. */
function events(): LogEventIn[] {
  const { state, log } = createGame({
    players: ['Alice', 'Bob'],
    kingdom: KINGDOM,
    events: [],
    landmarks: [],
    seed: 'log',
    rulesVersion: RULES_VERSION,
    setup: { firstPlayer: 0, players: { 1: { hand: ['Militia', 'Copper', 'Copper', 'Copper', 'Estate'] } } },
  });
  const out: LogEventIn[] = [{ seq: 0, seat: null, log: log.map((e) => redactEntry(e, 0)) }];
  const moves: [number, string][] = [
    [0, 'play treasures'],
    [0, 'end turn'],
    [1, 'play Militia'],
  ];
  const step = (p: number, text: string) => {
    const m = parseMove(text, p, decisionFor(state, p));
    if (!m.ok) throw new Error(m.error.message);
    const r = apply(state, m.move);
    if (!r.ok) throw new Error(r.error.message);
    out.push({ seq: out.length, seat: p, log: r.log.map((e) => redactEntry(e, 0)) });
  };
  for (const [p, t] of moves) step(p, t);
  const hand = state.players[0].hand.map((id) => state.cardNames[id]);
  step(0, `discard ${hand.slice(0, 2).join(', ')}`);
  step(1, 'play treasures');
  step(1, 'end turn');
  return out;
}

describe('the whole log', () => {
  it("cuts the log into turns with the game's count and the player's own", () => {
    const turns = logTurns(events());
    expect(turns.map((t) => [t.index, t.player, t.own])).toEqual([
      [0, null, null],
      [1, 0, 1],
      [2, 1, 1],
      [3, 0, 2],
    ]);
    // Bob's turn holds Alice's discard; filtered to Alice it keeps only her lines.
    const bobs = filterTurns(turns, { turn: 2, player: 0 });
    expect(bobs).toHaveLength(1);
    expect(bobs[0].lines.every((l) => l.entry.player === 0)).toBe(true);
    expect(bobs[0].lines.some((l) => l.entry.kind === 'discard')).toBe(true);
  });

  it('shows every turn, then one turn, then one player, at once', () => {
    render(<WholeLog gameId="g-log" events={events()} names={['Alice', 'Bob']} />);
    const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings()).toEqual([
      'Before the first turn',
      "Turn 1 · Alice's turn 1",
      "Turn 2 · Bob's turn 1",
      "Turn 3 · Alice's turn 2",
    ]);
    const bob = screen.getByRole('region', { name: "Turn 2 · Bob's turn 1" });
    expect(bob.textContent).toContain('Bob plays Militia');
    // Alice's draws are named to her; Bob's are a count.
    const start = screen.getByRole('region', { name: 'Before the first turn' });
    expect(start.textContent).toMatch(/Bob draws 5 cards/);
    expect(within(bob).getAllByRole('link')[0].getAttribute('href')).toMatch(/^\/games\/g-log\/history\?at=\d+$/);
    fireEvent.change(screen.getByLabelText('Turn'), { target: { value: '2' } });
    expect(headings()).toEqual(["Turn 2 · Bob's turn 1"]);
    fireEvent.change(screen.getByLabelText('Player'), { target: { value: '0' } });
    const only = screen.getByRole('region', { name: "Turn 2 · Bob's turn 1" });
    expect(only.textContent).not.toContain('Bob plays');
    expect(only.textContent).toContain('Alice discards');
    fireEvent.change(screen.getByLabelText('Turn'), { target: { value: '' } });
    expect(headings()).toEqual([
      'Before the first turn',
      "Turn 1 · Alice's turn 1",
      "Turn 2 · Bob's turn 1",
      "Turn 3 · Alice's turn 2",
    ]);
  });
});
