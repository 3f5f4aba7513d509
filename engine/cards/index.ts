// Registers every set with the engine. Importing the engine's index does this once.
import { registerRecommended } from '../setup/kingdoms.js';
import { registerPiles } from '../setup/piles.js';
import { registerCards } from '../core/registry.js';
import { baseCards, baseRecommended } from './base/index.js';
import { empiresCards, empiresPileDefs, empiresRecommended } from './empires/index.js';
import { intrigueCards, intrigueRecommended } from './intrigue/index.js';

registerCards(baseCards);
registerCards(intrigueCards);
registerCards(empiresCards);
registerPiles(empiresPileDefs);
registerRecommended(baseRecommended);
registerRecommended(intrigueRecommended);
registerRecommended(empiresRecommended);
