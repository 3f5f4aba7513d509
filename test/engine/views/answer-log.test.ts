// Every answer leaves a private log entry for the player who gave it (the table's log shows it as
// "Alice chooses: …"). It must say what they answered, not only what was asked: an Engineer's
// "no" logged as "yes", or a Sentry "trash nothing" logged as "trash", misleads the player.
import { describe, expect, it } from 'vitest';
import { redactEntry } from '../../../engine/index.js';
import { start } from '../../support/harness.js';

const answers = (log: { kind: string; player: number; detail?: string }[], p = 0) =>
  log.filter((e) => e.kind === 'choose' && e.player === p).map((e) => e.detail);

describe('the log entry of an answer', () => {
  it('records the answer itself: Engineer "no", a gain, a trash of nothing', () => {
    const h = start({
      kingdom: ['Engineer', 'Sentry', 'Village', 'Smithy', 'Market', 'Militia', 'Moat', 'Cellar', 'Festival', 'Witch'],
      setup: {
        firstPlayer: 0,
        players: {
          0: {
            hand: ['Engineer', 'Sentry', 'Copper', 'Copper', 'Estate'],
            deck: ['Gold', 'Silver', 'Estate', 'Copper'],
          },
        },
      },
    });
    h.do(0, 'play Engineer', 'gain Silver', 'no');
    expect(answers(h.log)).toEqual(['gain Silver', 'no']);
  });

  it('stays private: another player sees that an answer was given, not which', () => {
    const h = start({
      kingdom: ['Sentry', 'Engineer', 'Village', 'Smithy', 'Market', 'Militia', 'Moat', 'Cellar', 'Festival', 'Witch'],
      setup: {
        firstPlayer: 0,
        players: {
          0: { hand: ['Sentry', 'Copper', 'Copper', 'Estate', 'Estate'], deck: ['Copper', 'Gold', 'Estate'] },
        },
      },
    });
    h.do(0, 'play Sentry', 'trash nothing', 'discard Estate');
    const mine = h.log.filter((e) => e.kind === 'choose');
    expect(mine.map((e) => e.detail)).toEqual(['trash nothing', 'discard Estate']);
    for (const e of mine) {
      expect(redactEntry(e, 0).detail).toBe(e.detail);
      expect(redactEntry(e, 1).detail).toBeUndefined();
    }
  });
});
