// The history with every step in the page: built from a real game's boards (as patches, like the
// server sends them), it steps by link, key and jump at once — no request — and the address follows.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGame, apply, parseMove, decisionFor, RULES_VERSION, view, type LogEntry } from '@engine/index';
import { diff } from '@contract/patch';
import type { TimelineResponse } from '@contract/api';
import { HistoryTimeline } from '@/components/history/history-timeline';
import { KINGDOM } from '../../support/engine-game';

const AT = '2030-01-01T00:00:00.000Z';
type Game = ReturnType<typeof createGame>;
/** Alice and Bob's game, Alice first. */
const newGame = (): Game =>
  createGame({
    players: ['Alice', 'Bob'],
    kingdom: KINGDOM,
    events: [],
    landmarks: [],
    seed: 'tl',
    rulesVersion: RULES_VERSION,
    setup: { firstPlayer: 0 },
  });
/** The board as Alice sees it, copied (the view shares nothing with the state it came from). */
const board = (state: Game['state']) => JSON.parse(JSON.stringify(view(state, 0))) as ReturnType<typeof view>;
/** Seat `p`'s move, in notation, applied to `state`; its log. */
function play(state: Game['state'], p: number, text: string): LogEntry[] {
  const m = parseMove(text, p, decisionFor(state, p));
  if (!m.ok) throw new Error(m.error.message);
  const r = apply(state, m.move);
  if (!r.ok) throw new Error(r.error.message);
  return r.log;
}

/** Alice and Bob's first turns, as the timeline of Alice: boards as patches, events with their logs. */
function timeline(): TimelineResponse {
  const { state, log } = newGame();
  const boards = [board(state)];
  const events: TimelineResponse['events'] = [
    { seq: 0, at: AT, seat: null, by: null, kind: 'start', text: null, log: log },
  ];
  const moves: [number, string][] = [
    [0, 'play treasures'],
    [0, 'buy Silver'],
    [0, 'end turn'],
    [1, 'play treasures'],
    [1, 'end turn'],
  ];
  for (const [p, text] of moves) {
    const moveLog = play(state, p, text);
    boards.push(board(state));
    events.push({ seq: events.length, at: AT, seat: p, by: null, kind: 'move', text, log: moveLog });
  }
  return {
    gameId: 'g-tl',
    seq: boards.length - 1,
    over: false,
    events,
    stats: null,
    turns: [
      { turn: 1, player: 0, seq: 0 },
      { turn: 2, player: 1, seq: 3 },
    ],
    start: boards[0],
    steps: boards.slice(1).map((b, i) => diff(boards[i], b)),
  };
}

/** Alice plays her treasures, buys a Silver (seq 2) and takes the buy back (seq 3), then ends her turn (seq 4). */
function timelineWithTakeBack(): TimelineResponse {
  const { state, log } = newGame();
  const boards = [board(state)];
  const events: TimelineResponse['events'] = [
    { seq: 0, at: AT, seat: null, by: null, kind: 'start', text: null, log: log },
  ];
  for (const [seq, text] of [
    [1, 'play treasures'],
    [4, 'end turn'],
  ] as const) {
    const moveLog = play(state, 0, text);
    if (seq === 4)
      events.push({
        seq: 3,
        at: AT,
        seat: 0,
        by: 'human',
        kind: 'undo',
        text: 'took back a move',
        log: [{ kind: 'undo', player: 0, count: 1, detail: 'take', visibleTo: 'all', depth: 0 }],
      });
    boards.push(board(state));
    events.push({ seq, at: AT, seat: 0, by: 'human', kind: 'move', text, log: moveLog });
  }
  return {
    gameId: 'g-tl',
    seq: 4,
    over: false,
    events,
    stats: null,
    turns: [
      { turn: 1, player: 0, seq: 0 },
      { turn: 2, player: 1, seq: 4 },
    ],
    start: boards[0],
    steps: [diff(boards[0], boards[1]), [], diff(boards[1], boards[2])],
  };
}

/** A key pressed anywhere on the page (the timeline listens on the window). */
const press = (key: string) =>
  act(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key }));
  });

afterEach(() => vi.restoreAllMocks());

describe('history with every step in the page', () => {
  it('steps by link, key and jump without a request, and keeps the address on the step', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const replace = vi.spyOn(window.history, 'replaceState');
    render(<HistoryTimeline gameId="g-tl" timeline={timeline()} initialStep={0} />);
    expect(screen.getByText('Move 0 of 5')).toBeTruthy();
    expect(screen.getByText('The game starts.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Next ▶' }));
    expect(screen.getByText('Move 1 of 5')).toBeTruthy();
    expect(screen.getByText('Alice: play treasures')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Turn' }).textContent).toMatch(/Coins: \$\d/);
    press('ArrowRight');
    expect(screen.getByText('Move 2 of 5')).toBeTruthy();
    expect(screen.getByText('Alice: buy Silver')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Jump to turn'), { target: { value: '3' } });
    fireEvent.submit(screen.getByLabelText('Jump to turn').closest('form')!);
    expect(screen.getByText('Move 3 of 5')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Turn' }).textContent).toContain("Bob's turn 1");
    fireEvent.click(screen.getByRole('link', { name: 'Last »' }));
    expect(screen.getByText('Move 5 of 5')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '« First' }));
    expect(screen.getByText('Move 0 of 5')).toBeTruthy();
    expect(replace.mock.calls.map((c) => c[2])).toEqual([
      '/games/g-tl/history?at=1',
      '/games/g-tl/history?at=2',
      '/games/g-tl/history?at=3',
      '/games/g-tl/history?at=5',
      '/games/g-tl/history?at=0',
    ]);
    expect(fetchSpy).not.toHaveBeenCalled();
  }, 60_000);

  it('with a move taken back: steps over it, the take-back is a step of its own, and ?at= of the move taken back opens before it', () => {
    const replace = vi.spyOn(window.history, 'replaceState');
    render(<HistoryTimeline gameId="g-tl" timeline={timelineWithTakeBack()} initialStep={2} />);
    // Numbered by the log's seqs, as the step-by-step page and the whole log number them: 2 was taken back.
    expect(screen.getByText('Move 1 of 4')).toBeTruthy();
    expect(screen.getByText('Alice: play treasures')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Next ▶' }));
    expect(screen.getByText('Move 3 of 4')).toBeTruthy();
    expect(screen.getByText('Alice: took back a move')).toBeTruthy();
    press('ArrowRight');
    expect(screen.getByText('Move 4 of 4')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Turn' }).textContent).toContain("Bob's turn 1");
    press('ArrowLeft');
    expect(screen.getByText('Alice: took back a move')).toBeTruthy();
    expect(replace.mock.calls.map((c) => c[2])).toEqual([
      '/games/g-tl/history?at=3',
      '/games/g-tl/history?at=4',
      '/games/g-tl/history?at=3',
    ]);
  }, 30_000);

  it('under the steps, the VP chart and (once over) the final decks, with the players named by seat', () => {
    const t = timeline();
    const stats = {
      seats: [0, 1],
      vp: [
        { turn: 0, seq: 0, vp: [3, 3] },
        { turn: 1, seq: 3, vp: [3, 3] },
      ],
      decks: [{ Copper: 7, Estate: 3, Silver: 1 } as Record<string, number>, { Copper: 7, Estate: 3 }],
    };
    render(<HistoryTimeline gameId="g-tl" timeline={{ ...t, over: true, stats }} initialStep={5} />);
    expect(screen.getByRole('heading', { name: 'Victory points over the game' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Legend' }).textContent).toMatch(/Alice: 3 VP.*Bob: 3 VP/);
    const decks = screen.getByRole('table', { name: 'Cards each player ended with' });
    expect([...decks.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Card', 'Alice', 'Bob']);
    expect(decks.querySelector('tfoot')!.textContent).toBe('All cards1110');
  }, 30_000);

  it('opens at the step asked for, kept within the game', () => {
    render(<HistoryTimeline gameId="g-tl" timeline={timeline()} initialStep={99} />);
    expect(screen.getByText('Move 5 of 5')).toBeTruthy();
  }, 30_000);
});
