// Feedback outside the table's own widgets: "Sending your move…" at once, other waits only past
// 300 ms, the tab title's "(your move)" while something waits for the viewer, and no keyboard hints
// on touch screens.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apply, createGame, RULES_VERSION, view, type GameState, type Move } from '@engine/index';
import { leavesPage } from '@/components/feedback/navigation-progress';
import { Progress } from '@/components/feedback/progress';
import { YourMoveTitle } from '@/components/feedback/tab-title';
import { KeyHint, TOUCH_QUERY } from '@/components/feedback/touch';
import { HistoryStepper } from '@/components/history/history-stepper';
import { GameClient } from '@/components/table/game-client';
import type { TableData } from '@/components/table/table-data';
import { KINGDOM } from '../../support/engine-game';

const BASE = 'Dominion by Mail';

describe('tab title', () => {
  beforeEach(() => {
    document.title = BASE;
  });

  it('says "(your move)" while something waits, once, and drops it when nothing does or on leaving', () => {
    const { rerender, unmount } = render(<YourMoveTitle waiting />);
    expect(document.title).toBe(`(your move) ${BASE}`);
    rerender(<YourMoveTitle waiting />);
    expect(document.title).toBe(`(your move) ${BASE}`);
    rerender(<YourMoveTitle waiting={false} />);
    expect(document.title).toBe(BASE);
    rerender(<YourMoveTitle waiting />);
    unmount();
    expect(document.title).toBe(BASE);
  });

  it('puts the marker back when the page writes its title again while something waits', async () => {
    render(<YourMoveTitle waiting />);
    document.title = 'Game · Dominion by Mail';
    await waitFor(() => expect(document.title).toBe('(your move) Game · Dominion by Mail'));
  });

  /** Seat 0 at the table, the engine standing in for the backend; `gate` holds the server's answers. */
  function table(firstPlayer: 0 | 1) {
    const state: GameState = createGame({
      players: ['Alice', 'Bob'],
      kingdom: KINGDOM,
      events: [],
      landmarks: [],
      seed: 'feedback',
      rulesVersion: RULES_VERSION,
      setup: { firstPlayer, players: { 0: { hand: ['Copper', 'Copper', 'Copper', 'Estate', 'Estate'] } } },
    }).state;
    let seq = 0;
    let release: () => void = () => {};
    const loaded = (): Extract<TableData, { ok: true }> => ({
      ok: true,
      joined: true,
      view: view(state, 0),
      seq,
      status: 'active',
      log: [],
    });
    const send = async (input: { move: unknown }): Promise<TableData> => {
      await new Promise<void>((ok) => {
        release = ok;
      });
      const r = apply(state, { ...(input.move as object), player: 0 } as Move);
      if (!r.ok) return { ok: false, message: r.error.message };
      seq++;
      return loaded();
    };
    render(<GameClient gameId="feedback" initial={loaded()} load={async () => loaded()} send={send} pollMs={60_000} />);
    return { answer: () => release() };
  }

  it('the table says "(your move)" only while the viewer owes a decision, and "Sending your move…" at once while a move is out', async () => {
    const t = table(0);
    expect(document.title).toBe(`(your move) ${BASE}`);
    const status = () =>
      screen
        .getAllByRole('status')
        .map((s) => s.textContent)
        .join(' ');
    expect(status()).not.toContain('Sending');
    fireEvent.click(screen.getByRole('button', { name: 'End Action phase' }));
    await waitFor(() => expect(status()).toContain('Sending your move…'));
    await act(async () => t.answer());
    await waitFor(() => expect(status()).not.toContain('Sending'));
    // The Buy phase: still Alice's move.
    expect(screen.getByRole('region', { name: 'Turn' }).textContent).toMatch(/Buy/);
    expect(document.title).toBe(`(your move) ${BASE}`);
  });

  it('no "(your move)" while another player is to act', () => {
    table(1);
    expect(document.title).toBe(BASE);
  });
});

describe('waits', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows an indicator only once a wait passes 300 ms, and hides it as soon as it ends', () => {
    const { rerender } = render(<Progress active label="Loading…" />);
    const status = screen.getByRole('status');
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(status.textContent).toBe('');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(status.textContent).toBe('Loading…');
    rerender(<Progress active={false} label="Loading…" />);
    expect(status.textContent).toBe('');
  });

  it('counts a click on a link to another page of the site as a page change, not a new tab or the same page', () => {
    // The page's location: a URL has every field the code reads (href, origin, pathname, search).
    const here = new URL('http://site.test/games/g1/history?at=3') as unknown as Location;
    const link = (href: string, attrs: Record<string, string> = {}) => {
      const a = document.createElement('a');
      a.setAttribute('href', href);
      for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
      document.body.append(a);
      return a;
    };
    const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
    // happy-dom resolves a.href against its own location: give the full address.
    expect(leavesPage(link('http://site.test/games/g1/history?at=4'), click, here)).toBe(true);
    expect(leavesPage(link('http://site.test/games/g1/history?at=3'), click, here)).toBe(false);
    expect(leavesPage(link('http://site.test/games/g1/history?at=4'), { ...click, ctrlKey: true }, here)).toBe(false);
    expect(leavesPage(link('http://site.test/', { target: '_blank' }), click, here)).toBe(false);
    expect(leavesPage(link('http://elsewhere.test/'), click, here)).toBe(false);
  });
});

describe('keyboard hints', () => {
  // A media query list with only what the hint reads (matches) and subscribes to.
  const media = (touch: boolean) =>
    vi.fn(
      (q: string) =>
        ({
          matches: touch && q === TOUCH_QUERY,
          media: q,
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
        }) as unknown as MediaQueryList,
    );
  // eslint-disable-next-line @typescript-eslint/unbound-method -- kept only to be put back after each test, never called here
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  const stepper = () =>
    render(
      <HistoryStepper
        gameId="g1"
        events={[{ seq: 0, seat: null, text: null, log: [] }]}
        place={{ step: 0, last: 5, prev: 0, next: 1 }}
        over={false}
        players={[{ name: 'Alice' }, { name: 'Bob' }]}
        turns={[{ turn: 1, player: 0, seq: 0 }]}
      />,
    );

  it('the history names the arrow keys where there is a keyboard', () => {
    window.matchMedia = media(false);
    stepper();
    expect(screen.getByText(/Keys: ← previous, → next/)).toBeTruthy();
  });

  it('a touch screen gets no keyboard hint', () => {
    window.matchMedia = media(true);
    stepper();
    expect(screen.queryByText(/Keys:/)).toBeNull();
    expect(screen.getByText(/you see only what you could see/)).toBeTruthy();
    render(<KeyHint>Press K</KeyHint>);
    expect(screen.queryByText('Press K')).toBeNull();
  });
});
