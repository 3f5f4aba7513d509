// Base-set Kingdom cards, group B (one file per card beside this one).
import type { CardDef } from '../../core/card-def.js';
import { mine } from './mine.js';
import { moneylender } from './moneylender.js';
import { poacher } from './poacher.js';
import { remodel } from './remodel.js';
import { sentry } from './sentry.js';
import { vassal } from './vassal.js';
import { workshop } from './workshop.js';

export const baseGroupB: CardDef[] = [mine, moneylender, poacher, remodel, sentry, vassal, workshop];
