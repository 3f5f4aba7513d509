// Empires Landmarks (one file per Landmark under landmarks/).
import type { CardDef } from '../../core/card-def.js';

export const empiresLandmarks: CardDef[] = [];
