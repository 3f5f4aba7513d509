// Recommended sets from the rulebooks using only base, Intrigue and Empires cards.
import type { RecommendedSet } from '../../setup/kingdoms.js';

const EMP = 'Dominion: Empires rulebook';

export const empiresRecommended: RecommendedSet[] = [
  {
    name: 'Basic Intro', source: `${EMP} (Empires only)`, landmarks: ['Tower'], events: ['Wedding'],
    kingdom: ['Castles', 'Chariot Race', 'City Quarter', 'Engineer', "Farmers' Market", 'Forum', 'Legionary', 'Patrician/Emporium', 'Sacrifice', 'Villa'],
  },
  {
    name: 'Advanced Intro', source: `${EMP} (Empires only)`, landmarks: ['Arena', 'Triumphal Arch'],
    kingdom: ['Archive', 'Capital', 'Catapult/Rocks', 'Crown', 'Enchantress', 'Gladiator/Fortune', 'Groundskeeper', 'Royal Blacksmith', 'Settlers/Bustling Village', 'Temple'],
  },
  {
    name: 'Everything in Moderation', source: `${EMP} (Empires & Dominion); Dominion 2E rulebook (Dominion & Empires)`,
    landmarks: ['Orchard'], events: ['Windfall'],
    kingdom: ['Enchantress', 'Forum', 'Legionary', 'Overlord', 'Temple', 'Cellar', 'Library', 'Remodel', 'Village', 'Workshop'],
  },
  {
    name: 'Silver Bullets', source: `${EMP} (Empires & Dominion); Dominion 2E rulebook (Dominion & Empires)`,
    landmarks: ['Aqueduct'], events: ['Conquest'],
    kingdom: ['Catapult/Rocks', 'Charm', "Farmers' Market", 'Groundskeeper', 'Patrician/Emporium', 'Bureaucrat', 'Gardens', 'Laboratory', 'Market', 'Moneylender'],
  },
  {
    name: 'Delicious Torture', source: `${EMP} (Empires & Intrigue); Dominion: Intrigue 2E rulebook`,
    landmarks: ['Arena'], events: ['Banquet'],
    kingdom: ['Castles', 'Crown', 'Enchantress', 'Sacrifice', 'Settlers/Bustling Village', 'Baron', 'Bridge', 'Harem', 'Ironworks', 'Torturer'],
  },
  {
    name: 'Buddy System', source: `${EMP} (Empires & Intrigue); Dominion: Intrigue 2E rulebook`,
    landmarks: ['Wolf Den'], events: ['Salt the Earth'],
    kingdom: ['Archive', 'Capital', 'Catapult/Rocks', 'Engineer', 'Forum', 'Masquerade', 'Mining Village', 'Nobles', 'Pawn', 'Trading Post'],
  },
];
