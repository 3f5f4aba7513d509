// Empires Landmarks (one file per Landmark under landmarks/).
import type { CardDef } from '../../core/card-def.js';
import { aqueduct } from './landmarks/aqueduct.js';
import { arena } from './landmarks/arena.js';
import { banditFort } from './landmarks/bandit-fort.js';
import { basilica } from './landmarks/basilica.js';
import { baths } from './landmarks/baths.js';
import { battlefield } from './landmarks/battlefield.js';
import { colonnade } from './landmarks/colonnade.js';
import { defiledShrine } from './landmarks/defiled-shrine.js';
import { fountain } from './landmarks/fountain.js';
import { keep } from './landmarks/keep.js';
import { labyrinth } from './landmarks/labyrinth.js';
import { mountainPass } from './landmarks/mountain-pass.js';
import { museum } from './landmarks/museum.js';
import { obelisk } from './landmarks/obelisk.js';
import { orchard } from './landmarks/orchard.js';
import { palace } from './landmarks/palace.js';
import { tomb } from './landmarks/tomb.js';
import { tower } from './landmarks/tower.js';
import { triumphalArch } from './landmarks/triumphal-arch.js';
import { wall } from './landmarks/wall.js';
import { wolfDen } from './landmarks/wolf-den.js';

export const empiresLandmarks: CardDef[] = [
  aqueduct,
  arena,
  banditFort,
  basilica,
  baths,
  battlefield,
  colonnade,
  defiledShrine,
  fountain,
  keep,
  labyrinth,
  mountainPass,
  museum,
  obelisk,
  orchard,
  palace,
  tomb,
  tower,
  triumphalArch,
  wall,
  wolfDen,
];
