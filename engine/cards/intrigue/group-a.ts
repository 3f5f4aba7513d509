// Intrigue Kingdom cards, group A (one file per card beside this one).
import type { CardDef } from '../../core/card-def.js';
import { baron } from './baron.js';
import { bridge } from './bridge.js';
import { conspirator } from './conspirator.js';
import { courtier } from './courtier.js';
import { courtyard } from './courtyard.js';
import { diplomat } from './diplomat.js';
import { duke } from './duke.js';
import { harem } from './harem.js';
import { ironworks } from './ironworks.js';
import { lurker } from './lurker.js';
import { masquerade } from './masquerade.js';
import { mill } from './mill.js';
import { miningVillage } from './mining-village.js';

export const intrigueGroupA: CardDef[] = [
  baron,
  bridge,
  conspirator,
  courtier,
  courtyard,
  diplomat,
  duke,
  harem,
  ironworks,
  lurker,
  masquerade,
  mill,
  miningVillage,
];
