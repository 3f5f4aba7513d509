// Dominion: Intrigue 2nd Edition: 26 Kingdom cards.
import type { CardDef } from '../../core/card-def.js';
import type { RecommendedSet } from '../../setup/kingdoms.js';
import { intrigueGroupA } from './group-a.js';
import { intrigueGroupB } from './group-b.js';

export const intrigueCards: CardDef[] = [...intrigueGroupA, ...intrigueGroupB];

/** Recommended sets of 10 from the rulebooks that use only Intrigue 2E and base 2E cards (as printed). */
export const intrigueRecommended: RecommendedSet[] = [
  {
    name: 'Victory Dance',
    source: 'Dominion: Intrigue 2E rulebook (Intrigue only)',
    kingdom: ['Baron', 'Courtier', 'Duke', 'Harem', 'Ironworks', 'Masquerade', 'Mill', 'Nobles', 'Patrol', 'Replace'],
  },
  {
    name: 'The Plot Thickens',
    source: 'Dominion: Intrigue 2E rulebook (Intrigue only)',
    kingdom: [
      'Conspirator',
      'Ironworks',
      'Lurker',
      'Pawn',
      'Mining Village',
      'Secret Passage',
      'Steward',
      'Swindler',
      'Torturer',
      'Trading Post',
    ],
  },
  {
    name: 'Best Wishes',
    source: 'Dominion: Intrigue 2E rulebook (Intrigue only)',
    kingdom: [
      'Baron',
      'Conspirator',
      'Courtyard',
      'Diplomat',
      'Duke',
      'Secret Passage',
      'Shanty Town',
      'Torturer',
      'Upgrade',
      'Wishing Well',
    ],
  },
  {
    name: 'Underlings',
    source: 'Dominion: Intrigue 2E rulebook (Intrigue & Dominion); Dominion 2E rulebook (Dominion & Intrigue)',
    kingdom: ['Courtier', 'Diplomat', 'Minion', 'Nobles', 'Pawn', 'Cellar', 'Festival', 'Library', 'Sentry', 'Vassal'],
  },
  {
    name: 'Grand Scheme',
    source: 'Dominion: Intrigue 2E rulebook (Intrigue & Dominion); Dominion 2E rulebook (Dominion & Intrigue)',
    kingdom: [
      'Bridge',
      'Mill',
      'Mining Village',
      'Patrol',
      'Shanty Town',
      'Artisan',
      'Council Room',
      'Market',
      'Militia',
      'Workshop',
    ],
  },
  {
    name: 'Deconstruction',
    source: 'Dominion: Intrigue 2E rulebook (Intrigue & Dominion); Dominion 2E rulebook (Dominion & Intrigue)',
    kingdom: [
      'Diplomat',
      'Harem',
      'Lurker',
      'Replace',
      'Swindler',
      'Bandit',
      'Mine',
      'Remodel',
      'Throne Room',
      'Village',
    ],
  },
];
