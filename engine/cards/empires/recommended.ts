// Recommended sets from the rulebooks using only base, Intrigue and Empires cards.
import type { RecommendedSet } from '../../core/kingdoms.js';

export const empiresRecommended: RecommendedSet[] = [];
