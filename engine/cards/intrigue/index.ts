// Dominion: Intrigue 2nd Edition: 26 Kingdom cards.
import type { CardDef } from '../../core/card-def.js';
import type { RecommendedSet } from '../../core/kingdoms.js';
import { intrigueGroupA } from './group-a.js';
import { intrigueGroupB } from './group-b.js';

export const intrigueCards: CardDef[] = [...intrigueGroupA, ...intrigueGroupB];

export const intrigueRecommended: RecommendedSet[] = [];
