'use client';
import type { GameView, OwnDecision } from '@/lib/engine';
import type { MoveData } from '@/lib/moves';
import { CardsDecision } from './cards-decision';
import type { HandPick } from './hand-pick';
import { NumberDecision } from './number-decision';
import { OptionDecision } from './option-decision';
import { OrderDecision } from './order-decision';
import { PileDecision } from './pile-decision';
import { TurnDecision } from './turn-decision';
import { YesNoDecision } from './yesno-decision';

/**
 * The widget for whatever decision the viewer owes. `key` resets a widget's picks per decision.
 * `pick`: the table's picks on the hand's tiles, for a choice of cards from the hand.
 */
export function DecisionPanel({
  decision,
  view,
  onMove,
  busy,
  pick,
}: {
  decision: OwnDecision;
  view: GameView;
  onMove: (m: MoveData) => void;
  busy?: boolean;
  pick?: HandPick | null;
}) {
  const p = { onMove, busy };
  const k = decision.id;
  switch (decision.kind) {
    case 'turn':
      return <TurnDecision key={k} {...p} decision={decision} view={view} />;
    case 'cards':
      return <CardsDecision key={k} {...p} decision={decision} pick={pick ?? null} />;
    case 'pile':
      return <PileDecision key={k} {...p} decision={decision} view={view} />;
    case 'option':
      return <OptionDecision key={k} {...p} decision={decision} />;
    case 'order':
      return <OrderDecision key={k} {...p} decision={decision} />;
    case 'number':
      return <NumberDecision key={k} {...p} decision={decision} />;
    case 'yesno':
      return <YesNoDecision key={k} {...p} decision={decision} />;
  }
}
