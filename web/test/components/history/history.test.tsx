import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  apply,
  createGame,
  gameTimeline,
  RULES_VERSION,
  revealedView,
  seedFromString,
  view,
  type GameState,
  type LogEntry,
  type Move,
} from '@engine/index';
import { bigMoneyBot } from '@engine/bots/index';
import { grouped } from '@/components/cards/grouped';
import { DeckTable, deckRows } from '@/components/history/deck-table';
import { HistoryBoard } from '@/components/history/history-board';
import { HistoryStepper } from '@/components/history/history-stepper';
import { currentTurnLog } from '@/lib/engine';
import { StepKeys } from '@/components/history/step-keys';
import { chartSummary, niceStep, VpChart } from '@/components/history/vp-chart';
import { game, KINGDOM } from '../../support/engine-game';

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

/** A whole Big Money game (Alice, Bob, Carol) played by the engine's bot: its moves and final state. */
function finished(seed: string) {
  const config = {
    players: ['Alice', 'Bob', 'Carol'],
    kingdom: FIRST_GAME,
    events: [],
    landmarks: [],
    seed,
    rulesVersion: RULES_VERSION,
  };
  const state: GameState = createGame(config).state;
  const moves: Move[] = [];
  for (let i = 0; !state.result; i++) {
    const move = bigMoneyBot.move(state, state.pending[0].player, seedFromString(`${seed}/${i}`));
    if (!apply(state, move).ok) throw new Error('bot move rejected');
    moves.push(move);
  }
  return { config, state, moves };
}

const militia = {
  firstPlayer: 0,
  players: {
    0: { hand: ['Militia', 'Copper', 'Copper', 'Silver', 'Estate'] },
    1: { hand: ['Copper', 'Copper', 'Estate', 'Silver', 'Gold'] },
  },
};
const names = [{ name: 'Alice' }, { name: 'Bob' }];

describe('history stepper', () => {
  const events = [
    { seq: 0, seat: null, text: null, log: [] },
    {
      seq: 1,
      seat: 0,
      text: 'play Militia',
      log: [{ kind: 'play', player: 0, cards: ['Militia'], visibleTo: 'all', depth: 0 }] as LogEntry[],
    },
  ];
  const turns = [
    { turn: 1, player: 0, seq: 0 },
    { turn: 2, player: 1, seq: 5 },
    { turn: 3, player: 0, seq: 9 },
  ];

  it('links first / previous / next / last to the right steps and lists every turn to jump to', () => {
    render(
      <HistoryStepper
        gameId="g1"
        events={events}
        place={{ step: 1, last: 12, prev: 0, next: 2 }}
        over={false}
        players={names}
        turns={turns}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Step through moves' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['« First', '/games/g1/history?at=0'],
      ['◀ Previous', '/games/g1/history?at=0'],
      ['Next ▶', '/games/g1/history?at=2'],
      ['Last »', '/games/g1/history?at=12'],
    ]);
    expect(within(nav).getByText('Move 1 of 12')).toBeTruthy();
    const jump = screen.getByLabelText<HTMLSelectElement>('Jump to turn');
    // The game's count and each player's own, as the log page heads turns and the table numbers them.
    expect([...jump.options].slice(1).map((o) => [o.value, o.textContent])).toEqual([
      ['0', "Turn 1 · Alice's turn 1"],
      ['5', "Turn 2 · Bob's turn 1"],
      ['9', "Turn 3 · Alice's turn 2"],
    ]);
    expect(screen.getByText('Alice: play Militia')).toBeTruthy();
    expect(screen.getByText(/you see only what you could see at the time/)).toBeTruthy();
  });

  it('disables the links that lead nowhere at either end', () => {
    const { unmount } = render(
      <HistoryStepper
        gameId="g1"
        events={events.slice(0, 1)}
        place={{ step: 0, last: 12, prev: 0, next: 1 }}
        over
        players={names}
        turns={turns}
      />,
    );
    expect(screen.getByText('« First').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('◀ Previous').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('The game starts.')).toBeTruthy();
    unmount();
    render(
      <HistoryStepper
        gameId="g1"
        events={events}
        place={{ step: 12, last: 12, prev: 11, next: 12 }}
        over
        players={names}
        turns={turns}
      />,
    );
    expect(screen.getByText('Next ▶').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Last »').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(/every player's cards are shown/)).toBeTruthy();
  });

  it('finds the log of the turn under way so far', () => {
    const ev = (seq: number, kinds: string[]) => ({
      seq,
      seat: 0,
      text: null,
      log: kinds.map((kind) => ({ kind, player: 0, visibleTo: 'all', depth: 0 }) as LogEntry),
    });
    expect(
      currentTurnLog(
        [ev(0, []), ev(1, ['buy']), ev(2, ['draw', 'turn', 'draw']), ev(3, ['play'])].flatMap((e) => e.log),
      ).map((e) => e.kind),
    ).toEqual(['turn', 'draw', 'play']);
  });

  it('steps with the arrow keys, except while a control has the focus', () => {
    const go = vi.fn();
    render(
      <>
        <StepKeys prev="/p" next={null} go={go} />
        <select aria-label="s">
          <option>x</option>
        </select>
      </>,
    );
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(go).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(go).toHaveBeenCalledWith('/p');
    fireEvent.keyDown(screen.getByLabelText('s'), { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'ArrowLeft', altKey: true });
    expect(go).toHaveBeenCalledTimes(1);
  });
});

describe('history board', () => {
  it("while the game runs: the viewer's hand and public state, no decision widgets, other hands as counts", () => {
    const g = game(KINGDOM, militia).do(0, 'play Militia');
    render(<HistoryBoard view={g.view(1)} log={g.log} logTitle="Turn 1 up to move 1" />);
    expect(screen.getByRole('region', { name: /You \(Bob\)/ }).textContent).toContain('Gold');
    expect(screen.queryByRole('region', { name: 'Your decision' })).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    const alice = within(screen.getByRole('region', { name: 'Other players' })).getByRole('article', { name: 'Alice' });
    expect(alice.textContent).toContain('Militia');
    expect(alice.textContent).not.toMatch(/Hand:/);
    expect(screen.getByText(/Waiting for Bob: Alice played Militia/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Turn 1 up to move 1' }).textContent).toContain('Alice plays Militia');
    expect(screen.getByRole('list', { name: 'Kingdom piles' }).textContent).toContain('Witch');
  });

  it("after the end: every player's hand, deck and discard at that step", () => {
    const g = game(KINGDOM, militia).do(0, 'play Militia');
    const v = revealedView(g.state);
    render(<HistoryBoard view={v} log={[]} logTitle="Log" />);
    expect(screen.queryByRole('region', { name: /You \(/ })).toBeNull();
    const all = screen.getByRole('region', { name: "Every player's cards" });
    g.state.players.forEach((pl, i) => {
      const art = within(all).getByRole('article', { name: pl.name });
      const hand = within(art).getByText('Hand:').parentElement!;
      // Each label's own text (its tip aside): "Copper ×2".
      const shown = [...hand.querySelectorAll('.card-label')].map((el) =>
        [...el.childNodes]
          .filter((n) => n.nodeType === 3)
          .map((n) => n.textContent)
          .join(''),
      );
      expect(shown).toEqual(grouped(v.revealed![i].hand).map(([n, c]) => (c > 1 ? `${n} ×${c}` : n)));
      expect(art.textContent).toContain(`Deck (${pl.deck.length}, any order)`);
    });
  });
});

describe('VP chart and final decks', () => {
  const { config, state, moves } = finished('history-web-1');
  const t = gameTimeline({ config, moves });
  const players = config.players;

  it('draws one line per player with labelled axes, a legend and a summary of the final VP', () => {
    render(<VpChart points={t.vp} names={players} over currentTurn={10} />);
    const img = screen.getByRole('img');
    const label = img.getAttribute('aria-label')!;
    players.forEach((p, i) => expect(label).toContain(`${p} ${state.result!.scores[i]}`));
    expect(label).toContain(`over ${t.vp.at(-1)!.turn} turns; final`);
    expect(img.querySelectorAll('polyline')).toHaveLength(3);
    for (const line of img.querySelectorAll('polyline'))
      expect(line.getAttribute('points')!.split(' ')).toHaveLength(t.vp.length);
    expect(img.querySelector('line.now')).not.toBeNull();
    expect([...img.querySelectorAll('text')].map((x) => x.textContent)).toEqual(expect.arrayContaining(['Turn', 'VP']));
    const legend = screen.getByRole('list', { name: 'Legend' });
    players.forEach((p, i) => expect(legend.textContent).toContain(`${p}: ${state.result!.scores[i]} VP`));
    const table = screen.getByRole('table', { name: 'Victory points at the end of each turn' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(t.vp.length);
    expect(
      within(rows.at(-1)!)
        .getAllByRole('cell')
        .map((c) => Number(c.textContent)),
    ).toEqual(state.result!.scores);
    expect(within(rows[0]).getByRole('rowheader').textContent).toBe('start');
  });

  it("while the game runs: one line, the caller's, and words that say so", () => {
    const own = t.vp.slice(0, 6).map((p) => ({ ...p, vp: [p.vp[1]] }));
    render(<VpChart points={own} names={['Bob']} over={false} />);
    expect(screen.getByRole('heading').textContent).toBe('Your victory points so far');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      `Victory points over 5 turns; after the last finished turn: Bob ${own[5].vp[0]}.`,
    );
    expect(screen.getByRole('img').querySelectorAll('polyline')).toHaveLength(1);
  });

  it('says so when no turn has ended', () => {
    render(<VpChart points={t.vp.slice(0, 1)} names={players} over={false} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('No turn has ended yet.')).toBeTruthy();
    expect(chartSummary([], [], false)).toBe('No turns yet.');
  });

  it('lists every card each player ended with, with totals', () => {
    render(<DeckTable decks={t.decks} names={players} />);
    const table = screen.getByRole('table', { name: 'Cards each player ended with' });
    const rows = within(table).getAllByRole('row');
    const body = rows.slice(1, -1);
    const cardNames = new Set(
      state.players.flatMap((pl) =>
        [...pl.deck, ...pl.hand, ...pl.discard, ...pl.inPlay, ...pl.setAside].map((id) => state.cardNames[id]),
      ),
    );
    expect(body).toHaveLength(cardNames.size);
    for (const row of body) {
      const card = within(row).getByRole('rowheader').querySelector('.card-label')!.childNodes[0].textContent!; // its tip aside
      const counts = within(row)
        .getAllByRole('cell')
        .map((c) => Number(c.textContent));
      expect(counts).toEqual(
        state.players.map(
          (pl) =>
            [...pl.deck, ...pl.hand, ...pl.discard, ...pl.inPlay, ...pl.setAside].filter(
              (id) => state.cardNames[id] === card,
            ).length,
        ),
      );
    }
    const totals = within(rows.at(-1)!)
      .getAllByRole('cell')
      .map((c) => Number(c.textContent));
    expect(totals).toEqual(
      state.players.map(
        (pl) => pl.deck.length + pl.hand.length + pl.discard.length + pl.inPlay.length + pl.setAside.length,
      ),
    );
    expect(
      deckRows([
        { Copper: 7, Estate: 3 },
        { Copper: 6, Gold: 1 },
      ]).map((r) => [r.card, r.counts]),
    ).toEqual([
      ['Copper', [7, 6]],
      ['Estate', [3, 0]],
      ['Gold', [0, 1]],
    ]);
  });

  it('picks round axis steps', () => {
    expect([niceStep(45, 5), niceStep(7, 8), niceStep(130, 8), niceStep(0, 5)]).toEqual([10, 1, 20, 1]);
  });

  it('is consistent with the view at the end', () => {
    expect(view(state, 0).scores).toEqual(t.vp.at(-1)!.vp);
  });
});
