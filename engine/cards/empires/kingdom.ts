// Empires Kingdom cards (one file per card beside this one) and the split piles / Castles pile.
import type { CardDef } from '../../core/card-def.js';
import type { PileDef } from '../../setup/piles.js';
import { archive } from './archive.js';
import { bustlingVillage } from './bustling-village.js';
import { capital } from './capital.js';
import { castlesPile } from './castles.js';
import { catapult } from './catapult.js';
import { chariotRace } from './chariot-race.js';
import { charm } from './charm.js';
import { cityQuarter } from './city-quarter.js';
import { crown } from './crown.js';
import { crumblingCastle } from './crumbling-castle.js';
import { emporium } from './emporium.js';
import { encampment } from './encampment.js';
import { enchantress } from './enchantress.js';
import { engineer } from './engineer.js';
import { farmersMarket } from './farmers-market.js';
import { fortune } from './fortune.js';
import { forum } from './forum.js';
import { gladiator } from './gladiator.js';
import { grandCastle } from './grand-castle.js';
import { groundskeeper } from './groundskeeper.js';
import { hauntedCastle } from './haunted-castle.js';
import { humbleCastle } from './humble-castle.js';
import { kingsCastle } from './kings-castle.js';
import { legionary } from './legionary.js';
import { opulentCastle } from './opulent-castle.js';
import { overlord } from './overlord.js';
import { patrician } from './patrician.js';
import { plunder } from './plunder.js';
import { rocks } from './rocks.js';
import { royalBlacksmith } from './royal-blacksmith.js';
import { sacrifice } from './sacrifice.js';
import { settlers } from './settlers.js';
import { smallCastle } from './small-castle.js';
import { sprawlingCastle } from './sprawling-castle.js';
import { temple } from './temple.js';
import { villa } from './villa.js';
import { wildHunt } from './wild-hunt.js';

export const empiresKingdomCards: CardDef[] = [
  archive,
  capital,
  catapult,
  rocks,
  chariotRace,
  charm,
  cityQuarter,
  crown,
  enchantress,
  encampment,
  plunder,
  engineer,
  farmersMarket,
  forum,
  gladiator,
  fortune,
  groundskeeper,
  legionary,
  overlord,
  patrician,
  emporium,
  royalBlacksmith,
  sacrifice,
  settlers,
  bustlingVillage,
  temple,
  villa,
  wildHunt,
  humbleCastle,
  crumblingCastle,
  smallCastle,
  hauntedCastle,
  opulentCastle,
  sprawlingCastle,
  grandCastle,
  kingsCastle,
];

/** A split pile: 5 of the cheaper card on top of 5 of the other (contents are bottom first). */
function split(top: string, bottom: string): PileDef {
  return {
    name: `${top}/${bottom}`,
    set: 'empires',
    randomizer: top,
    contents: () => [
      { name: bottom, count: 5 },
      { name: top, count: 5 },
    ],
  };
}

export const empiresPiles: PileDef[] = [
  split('Catapult', 'Rocks'),
  split('Encampment', 'Plunder'),
  split('Gladiator', 'Fortune'),
  split('Patrician', 'Emporium'),
  split('Settlers', 'Bustling Village'),
  castlesPile,
];
