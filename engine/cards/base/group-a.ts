// Base-set Kingdom cards, group A (one file per card beside this one).
import type { CardDef } from '../../core/card-def.js';
import { artisan } from './artisan.js';
import { bandit } from './bandit.js';
import { bureaucrat } from './bureaucrat.js';
import { chapel } from './chapel.js';
import { councilRoom } from './council-room.js';
import { gardens } from './gardens.js';
import { harbinger } from './harbinger.js';
import { library } from './library.js';
import { merchant } from './merchant.js';

export const baseGroupA: CardDef[] = [
  artisan,
  bandit,
  bureaucrat,
  chapel,
  councilRoom,
  gardens,
  harbinger,
  library,
  merchant,
];
