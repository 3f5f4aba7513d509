// The table's layout behaviour that a component test can see: an Event's or Landmark's text opens in
// place by a tap (a phone has no hover), and after a move the decision box comes back into view
// when the page was scrolled away from it (a phone at the Supply after a buy), gliding unless the
// reader asked for less motion. The layout itself is measured in Chromium (test/e2e/table-layout).
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardText } from '@/components/cards/card-text';
import { GameTable } from '@/components/table/game-table';
import { boxInView } from '@/components/table/scroll-to-decision';
import { game, KINGDOM } from '../../support/engine-game';

beforeEach(() => window.localStorage.clear());

describe('Events and Landmarks', () => {
  it('open their text in place on a tap, and close it again; buying the Event stays the tile', () => {
    const g = game(
      KINGDOM,
      { firstPlayer: 0, players: { 0: { hand: ['Gold', 'Copper', 'Estate', 'Estate', 'Estate'] } } },
      ['Alice', 'Bob'],
      { events: ['Wedding'], landmarks: ['Basilica'] },
    ).do(0, 'play treasures');
    const onMove = vi.fn();
    render(<GameTable view={g.view(0)} log={[]} onMove={onMove} />);
    const list = screen.getByRole('list', { name: 'Events and Landmarks' });
    for (const name of ['Wedding', 'Basilica']) {
      const toggle = within(list).getByRole('button', { name: `Text of ${name}` });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(within(list).queryByText(/when you buy/i, { selector: '.landscape-text' })).toBeNull();
      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      const text = document.getElementById(toggle.getAttribute('aria-controls')!)!;
      expect(text.textContent).toBe(cardText(name));
      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(document.getElementById(text.id)).toBeNull();
    }
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.click(within(list).getByRole('button', { name: /^Buy Wedding/ }));
    expect(onMove).toHaveBeenCalledWith({ type: 'buy', card: 'Wedding' });
  });
});

describe('boxInView', () => {
  it('is true only for a box wholly on screen (give or take a pixel), or a box taller than the screen whose top is in its upper half', () => {
    expect(boxInView({ top: 10, bottom: 300 }, 800)).toBe(true);
    expect(boxInView({ top: -5, bottom: 300 }, 800)).toBe(false);
    expect(boxInView({ top: -0.25, bottom: 200 }, 800), 'a scroll leaves a fraction of a pixel').toBe(true);
    expect(boxInView({ top: 600, bottom: 900 }, 800)).toBe(false);
    expect(boxInView({ top: 900, bottom: 1100 }, 800)).toBe(false);
    expect(boxInView({ top: 100, bottom: 1500 }, 800)).toBe(true);
    expect(boxInView({ top: 500, bottom: 1900 }, 800)).toBe(false);
  });
});

describe('the decision box after a move', () => {
  const rect = (top: number, height: number) => ({
    top,
    bottom: top + height,
    left: 0,
    right: 390,
    width: 390,
    height,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
  let where = rect(0, 200);
  const scrolled = vi.fn<(o?: ScrollIntoViewOptions | boolean) => void>();
  const reduce = { value: false };

  beforeEach(() => {
    where = rect(0, 200);
    scrolled.mockClear();
    reduce.value = false;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('aria-label') === 'Your decision' ? where : rect(0, 0);
    });
    Element.prototype.scrollIntoView = scrolled;
    // jsdom has no matchMedia: a stand-in answering only `matches` for the reduced-motion query.
    window.matchMedia = ((q: string) => ({
      matches: q.includes('reduce') && reduce.value,
      media: q,
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => vi.restoreAllMocks());

  const start = () =>
    game(KINGDOM, { firstPlayer: 0, players: { 0: { hand: ['Silver', 'Copper', 'Estate', 'Estate', 'Estate'] } } }).do(
      0,
      'play treasures',
    );

  it('scrolls back into view (smoothly) when a new decision shows while the box is off screen, not on the first paint', () => {
    const g = start();
    where = rect(-700, 200);
    const { rerender } = render(<GameTable view={g.view(0)} log={[]} onMove={() => {}} />);
    expect(scrolled).not.toHaveBeenCalled();
    g.do(0, 'buy Cellar');
    rerender(<GameTable view={g.view(0)} log={[]} onMove={() => {}} />);
    expect(scrolled.mock.calls).toEqual([[{ behavior: 'smooth', block: 'nearest' }]]);
  });

  it('comes into view for a question about the move, without a glide for reduced motion; stays put when already in view', () => {
    const g = start();
    const { rerender } = render(<GameTable view={g.view(0)} log={[]} onMove={() => {}} />);
    // Buying a Curse asks first, in the box, while the page is down at the Supply.
    where = rect(-900, 200);
    reduce.value = true;
    fireEvent.click(screen.getByRole('button', { name: /^Buy Curse/ }));
    expect(screen.getByRole('group', { name: 'Are you sure?' })).toBeTruthy();
    expect(scrolled.mock.calls).toEqual([[{ behavior: 'auto', block: 'nearest' }]]);
    where = rect(0, 200);
    fireEvent.click(screen.getByRole('button', { name: 'No, go back' }));
    g.do(0, 'buy Cellar');
    rerender(<GameTable view={g.view(0)} log={[]} onMove={() => {}} />);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });
});
