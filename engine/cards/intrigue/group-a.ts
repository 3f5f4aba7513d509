// Intrigue Kingdom cards, group A (one file per card beside this one).
import type { CardDef } from '../../core/card-def.js';

export const intrigueGroupA: CardDef[] = [];
