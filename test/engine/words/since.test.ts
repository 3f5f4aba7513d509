// "Since your move" sentences: a Militia attack, a Masquerade pass and bot buys, each read by the
// player it happened to; the other player's hidden cards are never named.
import { describe, expect, it } from 'vitest';
import {
  andList,
  capitalise,
  cardList,
  turnWords,
  sinceLastMove,
  sinceLines,
  type SinceStep,
} from '../../../engine/index.js';
import { start, type Harness } from '../../support/harness.js';

/** A harness that records each move's log entries as a step, the start first. */
function recorder(h: Harness) {
  const steps: SinceStep[] = [{ seat: null, log: [...h.log] }];
  return {
    steps,
    do(p: number, ...texts: string[]) {
      for (const t of texts) {
        const n = h.log.length;
        h.do(p, t);
        steps.push({ seat: p, log: h.log.slice(n) });
      }
    },
  };
}
const names = ['Alice', 'Bob'];
const since = (steps: SinceStep[], reader: number) =>
  sinceLines(sinceLastMove(steps, reader, { names, complete: true }), reader, names);

describe('since your move', () => {
  it('tells of a Militia attack and the buy after it, hiding the discarded cards from the attacker', () => {
    const h = start({
      setup: {
        firstPlayer: 0,
        players: {
          '0': { hand: ['Copper', 'Copper', 'Copper', 'Copper', 'Estate'] },
          '1': { hand: ['Militia', 'Copper', 'Copper', 'Copper', 'Estate'] },
        },
      },
    });
    const r = recorder(h);
    r.do(0, 'play treasures', 'buy Silver', 'end turn');
    const hand = h.hand(0);
    r.do(1, 'play Militia');
    const [a, b] = hand.filter((c) => c !== 'Silver' && c !== 'Gold').slice(0, 2);
    r.do(0, `discard ${a}, ${b}`);
    r.do(1, 'play treasures', 'buy Silver', 'end turn');
    const top = h.discard(0)[0];
    // Alice reads it at the start of her turn: her own discard named.
    const alice = since(r.steps, 0);
    // Her own turn so far (only her draws) is not news.
    expect(alice).toHaveLength(1);
    expect(alice[0]).toMatch(/^Bob's turn 1: Bob played a Militia; you discarded /);
    expect(alice[0]).toContain('; Bob played 3 Coppers; Bob bought a Silver.');
    // Bob, after his own move ended his turn: nothing since. Before his buys (his Militia was his last move), Alice's
    // discard is a count with the top card only.
    expect(since(r.steps, 1)).toEqual([]);
    const beforeBuy = r.steps.slice(0, r.steps.length - 3);
    const bob = sinceLastMove(beforeBuy, 1, { names, complete: true });
    expect(bob.turns.at(-1)!.text).toBe(`Alice discarded 2 cards, ${top} on top.`);
  });

  it('tells of a Masquerade pass: the passer and receiver see the cards, nobody else', () => {
    const kingdom = [
      'Masquerade',
      'Village',
      'Cellar',
      'Market',
      'Militia',
      'Moat',
      'Smithy',
      'Throne Room',
      'Festival',
      'Witch',
    ];
    const h = start({
      kingdom,
      players: 3,
      setup: {
        firstPlayer: 1,
        players: {
          '0': { hand: ['Gold', 'Curse'] },
          '1': { hand: ['Masquerade', 'Estate'], deck: ['Copper', 'Silver'] },
          '2': { hand: ['Duchy', 'Copper'] },
        },
      },
    });
    const r = recorder(h);
    r.do(1, 'play Masquerade');
    r.do(0, 'pass Curse');
    r.do(2, 'pass Duchy');
    r.do(1, 'pass Estate');
    const three = ['Alice', 'Bob', 'Carol'];
    const read = (p: number) => sinceLastMove(r.steps, p, { names: three, complete: true }).turns[0].text;
    // Cards pass to the left: Bob to Carol, Carol to Alice, Alice to Bob.
    expect(read(0)).toBe(
      'Bob played a Masquerade; Bob drew 2 cards; Bob passed 1 card to Carol; Carol passed a Duchy to you; you passed a Curse to Bob.',
    );
    expect(read(2)).toBe(
      'Bob played a Masquerade; Bob drew 2 cards; Bob passed an Estate to you; you passed a Duchy to Alice; Alice passed 1 card to Bob.',
    );
  });

  it("tells of a bot's buys in the reader's words, one clause per kind", () => {
    const h = start({
      players: ['Alice', 'Big Money bot'],
      setup: {
        firstPlayer: 1,
        players: {
          '1': { hand: ['Gold', 'Gold', 'Gold', 'Copper', 'Copper'] },
        },
      },
    });
    const r = recorder(h);
    r.do(1, 'play treasures', 'buy Province', 'end turn');
    const lines = sinceLines(sinceLastMove(r.steps, 0, { names: ['Alice', 'Big Money bot'], complete: true }), 0, [
      'Alice',
      'Big Money bot',
    ]);
    expect(lines[0]).toBe(
      "Big Money bot's turn 1: Big Money bot played 3 Golds and 2 Coppers; Big Money bot bought a Province.",
    );
  });

  it('keeps a name as its player wrote it at the start of a sentence (no capital forced on "bob")', () => {
    const names = ['alice', 'normal bot'];
    const h = start({
      players: names,
      setup: { firstPlayer: 1, players: { '1': { hand: ['Gold', 'Copper', 'Copper', 'Copper', 'Copper'] } } },
    });
    const r = recorder(h);
    r.do(1, 'play treasures', 'buy Gold', 'end turn');
    expect(sinceLines(sinceLastMove(r.steps, 0, { names, complete: true }), 0, names)[0]).toBe(
      "normal bot's turn 1: normal bot played a Gold and 4 Coppers; normal bot bought a Gold.",
    );
    r.do(0, 'play treasures', 'buy Silver', 'end turn');
    const bot = sinceLastMove(r.steps, 1, { names, complete: true });
    expect(bot.turns.at(-1)!.text).toMatch(/^alice played /);
  });

  it("says when the window given does not reach back to the reader's move", () => {
    const h = start({ players: ['Alice', 'Bob'], setup: { firstPlayer: 0, players: {} } });
    const r = recorder(h);
    r.do(0, 'end turn');
    r.do(1, 'play treasures', 'buy Copper', 'end turn');
    const window = r.steps.slice(3);
    const s = sinceLastMove(window, 0, { names, complete: false });
    expect(s.partial).toBe(true);
    expect(sinceLines(s, 0, names)[0]).toMatch(/Earlier moves/);
    expect(sinceLastMove(r.steps, 0, { names, complete: true }).partial).toBe(false);
  });
});

describe('lists in words (andList, the one join for mail, titles, the table and answer labels)', () => {
  it('joins none, one, two and more words as a sentence does', () => {
    expect(andList([])).toBe('');
    expect(andList([], 'nothing')).toBe('nothing');
    expect(andList(['Alice'])).toBe('Alice');
    expect(andList(['Alice', 'Bob'])).toBe('Alice and Bob');
    expect(andList(['Alice', 'Bob', 'easy bot'])).toBe('Alice, Bob and easy bot');
    expect(cardList(['Copper', 'Silver', 'Copper', 'Estate'])).toBe('2 Coppers, a Silver and an Estate');
    expect(cardList([])).toBe('nothing');
  });

  it('names a turn for its reader: theirs "your turn", another\'s by name, with each player\'s own count when known', () => {
    expect(turnWords(['Alice', 'bob'], 0, 4, 0)).toBe('your turn 4');
    expect(turnWords(['Alice', 'bob'], 1, 6, 0)).toBe("bob's turn 6");
    expect(turnWords(['Alice'], 2, null, null)).toBe("Player 3's turn");
    // Opening a sentence: only "your" takes a capital.
    expect(turnWords(['Alice', 'bob'], 0, 4, 0, true)).toBe('Your turn 4');
    expect(turnWords(['Alice', 'bob'], 1, 6, 0, true)).toBe("bob's turn 6");
  });

  it('capitalises the first letter only, and leaves an empty text empty', () => {
    expect(capitalise('your turn 4')).toBe('Your turn 4');
    expect(capitalise('')).toBe('');
  });
});
