// The table's client: "Play all Treasures" in the Action phase is one engine move (the phase ends,
// then the Treasures are played), and the Treasures wait when the Buy phase starts with a question.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GameClient } from '@/components/table/game-client';
import type { TableData } from '@/components/table/table-data';
import { apply, createGame, RULES_VERSION, view, type ForcedSetup, type GameState, type Move } from '@engine/index';
import type { MoveData } from '@/lib/moves';
import { KINGDOM } from '../../support/engine-game';

type Sent = { expectedSeq: number; idempotencyKey: string; move: MoveData };

/** A game seat 0 plays through the client, with the engine standing in for the backend. */
function table(setup: ForcedSetup, landmarks: string[] = []) {
  const state: GameState = createGame({
    players: ['Alice', 'Bob'],
    kingdom: KINGDOM,
    events: [],
    landmarks,
    seed: 'client',
    rulesVersion: RULES_VERSION,
    setup,
  }).state;
  let seq = 0;
  const sent: Sent[] = [];
  const loaded = (): Extract<TableData, { ok: true }> => ({
    ok: true,
    joined: true,
    view: view(state, 0),
    seq,
    status: 'active',
    log: [],
  });
  const send = async (input: Sent & { gameId: string }): Promise<TableData> => {
    sent.push(input);
    if (input.expectedSeq !== seq) return { ok: false, message: 'stale' };
    const r = apply(state, { ...input.move, player: 0 });
    if (!r.ok) return { ok: false, message: r.error.message };
    seq++;
    return loaded();
  };
  render(
    <GameClient gameId="client-test" initial={loaded()} load={async () => loaded()} send={send} pollMs={60_000} />,
  );
  return { state, sent };
}

describe('game client: one click, one move', () => {
  it('"Play all Treasures" in the Action phase ends it and plays every Treasure', async () => {
    const t = table({ firstPlayer: 0, players: { 0: { hand: ['Copper', 'Copper', 'Silver', 'Estate', 'Estate'] } } });
    fireEvent.click(screen.getByRole('button', { name: 'Play all Treasures' }));
    await waitFor(() => expect(t.sent).toHaveLength(1));
    expect(t.sent.map((s) => [s.move.type, s.expectedSeq])).toEqual([['playTreasures', 0]]);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Turn' }).textContent).toMatch(/Coins: \$4/));
    expect(t.state.turn.phase).toBe('buy');
  });

  it('ends the Action phase only, when the Buy phase starts with a question (Arena)', async () => {
    const t = table({ firstPlayer: 0, players: { 0: { hand: ['Village', 'Copper', 'Copper', 'Estate', 'Estate'] } } }, [
      'Arena',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Play all Treasures' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Your decision' }).textContent).toContain('Arena'));
    expect(t.sent.map((s) => s.move.type)).toEqual(['playTreasures']);
    expect(t.state.players[0].inPlay).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('game client: a simultaneous decision answered second', () => {
  /** Masquerade: both players pass at once. Bob answers first, while Alice's page still shows the old seq. */
  function masquerade() {
    const state: GameState = createGame({
      players: ['Alice', 'Bob'],
      kingdom: ['Masquerade', ...KINGDOM.slice(1)],
      events: [],
      landmarks: [],
      seed: 'client',
      rulesVersion: RULES_VERSION,
      setup: {
        firstPlayer: 0,
        players: {
          0: { hand: ['Masquerade', 'Copper', 'Copper', 'Estate', 'Estate'] },
          1: { hand: ['Copper', 'Silver', 'Estate', 'Estate', 'Copper'] },
        },
      },
    }).state;
    let seq = 0;
    const step = (move: Move) => {
      const r = apply(state, move);
      if (!r.ok) throw new Error(r.error.message);
      seq++;
    };
    step({ type: 'play', player: 0, card: 'Masquerade' });
    const sent: Sent[] = [];
    const loaded = (): Extract<TableData, { ok: true }> => ({
      ok: true,
      joined: true,
      view: view(state, 0),
      seq,
      status: 'active',
      log: [],
    });
    const send = async (input: Sent & { gameId: string }): Promise<TableData> => {
      sent.push(input);
      // The backend's answer to an old seq: 409, nothing applied.
      if (input.expectedSeq !== seq)
        return {
          ok: false,
          message: `The game moved on: you sent expectedSeq ${input.expectedSeq}, the game is at seq ${seq}. Reload and try again.`,
          stale: true,
        };
      step({ ...input.move, player: 0 });
      return loaded();
    };
    render(
      <GameClient gameId="client-test" initial={loaded()} load={async () => loaded()} send={send} pollMs={60_000} />,
    );
    return {
      state,
      sent,
      bobPasses: () => step({ type: 'answer', player: 1, answer: { kind: 'cards', cards: ['Estate'] } }),
    };
  }

  it('sends the answer again at the new seq (same key) when the same decision is still owed: no error, one click', async () => {
    const t = masquerade();
    const d = screen.getByRole('region', { name: 'Your decision' });
    // The card to pass is picked on the hand's own tile.
    fireEvent.click(
      within(screen.getByRole('list', { name: 'Your hand' })).getByRole('button', { name: /^Pick Estate/ }),
    );
    t.bobPasses();
    fireEvent.click(within(d).getByRole('button', { name: 'Pass Estate' }));
    await waitFor(() => expect(t.sent).toHaveLength(2));
    expect(t.sent.map((s) => s.expectedSeq)).toEqual([1, 2]);
    expect(t.sent[1].idempotencyKey).toBe(t.sent[0].idempotencyKey);
    await waitFor(() =>
      expect(t.state.pending.every((p) => p.player !== 0 || p.kind !== 'cards' || p.verb !== 'pass')).toBe(true),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    // Both passed: Alice received Bob's Estate and now decides whether to trash.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Your decision' }).textContent).toMatch(/trash/));
  });
});

describe('game client: since your move follows the table', () => {
  it("shows the lines of each load: after the table's own move the panel holds the fresh ones", async () => {
    const state: GameState = createGame({
      players: ['Alice', 'Bob'],
      kingdom: KINGDOM,
      events: [],
      landmarks: [],
      seed: 'client',
      rulesVersion: RULES_VERSION,
      setup: { firstPlayer: 0, players: { 0: { hand: ['Copper', 'Copper', 'Silver', 'Estate', 'Estate'] } } },
    }).state;
    let seq = 0;
    const loaded = (since: string[]): Extract<TableData, { ok: true }> => ({
      ok: true,
      joined: true,
      view: view(state, 0),
      seq,
      status: 'active',
      log: [],
      since,
    });
    const send = async (input: Sent & { gameId: string }): Promise<TableData> => {
      const r = apply(state, { ...input.move, player: 0 });
      if (!r.ok) return { ok: false, message: r.error.message };
      seq++;
      return loaded([]);
    };
    render(
      <GameClient
        gameId="client-test"
        initial={loaded(["Bob's turn 1: Bob bought a Silver."])}
        load={async () => loaded([])}
        send={send}
        pollMs={60_000}
      />,
    );
    // Alice's first turn: the panel is headed "Before your first turn" (she has no move to be "since").
    expect(screen.getByRole('region', { name: 'Before your first turn' }).textContent).toContain(
      "Bob's turn 1: Bob bought a Silver.",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play all Treasures' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Before your first turn' })).toBeNull());
  });
});

describe('game client: the open page says the player is at the table', () => {
  it("while it is the viewer's move it loads at the heartbeat (each load tells the server); a hidden tab does not", async () => {
    vi.useFakeTimers();
    const hidden = { value: 'visible' };
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => hidden.value });
    try {
      const state = createGame({
        players: ['Alice', 'Bob'],
        kingdom: KINGDOM,
        events: [],
        landmarks: [],
        seed: 'client',
        rulesVersion: RULES_VERSION,
        setup: { firstPlayer: 0 },
      }).state;
      const loaded = (): Extract<TableData, { ok: true }> => ({
        ok: true,
        joined: true,
        view: view(state, 0),
        seq: 0,
        status: 'active',
        log: [],
      });
      expect(loaded().view!.decision).toBeTruthy();
      const loads: number[] = [];
      render(
        <GameClient
          gameId="client-test"
          initial={loaded()}
          load={async () => {
            loads.push(Date.now());
            return loaded();
          }}
          send={async () => loaded()}
          pollMs={4_000}
          heartbeatMs={60_000}
        />,
      );
      await vi.advanceTimersByTimeAsync(59_000);
      expect(loads).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(loads).toHaveLength(1);
      hidden.value = 'hidden';
      await vi.advanceTimersByTimeAsync(180_000);
      expect(loads).toHaveLength(1);
    } finally {
      delete (document as { visibilityState?: string }).visibilityState;
      vi.useRealTimers();
    }
  });
});
