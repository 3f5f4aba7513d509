// Empires Events (one file per Event under events/).
import type { CardDef } from '../../core/card-def.js';

export const empiresEvents: CardDef[] = [];
