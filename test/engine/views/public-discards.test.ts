// What others see of a discard (docs/rulings.md, "Discards"): discarded cards go face up, but of
// several discarded at once only the one put on top need be shown (Dominion rulebook, "Discard a
// card"). So a card discarded alone is named to everyone, as are cards revealed just before; several
// from a hand or a private look show others the count and the top card, never the rest.
import { describe, expect, it } from 'vitest';
import { redactEntry, sinceLastMove, type LogEntry, type SinceStep } from '../../../engine/index.js';
import { start, type Harness } from '../../support/harness.js';

const KINGDOM = [
  'Cellar',
  'Militia',
  'Sentry',
  'Royal Blacksmith',
  'Village',
  'Smithy',
  'Market',
  'Festival',
  'Moat',
  'Witch',
];
const names = ['Ann', 'Ben', 'Cat'];

/** The log entries of one move. */
function entriesOf(h: Harness, player: number, move: string): LogEntry[] {
  const n = h.log.length;
  h.do(player, move);
  return h.log.slice(n);
}
const discardIn = (entries: LogEntry[]) => entries.find((e) => e.kind === 'discard')!;
/** The "since your move" sentence `reader` gets for one move by `seat`. */
const sentence = (log: LogEntry[], seat: number, reader: number) => {
  const steps: SinceStep[] = [
    { seat: reader, log: [] },
    { seat, log },
  ];
  return sinceLastMove(steps, reader, { names, complete: true }).turns.at(-1)!.text;
};

describe('discards others see', () => {
  it("Militia: a victim's two discards show the others the count and the top card only", () => {
    const h = start({
      kingdom: KINGDOM,
      players: 3,
      setup: {
        firstPlayer: 0,
        players: {
          '0': { hand: ['Militia'] },
          '1': { hand: ['Copper', 'Gold', 'Estate', 'Silver', 'Curse'] },
          '2': { hand: ['Copper', 'Copper', 'Copper', 'Estate'] },
        },
      },
    });
    h.do(0, 'play Militia');
    const e = discardIn(entriesOf(h, 1, 'discard Curse, Estate'));
    expect(e.visibleTo).toEqual([1]);
    expect(redactEntry(e, 1).cards).toEqual(['Curse', 'Estate']);
    for (const viewer of [0, 2, null]) {
      const seen = redactEntry(e, viewer);
      expect(seen).toMatchObject({ kind: 'discard', player: 1, count: 2, detail: 'Estate' });
      expect(seen.cards).toBeUndefined();
      // The card under the top one is named nowhere in what others get.
      expect(JSON.stringify(seen)).not.toContain('Curse');
    }
    expect(sentence([e], 1, 0)).toBe('Ben discarded 2 cards, Estate on top.');
    // At the end of the game everything is shown.
    expect(redactEntry(e, 0, true).cards).toEqual(['Curse', 'Estate']);
  });

  it('Militia: a single card discarded is the top of the pile, named to everyone', () => {
    const h = start({
      kingdom: KINGDOM,
      players: 3,
      setup: {
        firstPlayer: 0,
        players: {
          '0': { hand: ['Militia'] },
          '1': { hand: ['Copper', 'Copper', 'Copper', 'Estate', 'Silver'] },
          '2': { hand: ['Copper', 'Copper', 'Copper', 'Estate'] },
        },
      },
    });
    h.do(0, 'play Militia');
    h.do(1, 'discard Estate, Copper');
    const e = discardIn(entriesOf(h, 2, 'discard Estate'));
    expect(e.visibleTo).toBe('all');
    for (const viewer of [0, 1, null])
      expect(redactEntry(e, viewer)).toMatchObject({ kind: 'discard', player: 2, cards: ['Estate'], count: 1 });
    expect(sentence([e], 2, 0)).toBe('Cat discarded an Estate.');
    expect(h.view(0).players[2].discardTop).toBe('Estate');
  });

  it('Cellar: one card discarded is named to all; several show the count and the top card', () => {
    const h = start({
      kingdom: KINGDOM,
      setup: {
        firstPlayer: 0,
        players: {
          '0': {
            hand: ['Cellar', 'Cellar', 'Estate', 'Curse', 'Province'],
            deck: ['Copper', 'Copper', 'Copper', 'Copper', 'Copper'],
          },
        },
      },
    });
    h.do(0, 'play Cellar');
    const one = discardIn(entriesOf(h, 0, 'discard Province'));
    expect(one.visibleTo).toBe('all');
    expect(redactEntry(one, 1)).toMatchObject({ cards: ['Province'], count: 1 });
    expect(sentence([one], 0, 1)).toBe('Ann discarded a Province.');
    h.do(0, 'play Cellar');
    const two = discardIn(entriesOf(h, 0, 'discard Curse, Estate'));
    expect(two.visibleTo).toEqual([0]);
    const seen = redactEntry(two, 1);
    expect(seen).toMatchObject({ count: 2, detail: 'Estate' });
    expect(seen.cards).toBeUndefined();
    expect(JSON.stringify(seen)).not.toContain('Curse');
    expect(sentence([two], 0, 1)).toBe('Ann discarded 2 cards, Estate on top.');
  });

  it('Sentry: cards looked at privately and discarded together stay hidden but for the top', () => {
    const h = start({
      kingdom: KINGDOM,
      setup: {
        firstPlayer: 0,
        players: {
          '0': { hand: ['Sentry'], deck: ['Copper', 'Estate', 'Curse', 'Copper', 'Copper'] },
        },
      },
    });
    h.do(0, 'play Sentry', 'trash nothing');
    const e = discardIn(entriesOf(h, 0, 'discard Curse, Estate'));
    expect(e.visibleTo).toEqual([0]);
    const seen = redactEntry(e, 1);
    expect(seen.cards).toBeUndefined();
    expect(seen.count).toBe(2);
    expect(JSON.stringify(seen)).not.toContain(e.detail === 'Curse' ? 'Estate' : 'Curse');
  });

  it('Royal Blacksmith: the Coppers were revealed with the hand, so their discard is named to all', () => {
    const h = start({
      kingdom: KINGDOM,
      setup: {
        firstPlayer: 0,
        players: {
          '0': { hand: ['Royal Blacksmith'], deck: ['Copper', 'Estate', 'Copper', 'Silver', 'Copper'] },
        },
      },
    });
    const e = discardIn(entriesOf(h, 0, 'play Royal Blacksmith'));
    expect(e.visibleTo).toBe('all');
    expect(redactEntry(e, 1)).toMatchObject({ cards: ['Copper', 'Copper', 'Copper'], count: 3 });
  });
});
