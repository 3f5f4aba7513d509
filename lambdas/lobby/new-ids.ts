// A new game's id (in its links and keys) and its seed (never shown): drawn at random once, when the
// game is created or a rematch proposed, then kept on its META so that every replay deals the same.
import { randomBytes } from 'node:crypto';

export interface NewGameIds {
  gameId: string;
  seed: string;
}

export const newGameIds = (): NewGameIds => ({
  gameId: randomBytes(9).toString('base64url'),
  seed: randomBytes(24).toString('base64url'),
});
