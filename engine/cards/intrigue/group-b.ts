// Intrigue Kingdom cards, group B (one file per card beside this one).
import type { CardDef } from '../../core/card-def.js';
import { minion } from './minion.js';
import { nobles } from './nobles.js';
import { patrol } from './patrol.js';
import { pawn } from './pawn.js';
import { replace } from './replace.js';
import { secretPassage } from './secret-passage.js';
import { shantyTown } from './shanty-town.js';
import { steward } from './steward.js';
import { swindler } from './swindler.js';
import { torturer } from './torturer.js';
import { tradingPost } from './trading-post.js';
import { upgrade } from './upgrade.js';
import { wishingWell } from './wishing-well.js';

export const intrigueGroupB: CardDef[] = [
  minion,
  nobles,
  patrol,
  pawn,
  replace,
  secretPassage,
  shantyTown,
  steward,
  swindler,
  torturer,
  tradingPost,
  upgrade,
  wishingWell,
];
