// Empires Kingdom cards (one file per card beside this one) and the split piles / Castles pile.
import type { CardDef } from '../../core/card-def.js';
import type { PileDef } from '../../core/piles.js';

export const empiresKingdomCards: CardDef[] = [];

export const empiresPiles: PileDef[] = [];
