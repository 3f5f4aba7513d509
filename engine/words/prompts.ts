// A turn decision's prompt, in one place. The prompt stored on the decision is shared by everyone
// who reads the table (a hot seat, the history, the CLI), so it opens with whose turn it is
// ("carol: play Treasures, buy, or end your turn."); a text addressed to the decision's owner (a
// mail, the answer to a reply) says the same ask without the name (ownPrompt).
import type { Decision } from '../core/types.js';

const TURN_ASKS: ReadonlyMap<'action' | 'buy', string> = new Map([
  ['action', 'play an Action card, or end your Action phase.'],
  ['buy', 'play Treasures, buy, or end your turn.'],
]);

/** What a turn decision asks in `phase`, lower case, with no name: "play Treasures, buy, or end your turn." */
export const turnAsk = (phase: 'action' | 'buy'): string => TURN_ASKS.get(phase)!;

/** The turn decision's shared prompt: "carol: play Treasures, buy, or end your turn." */
export const turnPrompt = (who: string, phase: 'action' | 'buy'): string => `${who}: ${turnAsk(phase)}`;

/** The smallest shape ownPrompt reads: an engine Decision or a view's OwnDecision. */
type Asking = { kind: Decision['kind']; prompt: string; phase?: 'action' | 'buy' };

/**
 * What `d` asks, as said to its owner: a turn's ask without the owner's name ("play Treasures, buy,
 * or end your turn."), any other decision's prompt as the engine wrote it (those already address
 * their owner: "Alice played Militia: discard 2 cards (down to 3).").
 */
export function ownPrompt(d: Asking): string {
  return d.kind === 'turn' && d.phase ? turnAsk(d.phase) : d.prompt;
}
