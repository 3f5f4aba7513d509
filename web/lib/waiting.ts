// Who the game waits on, in words. Other players' prompts never reach a viewer (they may name the
// owner's cards), so the words come from what the decision is about: its source and its verb.
import type { GameView } from './engine';

type Waiting = GameView['waitingOn'][number];

/**
 * "Bob (their turn)", "Bob (Masquerade: pass)", the prompt itself when the viewer may read it, or
 * just "Bob" when the engine keeps even what it is about from the viewer (a Reaction question).
 */
export function waitingLabel(w: Waiting): string {
  if (w.prompt) return `${w.name} (${w.prompt})`;
  if (w.kind === 'turn') return `${w.name} (their turn)`;
  if (w.verb === null) return w.name;
  return `${w.name} (${w.source ? `${w.source}: ` : ''}${w.verb})`;
}
