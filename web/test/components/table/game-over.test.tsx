import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apply, createGame, RULES_VERSION, seedFromString, view, type GameState, type LogEntry } from '@engine/index';
import { bigMoneyBot } from '@engine/bots/index';
import { GameTable } from '@/components/table/game-table';
import { turnsText } from '@/components/table/players';

const FIRST_GAME = [
  'Cellar',
  'Market',
  'Merchant',
  'Militia',
  'Mine',
  'Moat',
  'Remodel',
  'Smithy',
  'Village',
  'Workshop',
];

/** A whole Big Money game between Alice and Bob, played by the engine's bot. */
function finished(seed: string): { state: GameState; log: LogEntry[] } {
  let state = createGame({
    players: ['Alice', 'Bob'],
    kingdom: FIRST_GAME,
    events: [],
    landmarks: [],
    seed,
    rulesVersion: RULES_VERSION,
  }).state;
  const log: LogEntry[] = [];
  for (let i = 0; !state.result; i++) {
    const r = apply(state, bigMoneyBot.move(state, state.pending[0].player, seedFromString(`${seed}/${i}`)));
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    log.push(...r.log);
  }
  return { state, log };
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Final scores' }))
    .getAllByRole('row')
    .slice(1);

describe('turnsText: how many turns each player took', () => {
  it('says "each" when all took as many, else names whose count is whose', () => {
    expect(turnsText([17, 17], ['alice', 'hard bot'])).toBe('17 turns each');
    expect(turnsText([20, 19], ['Alice', 'Bob'])).toBe('20 turns (Alice) and 19 (Bob)');
    expect(turnsText([9, 9, 8], ['A', 'B', 'C'])).toBe('9 turns (A), 9 (B) and 8 (C)');
    expect(turnsText([1], ['Solo'])).toBe('1 turn');
  });
});

describe('the game-over table', () => {
  it('names the winner, shows every score with the cards it comes from, and links to the history', () => {
    const { state, log } = finished('over-0');
    const r = state.result!;
    expect(r.winners).toHaveLength(1);
    const w = r.winners[0];
    render(
      <GameTable view={view(state, 1 - w)} log={log.slice(-3)} onMove={() => {}} historyHref="/games/g1/history" />,
    );
    const result = screen.getByRole('region', { name: /^Game over/ });
    expect(within(result).getByRole('heading').textContent).toBe(`Game over — ${state.players[w].name} wins`);
    expect(screen.queryByRole('region', { name: 'Your decision' })).toBeNull();
    // Each player's own turns, not the table's count of everyone's.
    const [t0, t1] = r.turns;
    expect(screen.getByRole('region', { name: 'Turn' }).textContent).toBe(
      t0 === t1 ? `Game over after ${t0} turns each` : `Game over after ${t0} turns (Alice) and ${t1} (Bob)`,
    );
    expect(screen.queryByText(/their turn/)).toBeNull();
    rows().forEach((row, i) => {
      const cells = within(row).getAllByRole('cell');
      expect(within(row).getByRole('rowheader').textContent).toBe(
        `${state.players[i].name}${i === w ? ' (winner)' : ''}`,
      );
      expect(cells.map((c) => c.textContent).slice(0, 3)).toEqual([String(r.scores[i]), String(r.turns[i]), '0']);
      const provinces = Number(cells[3].textContent.match(/Province(?: ×(\d+))?/)?.[1] ?? 1);
      expect(provinces).toBeGreaterThan(0);
    });
    expect(screen.queryByText('Tied on VP: fewer turns wins.')).toBeNull();
    expect(
      within(result)
        .getByRole('link', { name: /history/ })
        .getAttribute('href'),
    ).toBe('/games/g1/history');
    expect(screen.getByText(`Game over: Alice ${r.scores[0]} VP, Bob ${r.scores[1]} VP`)).toBeTruthy();
  });

  it('tells the winner "you win" and says when fewer turns broke a tie', () => {
    const { state, log } = finished('over-7');
    const r = state.result!;
    expect(r.scores[0], 'this seed ends in a tie on VP').toBe(r.scores[1]);
    expect(r.winners).toHaveLength(1);
    render(<GameTable view={view(state, r.winners[0])} log={log.slice(-3)} onMove={() => {}} />);
    expect(screen.getByRole('heading', { name: /^Game over/ }).textContent).toBe('Game over — you win');
    expect(screen.getByText('Tied on VP: fewer turns wins.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /history/ })).toBeNull();
  });
});
