// The game ends while its table is open (here by the player's own last buy): the page's server parts
// are fetched again once (router.refresh), so the Rematch panel shows without a reload. A table
// opened on a game already over, or on one still running, fetches nothing more.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const router = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

import { GameClient } from '@/components/table/game-client';
import type { TableData } from '@/components/table/table-data';
import { apply, createGame, RULES_VERSION, view, type GameState } from '@engine/index';
import type { MoveData } from '@/lib/moves';
import { KINGDOM } from '../../support/engine-game';

/** Seat 0 has four Golds in hand and the last Province in the Supply. */
function lastProvince() {
  const state: GameState = createGame({
    players: ['Alice', 'Bob'],
    kingdom: KINGDOM,
    events: [],
    landmarks: [],
    seed: 'ended-here',
    rulesVersion: RULES_VERSION,
    setup: {
      firstPlayer: 0,
      piles: { Province: 1 },
      players: { 0: { hand: ['Gold', 'Gold', 'Gold', 'Gold', 'Copper'] } },
    },
  }).state;
  let seq = 0;
  const loaded = (): Extract<TableData, { ok: true }> => ({
    ok: true,
    joined: true,
    view: view(state, 0),
    seq,
    status: state.result ? 'over' : 'active',
    log: [],
  });
  const send = async (input: { move: MoveData }): Promise<TableData> => {
    const r = apply(state, { ...input.move, player: 0 });
    if (!r.ok) return { ok: false, message: r.error.message };
    seq++;
    return loaded();
  };
  return { state, loaded, send };
}

beforeEach(() => router.refresh.mockClear());

describe('a game that ends while its table is open', () => {
  it('fetches the page again once, when the last move ends it', async () => {
    const g = lastProvince();
    render(
      <GameClient gameId="ended" initial={g.loaded()} load={async () => g.loaded()} send={g.send} pollMs={60_000} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play all Treasures' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Buy Province \(/ }));
    // The table may end the turn by itself; else the player does.
    const end = await screen.findByRole('button', { name: 'End turn' }).catch(() => null);
    if (end && !g.state.result) fireEvent.click(end);
    await waitFor(() => expect(g.state.result).toBeTruthy());
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
  });

  it('fetches nothing more for a game already over, or still running', async () => {
    const g = lastProvince();
    const running = g.loaded();
    const moves: MoveData[] = [{ type: 'playTreasures' }, { type: 'buy', card: 'Province' }, { type: 'endPhase' }];
    for (const move of moves) {
      expect((await g.send({ move })).ok).toBe(true);
    }
    expect(g.state.result).toBeTruthy();
    render(
      <GameClient gameId="over" initial={g.loaded()} load={async () => g.loaded()} send={g.send} pollMs={60_000} />,
    );
    render(<GameClient gameId="running" initial={running} load={async () => running} send={g.send} pollMs={60_000} />);
    await screen.findAllByRole('region', { name: 'Supply' });
    expect(router.refresh).not.toHaveBeenCalled();
  });
});
