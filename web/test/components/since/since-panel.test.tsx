import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SincePanel } from '@/components/since/since-panel';
import { sinceHeading } from '@/lib/engine';
import { sinceLastMove, sinceLines, type SinceStep } from '@engine/index';
import { game, KINGDOM } from '../../support/engine-game';

describe('since your move panel', () => {
  it("lists, from a real game, what the Militia player and the buy did since the reader's move", () => {
    const g = game(KINGDOM, {
      firstPlayer: 0,
      players: {
        0: { hand: ['Copper', 'Copper', 'Copper', 'Estate', 'Estate'] },
        1: { hand: ['Militia', 'Copper', 'Copper', 'Silver', 'Estate'] },
      },
    });
    // The start's turn entry (this test game does not keep the start's log): Alice's turn 1.
    const steps: SinceStep[] = [
      { seat: null, log: [{ kind: 'turn', player: 0, count: 1, visibleTo: 'all', depth: 0 }] },
    ];
    const step = (p: number, t: string) => {
      const n = g.log.length;
      g.do(p, t);
      steps.push({ seat: p, log: g.log.slice(n) });
    };
    step(0, 'play treasures');
    step(0, 'end turn');
    step(1, 'play Militia');
    const hand = g.view(0).you!.hand;
    step(0, `discard ${hand.slice(0, 2).join(', ')}`);
    step(1, 'play treasures');
    step(1, 'buy Silver');
    step(1, 'end turn');
    const names = ['Alice', 'Bob'];
    render(<SincePanel lines={sinceLines(sinceLastMove(steps, 0, { names, complete: true }), 0, names)} />);
    const panel = screen.getByRole('region', { name: 'Since your move' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0].textContent).toMatch(
      /^Bob's turn 1: Bob played a Militia; you discarded .*; Bob played .*; Bob bought a Silver\.$/,
    );
  });

  it('says "Before your first turn" to a reader who has not played one (a bot began), "Since your move" after', () => {
    const g = game(KINGDOM, { firstPlayer: 1, players: {} });
    const first = g.view(0);
    expect(sinceHeading(first)).toBe('Before your first turn');
    g.do(1, 'end turn');
    expect(sinceHeading(g.view(0)), "the reader's first turn, not yet played").toBe('Before your first turn');
    g.do(0, 'end turn');
    expect(sinceHeading(g.view(0))).toBe('Since your move');
    const { unmount } = render(<SincePanel lines={["Bob's turn 1: Bob bought a Silver."]} view={first} />);
    expect(screen.getByRole('region', { name: 'Before your first turn' })).toBeTruthy();
    unmount();
    render(<SincePanel lines={["Bob's turn 2: Bob bought a Silver."]} view={g.view(0)} />);
    expect(screen.getByRole('region', { name: 'Since your move' })).toBeTruthy();
  });

  it('renders nothing when nothing happened', () => {
    const { container } = render(<SincePanel lines={[]} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('region', { name: 'Since your move' })).toBeNull();
  });
});
