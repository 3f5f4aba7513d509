// Base-set Kingdom cards, group B (one file per card beside this one).
import type { CardDef } from '../../core/card-def.js';

export const baseGroupB: CardDef[] = [];
