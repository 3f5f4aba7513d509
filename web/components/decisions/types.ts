import type { GameView, OwnDecision } from '@/lib/engine';
import type { MoveData } from '@/lib/moves';

export interface DecisionProps<K extends OwnDecision['kind']> {
  decision: Extract<OwnDecision, { kind: K }>;
  /** Sends the move; widgets never send an answer the decision does not allow. */
  onMove: (m: MoveData) => void;
  /** A move is on its way: every control is disabled. */
  busy?: boolean;
}

export interface TurnDecisionProps extends DecisionProps<'turn'> {
  view: GameView;
}
