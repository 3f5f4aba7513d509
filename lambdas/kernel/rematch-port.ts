// The rematch as the layers below rematch/ reach it: replies by mail (inbound/) sit below it in the
// layers, so they ask through this port, filled where a runtime wires the deps of a function that
// reads replies (rematch/rematch-port.ts; the inbound function's job and the local runtime).
import type { GameMeta } from '../store/records.js';

export interface RematchPort {
  /** The rematch proposed for the finished game `gameId` as it stands; null when none was. Writes nothing. */
  find(gameId: string): Promise<GameMeta | null>;
  /** `email` proposes a rematch of the finished game `gameId` (or accepts the one proposed): the rematch after. */
  propose(gameId: string, email: string): Promise<GameMeta>;
  /** `email` accepts or declines the rematch whose own game is `rematchId`: the rematch after. */
  answer(rematchId: string, email: string, accept: boolean): Promise<GameMeta>;
}
