// Registers every set with the engine. Importing the engine's index does this once.
import { registerRecommended } from '../core/kingdoms.js';
import { registerCards } from '../core/registry.js';
import { baseCards, baseRecommended } from './base/index.js';
import { intrigueCards, intrigueRecommended } from './intrigue/index.js';

registerCards(baseCards);
registerCards(intrigueCards);
registerRecommended(baseRecommended);
registerRecommended(intrigueRecommended);
