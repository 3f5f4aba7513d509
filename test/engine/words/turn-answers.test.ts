// The turn's answer links: each Action in hand, "play all Treasures and buy X" for what the
// Treasures will afford — Actions in hand or not — (dearest first, capped; Curse and Copper only
// under "more"), on to the Buy phase and "buy nothing"; no buy links when playing the Treasures
// would ask something (Charm) or what they give is not certain.
// Every offered sequence is legal: applied line by line it is accepted, and the copy used to find
// the $ leaves the game untouched.
import { describe, expect, it } from 'vitest';
import { answerLabel, answerLines, offeredAnswers, stateHash, turnAnswers } from '../../../engine/index.js';
import { start, type Harness } from '../../support/harness.js';

const KINGDOM = [
  'Cellar',
  'Festival',
  'Laboratory',
  'Market',
  'Militia',
  'Moat',
  'Smithy',
  'Throne Room',
  'Village',
  'Witch',
];
const EMPIRES = [
  'Charm',
  'Capital',
  'Patrician',
  'Settlers',
  'Castles',
  'Catapult',
  'Engineer',
  'Forum',
  'Legionary',
  'Villa',
];
const game = (hand: string[], o: { kingdom?: string[]; events?: string[]; deck?: string[] } = {}) =>
  start({
    players: 2,
    kingdom: o.kingdom ?? KINGDOM,
    events: o.events ?? [],
    setup: {
      firstPlayer: 0,
      players: {
        0: { hand, deck: o.deck ?? ['Copper', 'Copper', 'Copper', 'Copper', 'Copper'] },
        1: { hand: ['Copper', 'Copper', 'Copper', 'Estate', 'Estate'] },
      },
    },
  });
/** The main answers (not those under "more"). */
const main = (h: Harness) => turnAnswers(h.state, 0)?.filter((a) => !a.more) ?? null;
const texts = (h: Harness) => main(h)?.map((a) => a.text) ?? null;
const labels = (h: Harness) => main(h)?.map((a) => a.label) ?? null;
const more = (h: Harness) =>
  turnAnswers(h.state, 0)
    ?.filter((a) => a.more)
    .map((a) => a.text) ?? null;

describe('turnAnswers', () => {
  it('the Action phase: one link per distinct Action in hand, the one-press money turn beside them, on to the Buy phase, buy nothing', () => {
    const h = game(['Militia', 'Copper', 'Village', 'Militia', 'Copper']);
    // $2 from the two Coppers: the $2 cards (Estate first, the basic piles lead the Supply), Copper only under "more".
    expect(labels(h)).toEqual([
      'Play Militia',
      'Play Village',
      'Play all Treasures, buy Estate and end your turn',
      'Play all Treasures, buy Cellar and end your turn',
      'Play all Treasures, buy Moat and end your turn',
      'Go to your Buy phase',
      'Buy nothing, end turn',
    ]);
    expect(texts(h)!.slice(0, 3)).toEqual(['play Militia', 'play Village', 'play treasures\nbuy Estate\nend turn']);
    expect(more(h)).toEqual(['play treasures\nbuy Copper\nend turn', 'play treasures\nbuy Curse\nend turn']);
  });

  it('Actions in hand and $6 in Treasures: "play all Treasures, buy Gold and end your turn" is one press, with what it leads to', () => {
    const h = game(['Village', 'Gold', 'Silver', 'Copper', 'Smithy']);
    const offered = main(h)!;
    expect(offered.map((a) => a.label).slice(0, 3)).toEqual([
      'Play Village',
      'Play Smithy',
      'Play all Treasures, buy Gold and end your turn',
    ]);
    expect(offered[2].detail).toBe('With all your Treasures played you have $6 to spend; Gold costs $6.');
    expect(offered.slice(-2).map((a) => a.text)).toEqual(['end actions', 'end turn']);
    expect(offered).toHaveLength(8);
    // Pressed: the Treasures are played, Gold bought, and the turn is over (player 1's turn now).
    const [first] = offered.filter((a) => a.text.includes('buy Gold'));
    h.do(0, ...answerLines(first.text));
    expect(h.state.turn.player).toBe(1);
    expect(h.state.players[0].discard.map((id) => h.state.cardNames[id])).toContain('Gold');
  });

  it('many distinct Actions: the first three beside the buys, the rest under "more"; with nothing but Copper to buy, all of them', () => {
    const h = game(['Village', 'Smithy', 'Militia', 'Cellar', 'Silver']);
    const offered = turnAnswers(h.state, 0)!;
    const plays = (xs: typeof offered) => xs.filter((a) => /^play (?!treasures)/.test(a.text)).map((a) => a.text);
    expect(plays(offered.filter((a) => !a.more))).toEqual(['play Village', 'play Smithy', 'play Militia']);
    expect(plays(offered.filter((a) => a.more))).toEqual(['play Cellar']);
    // No Treasure: $0 buys only Copper or a Curse (under "more"), so the Actions fill the main answers.
    const poor = game(['Village', 'Smithy', 'Militia', 'Cellar', 'Estate']);
    expect(main(poor)!.map((a) => a.text)).toEqual([
      'play Village',
      'play Smithy',
      'play Militia',
      'play Cellar',
      'end actions',
      'end turn',
    ]);
    expect(more(poor)).toEqual(['end actions\nbuy Copper\nend turn', 'end actions\nbuy Curse\nend turn']);
  });

  it('no Action in hand: play all Treasures and buy, dearest first, at most 8 links with "buy nothing" last; Curse and Copper under "more"', () => {
    const h = game(['Gold', 'Silver', 'Copper', 'Estate', 'Copper']);
    const offered = main(h)!;
    expect(offered).toHaveLength(8);
    expect(offered[0].label).toBe('Play all Treasures, buy Gold and end your turn');
    expect(offered[0].text).toBe('play treasures\nbuy Gold\nend turn');
    // $7: Gold ($6) first, then the $5s in Supply order (the basic piles first); the cheap ones are left to the table.
    expect(offered.slice(1, 4).map((a) => answerLines(a.text)[1])).toEqual([
      'buy Duchy',
      'buy Festival',
      'buy Laboratory',
    ]);
    expect(offered.at(-1)).toEqual({ text: 'end turn', label: 'Buy nothing, end turn' });
    // What the confirmation page says the answer leads to: the $ the Treasures give, the card's cost.
    expect(offered[0].detail).toBe('With all your Treasures played you have $7 to spend; Gold costs $6.');
    expect(offered.some((a) => /Curse|Copper/.test(a.text))).toBe(false);
    expect(more(h)!.slice(-2)).toEqual(['play treasures\nbuy Copper\nend turn', 'play treasures\nbuy Curse\nend turn']);
  });

  it('$8 from the Treasures puts Province first', () => {
    const h = game(['Gold', 'Gold', 'Copper', 'Copper', 'Estate']);
    expect(texts(h)![0]).toBe('play treasures\nbuy Province\nend turn');
  });

  it('in the Buy phase with the Treasures played: plain buys', () => {
    const h = game(['Silver', 'Copper', 'Copper', 'Estate', 'Militia']).do(0, 'end actions', 'play treasures');
    // $4: the $4 cards in Supply order, then $3, then $2 (Moat, the last $2, goes under "more" with Copper and Curse).
    expect(texts(h)).toEqual(
      ['Militia', 'Smithy', 'Throne Room', 'Silver', 'Village', 'Estate', 'Cellar']
        .map((c) => `buy ${c}\nend turn`)
        .concat('end turn'),
    );
    expect(more(h)).toEqual(['Moat', 'Copper', 'Curse'].map((c) => `buy ${c}\nend turn`));
    // Buying nothing says what is left unspent.
    expect(main(h)!.at(-1)!.detail).toBe('You have $4 to spend and 1 Buy; nothing is bought.');
  });

  it('with a Buy to spare (Market) the buy does not end the turn: the next mail offers the next buy', () => {
    // Market's +$1 and the Copper it draws, then Gold and two Coppers: $7.
    const h = game(['Market', 'Gold', 'Copper', 'Copper', 'Estate']).do(0, 'play Market');
    expect(texts(h)![0]).toBe('play treasures\nbuy Gold');
    expect(labels(h)![0]).toBe('Play all Treasures and buy Gold');
    expect(turnAnswers(h.state, 0)![0].detail).toBe(
      'With all your Treasures played you have $7 to spend and 2 Buys; Gold costs $6.',
    );
  });

  it('every offered sequence is accepted line by line, and finding the $ changed nothing', () => {
    const hands = [
      ['Gold', 'Silver', 'Copper', 'Estate', 'Copper'],
      ['Copper', 'Copper', 'Estate', 'Estate', 'Estate'],
      ['Militia', 'Gold', 'Gold', 'Copper', 'Copper'],
    ];
    for (const hand of hands) {
      const before = stateHash(game(hand).state);
      for (const a of turnAnswers(game(hand).state, 0)!) {
        const h = game(hand);
        expect(() => h.do(0, ...answerLines(a.text)), a.text).not.toThrow();
      }
      const h = game(hand);
      turnAnswers(h.state, 0);
      expect(stateHash(h.state)).toBe(before);
    }
  });

  it('Charm asks a question when played: no "play all Treasures and buy" links, only buying nothing', () => {
    const h = game(['Charm', 'Copper', 'Copper', 'Copper', 'Estate'], { kingdom: EMPIRES });
    expect(texts(h)).toEqual(['end turn']);
  });

  it('not their turn: none; the other player owing a Militia discard gets its few ways', () => {
    const h = game(['Militia', 'Copper', 'Copper', 'Copper', 'Copper']);
    expect(turnAnswers(h.state, 1)).toBeNull();
    expect(offeredAnswers(h.state, 1)).toEqual([]);
    h.do(0, 'play Militia');
    expect(offeredAnswers(h.state, 1).map((a) => a.label)).toEqual([
      'Discard Copper, Copper',
      'Discard Copper, Estate',
      'Discard Estate, Estate',
    ]);
    expect(offeredAnswers(h.state, 0)).toEqual([]);
  });
});

describe('answerLabel', () => {
  it('reads the turn words as a player would, other notation capitalised', () => {
    expect(answerLabel('play treasures\nbuy Gold')).toBe('Play all Treasures and buy Gold');
    expect(answerLabel('play treasures\nbuy Gold\nend turn')).toBe('Play all Treasures, buy Gold and end your turn');
    expect(answerLabel('end actions\nbuy Silver')).toBe('Go to your Buy phase and buy Silver');
    expect(answerLabel('end turn')).toBe('Buy nothing, end turn');
    expect(answerLabel('discard Estate, Estate')).toBe('Discard Estate, Estate');
  });
});
