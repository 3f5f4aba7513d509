// The table's undo control: "Take back" when it is free, "Ask to take back" when the others decide,
// Accept / Refuse for a player a request waits on, a waiting line for the asker, nothing otherwise;
// and the log's lines for undo records.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UndoBar } from '@/components/table/undo-bar';
import { logLine } from '@/components/table/log';
import type { UndoAction, UndoView } from '@contract/api';

const players = [{ name: 'Alice' }, { name: 'Bob' }, { name: 'Carol' }];
const none: UndoView = { take: null, ask: null, request: null };

function bar(undo: UndoView | undefined, viewer = 0) {
  const sent: UndoAction[] = [];
  const r = render(<UndoBar undo={undo} viewer={viewer} players={players} onUndo={(a) => sent.push(a)} busy={false} />);
  return { sent, r };
}

describe('undo bar', () => {
  it('offers "Take back" when free, and sends take', () => {
    const { sent } = bar({ ...none, take: { count: 1 }, ask: { count: 1 } });
    expect(screen.queryByRole('button', { name: 'Ask to take back' })).toBeNull();
    // What it takes back is on the page (a phone shows no tooltip).
    expect(screen.getByText(/your last move \(nothing new has been revealed since\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    expect(sent).toEqual(['take']);
  });

  it('offers "Ask to take back" once something was revealed, and sends ask', () => {
    const { sent } = bar({ ...none, ask: { count: 2 } });
    expect(screen.queryByRole('button', { name: 'Take back' })).toBeNull();
    expect(screen.getByText(/your last 2 moves/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ask to take back' }));
    expect(sent).toEqual(['ask']);
  });

  it('names the moves when the server does, for the taker and for those asked', () => {
    bar({ ...none, ask: { count: 5, what: 'your buy of Silver and the end of your turn 5' } });
    expect(screen.getByText(/your buy of Silver and the end of your turn 5/)).toBeTruthy();
    expect(screen.queryByText(/last 5 moves/)).toBeNull();
    bar(
      {
        ...none,
        request: {
          by: 0,
          count: 5,
          what: 'their buy of Silver and the end of their turn 5',
          accepted: [],
          waitingFor: [1],
        },
      },
      1,
    );
    expect(screen.getByText('Alice asks to take back their buy of Silver and the end of their turn 5.')).toBeTruthy();
  });

  it('shows nothing when nothing may be taken back', () => {
    const { r } = bar(none);
    expect(r.container.textContent).toBe('');
    expect(bar(undefined).r.container.textContent).toBe('');
  });

  it('asks a player the request waits on to accept or refuse', () => {
    const { sent } = bar({ ...none, request: { by: 0, count: 1, accepted: [2], waitingFor: [1] } }, 1);
    expect(screen.getByText(/Alice asks to take back a move/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(sent).toEqual(['refuse', 'accept']);
  });

  it('tells the asker whom it waits for, with no buttons', () => {
    bar({ ...none, request: { by: 0, count: 2, accepted: [], waitingFor: [1, 2] } }, 0);
    expect(screen.getByText(/You asked to take back your last 2 moves\. Waiting for Bob, Carol\./)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('the log says who took back how many moves, who asked, who answered', () => {
    const e = (player: number, detail: string, count: number) => ({
      kind: 'undo' as const,
      player,
      detail,
      count,
      visibleTo: 'all' as const,
      depth: 0,
    });
    expect(logLine(e(1, 'take', 2), players)).toBe('Bob took back 2 moves');
    expect(logLine(e(0, 'ask', 1), players)).toBe('Alice asks to take back a move');
    expect(logLine(e(2, 'refuse', 1), players)).toBe('Carol refuses to take it back');
    expect(logLine(e(2, 'accept', 3), players)).toBe('Carol agrees to take them back');
  });
});
