// Dominion: Empires: 24 Kingdom piles (split piles and Castles), 13 Events, 21 Landmarks.
import type { CardDef } from '../../core/card-def.js';
import type { RecommendedSet } from '../../setup/kingdoms.js';
import type { PileDef } from '../../setup/piles.js';
import { empiresKingdomCards, empiresPiles } from './kingdom.js';
import { empiresEvents } from './events.js';
import { empiresLandmarks } from './landmarks.js';
import { empiresRecommended } from './recommended.js';

export const empiresCards: CardDef[] = [...empiresKingdomCards, ...empiresEvents, ...empiresLandmarks];
export const empiresPileDefs: PileDef[] = empiresPiles;
export { empiresRecommended };
export type { RecommendedSet };
