// Dominion 2nd Edition base set: 7 Basic cards and 26 Kingdom cards.
import type { CardDef } from '../../core/card-def.js';
import type { RecommendedSet } from '../../setup/kingdoms.js';
import { basicCards } from './basic.js';
import { cellar } from './cellar.js';
import { festival } from './festival.js';
import { laboratory } from './laboratory.js';
import { market } from './market.js';
import { militia } from './militia.js';
import { moat } from './moat.js';
import { smithy } from './smithy.js';
import { throneRoom } from './throne-room.js';
import { village } from './village.js';
import { witch } from './witch.js';
import { baseGroupA } from './group-a.js';
import { baseGroupB } from './group-b.js';

export const baseCards: CardDef[] = [
  ...basicCards,
  cellar,
  festival,
  laboratory,
  market,
  militia,
  moat,
  smithy,
  throneRoom,
  village,
  witch,
  ...baseGroupA,
  ...baseGroupB,
];

/** Recommended sets of 10 from the 2nd Edition rulebook that use only this set. */
export const baseRecommended: RecommendedSet[] = [
  {
    name: 'First Game',
    source: 'Dominion 2E rulebook',
    kingdom: ['Cellar', 'Market', 'Merchant', 'Militia', 'Mine', 'Moat', 'Remodel', 'Smithy', 'Village', 'Workshop'],
  },
  {
    name: 'Size Distortion',
    source: 'Dominion 2E rulebook',
    kingdom: [
      'Artisan',
      'Bandit',
      'Bureaucrat',
      'Chapel',
      'Festival',
      'Gardens',
      'Sentry',
      'Throne Room',
      'Witch',
      'Workshop',
    ],
  },
  {
    name: 'Deck Top',
    source: 'Dominion 2E rulebook',
    kingdom: [
      'Artisan',
      'Bureaucrat',
      'Council Room',
      'Festival',
      'Harbinger',
      'Laboratory',
      'Moneylender',
      'Sentry',
      'Vassal',
      'Village',
    ],
  },
  {
    name: 'Sleight of Hand',
    source: 'Dominion 2E rulebook',
    kingdom: [
      'Cellar',
      'Council Room',
      'Festival',
      'Gardens',
      'Library',
      'Harbinger',
      'Militia',
      'Poacher',
      'Smithy',
      'Throne Room',
    ],
  },
  {
    name: 'Improvements',
    source: 'Dominion 2E rulebook',
    kingdom: ['Artisan', 'Cellar', 'Market', 'Merchant', 'Mine', 'Moat', 'Moneylender', 'Poacher', 'Remodel', 'Witch'],
  },
  {
    name: 'Silver & Gold',
    source: 'Dominion 2E rulebook',
    kingdom: [
      'Bandit',
      'Bureaucrat',
      'Chapel',
      'Harbinger',
      'Laboratory',
      'Merchant',
      'Mine',
      'Moneylender',
      'Throne Room',
      'Vassal',
    ],
  },
];
