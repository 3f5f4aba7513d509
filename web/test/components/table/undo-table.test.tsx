// Taking back at the table: the control sits below the decision (never above it, where a tap on a
// new turn rewound a round), names what goes back, and a state a take-back reached is never ended
// by the "end my turn when nothing is left to do" option — the player came back to choose again.
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameClient } from '@/components/table/game-client';
import type { TableData } from '@/components/table/table-data';
import type { UndoView } from '@contract/api';
import type { MoveData } from '@/lib/moves';
import { game, KINGDOM } from '../../support/engine-game';

/** Alice in her Buy phase with nothing left to do (a Copper bought with her one Buy). */
const nothingLeft = () =>
  game(KINGDOM, { firstPlayer: 0, players: { 0: { hand: ['Estate', 'Estate', 'Estate', 'Estate', 'Estate'] } } }).do(
    0,
    'end actions',
    'buy Copper',
  );

function client(undo: UndoView) {
  const g = nothingLeft();
  const sent: MoveData[] = [];
  const loaded: Extract<TableData, { ok: true }> = {
    ok: true,
    joined: true,
    view: g.view(0),
    seq: 7,
    status: 'active',
    log: [],
    undo,
  };
  render(
    <GameClient
      gameId="undo-table"
      initial={loaded}
      load={async () => loaded}
      send={async (i) => {
        sent.push(i.move);
        return loaded;
      }}
      sendUndo={async () => loaded}
      pollMs={60_000}
    />,
  );
  return sent;
}

const none: UndoView = { take: null, ask: null, request: null };

describe('the take-back control at the table', () => {
  it('a state reached by a take-back is not ended by itself, though nothing is left to do', async () => {
    const sent = client({ ...none, takenBack: true });
    // Give the effect its chance to run.
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toEqual([]);
    expect(screen.getByRole('button', { name: 'End turn' })).toBeTruthy();
  });

  it('the same state reached by a move is ended for the player (the option is on by default)', async () => {
    const sent = client(none);
    await waitFor(() => expect(sent).toEqual([{ type: 'endPhase' }]));
  });

  it('sits below the decision and names the moves it takes back', () => {
    client({
      ...none,
      takenBack: true,
      ask: { count: 5, what: 'your buy of Market and the end of your turn 5, and what Big Money did since' },
    });
    const decision = screen.getByRole('region', { name: 'Your decision' });
    const ask = screen.getByRole('button', { name: 'Ask to take back' });
    expect(decision.compareDocumentPosition(ask) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(decision.contains(ask)).toBe(false);
    expect(ask.parentElement!.textContent).toMatch(
      /your buy of Market and the end of your turn 5, and what Big Money did since/,
    );
    expect(ask.parentElement!.textContent).not.toMatch(/last 5 moves/);
  });
});
