// Empires Events (one file per Event under events/).
import type { CardDef } from '../../core/card-def.js';
import { advance } from './events/advance.js';
import { annex } from './events/annex.js';
import { banquet } from './events/banquet.js';
import { conquest } from './events/conquest.js';
import { delve } from './events/delve.js';
import { dominate } from './events/dominate.js';
import { donate } from './events/donate.js';
import { ritual } from './events/ritual.js';
import { saltTheEarth } from './events/salt-the-earth.js';
import { tax } from './events/tax.js';
import { triumph } from './events/triumph.js';
import { wedding } from './events/wedding.js';
import { windfall } from './events/windfall.js';

export const empiresEvents: CardDef[] = [
  advance,
  annex,
  banquet,
  conquest,
  delve,
  dominate,
  donate,
  ritual,
  saltTheEarth,
  tax,
  triumph,
  wedding,
  windfall,
];
