// Moves as the table presents and sends them. What is legal comes from the engine's view (the
// decision's own answers and the turn's options) and `checkAnswer`; this module keeps only words.
// Moves here carry no player: the backend takes the seat from the caller.
import type { MoveData } from '@contract/api';
import type { OwnDecision, TurnOptions } from './engine';

/** A move as the backend's request schema takes it. */
export type { MoveData };

export type TurnDecision = Extract<OwnDecision, { kind: 'turn' }>;

/** The label of the button that ends the phase. */
export const endLabel = (o: TurnOptions) => (o.end === 'actions' ? 'End Action phase' : 'End turn');
