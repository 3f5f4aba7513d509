// What the pure mail-rendering suites (notify.ts: no runtime, no store) share: the link settings and
// the clock reading mail is made at, two players' addresses, and a game's record for their names.
import { makeConfig } from '../../engine/index.js';
import type { LinkSettings } from '../../lambdas/letters/notify.js';
import type { GameMeta } from '../../lambdas/store/records.js';

export const HOUR = 3_600_000;
export const NOW = Date.UTC(2030, 0, 1);
export const LINKS: LinkSettings = {
  secret: 'a-test-secret-of-some-length',
  webUrl: 'https://dominion.example',
  linkTtlMs: 7 * 24 * HOUR,
};
export const MAIL_KINGDOM = [
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
export const EMAILS = ['alice@example.com', 'bob@example.com'];
export const GAME_ID = 'gAme_1234567';

/** An active game of `names` (seat i: EMAILS[i], joined) with reminders every 12 hours, no deadline; `over` changes any field. */
export function mailMeta(names: readonly string[], over: Partial<GameMeta> = {}): GameMeta {
  return {
    gameId: GAME_ID,
    createdAt: NOW,
    createdBy: EMAILS[0],
    status: 'active',
    version: 2,
    seats: names.map((name, i) => ({ email: EMAILS[i], bot: null, name, joined: true })),
    config: makeConfig({ players: [...names], seed: 's', kingdom: MAIL_KINGDOM }),
    reminderEveryMs: 12 * HOUR,
    deadlineMs: null,
    ...over,
  };
}
