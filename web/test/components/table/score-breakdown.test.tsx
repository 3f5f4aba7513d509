import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apply, createGame, ownedCards, RULES_VERSION, seedFromString, view, type GameState } from '@engine/index';
import { bigMoneyBot } from '@engine/bots/index';
import { GameTable } from '@/components/table/game-table';

const KINGDOM = ['Cellar', 'Market', 'Merchant', 'Militia', 'Mine', 'Moat', 'Remodel', 'Smithy', 'Village', 'Workshop'];

/** A whole Big Money game between Alice and Bob with two Landmarks that score at the end. */
function finished(seed: string): GameState {
  const state = createGame({
    players: ['Alice', 'Bob'],
    kingdom: KINGDOM,
    events: [],
    landmarks: ['Bandit Fort', 'Wall'],
    seed,
    rulesVersion: RULES_VERSION,
  }).state;
  for (let i = 0; !state.result; i++) {
    const r = apply(state, bigMoneyBot.move(state, state.pending[0].player, seedFromString(`${seed}/${i}`)));
    if (!r.ok) throw new Error(r.error.message);
  }
  return state;
}

describe('the end of the game: where the VP came from', () => {
  it("lists each player's Victory cards by kind with counts, each Landmark, and a total equal to the score", () => {
    const state = finished('breakdown-0');
    const r = state.result!;
    render(<GameTable view={view(state, 0)} log={[]} onMove={() => {}} />);
    const region = screen.getByRole('region', { name: 'Where the VP came from' });
    state.players.forEach((p, i) => {
      const table = within(region).getByRole('table', { name: p.name });
      const rows = within(table)
        .getAllByRole('row')
        .map(
          (row) =>
            [
              within(row).getByRole('rowheader').textContent,
              Number(within(row).getByRole('cell').textContent),
            ] as const,
        );
      const total = rows.at(-1)!;
      expect(total).toEqual(['Total', r.scores[i]]);
      // The parts add up to the total shown.
      expect(rows.slice(0, -1).reduce((t, [, vp]) => t + vp, 0)).toBe(r.scores[i]);
      const labels = rows.map(([label]) => label);
      // Each kind of Victory card with how many the player owns.
      const owned = ownedCards(state, i).map((id) => state.cardNames[id]);
      for (const kind of ['Province', 'Duchy', 'Estate']) {
        const n = owned.filter((c) => c === kind).length;
        if (n) expect(labels).toContain(`${kind} ×${n}`);
        else expect(labels.some((l) => l.startsWith(kind))).toBe(false);
      }
      expect(owned).toContain('Province');
      // Big Money buys Silver and Gold: Bandit Fort takes 2 VP for each.
      const fort = rows.find(([label]) => label === 'Bandit Fort')!;
      expect(fort[1]).toBeLessThan(0);
      expect(labels).toContain('Wall');
    });
  });

  it('shows nothing while the game runs', () => {
    const state = createGame({
      players: ['Alice', 'Bob'],
      kingdom: KINGDOM,
      events: [],
      landmarks: [],
      seed: 's',
      rulesVersion: RULES_VERSION,
    }).state;
    render(<GameTable view={view(state, 0)} log={[]} onMove={() => {}} />);
    expect(screen.queryByRole('region', { name: 'Where the VP came from' })).toBeNull();
  });
});
