// The rematch port (kernel/rematch-port.ts) made of this folder's pipeline, for the functions that
// read replies by mail: new ids drawn as the HTTP route draws them (lobby/new-ids.ts).
import { newGameIds } from '../lobby/new-ids.js';
import { notFound } from '../kernel/errors.js';
import type { Deps } from '../kernel/deps.js';
import type { RematchPort } from '../kernel/rematch-port.js';
import { answerRematch, findRematch, proposeRematch } from './rematch-pipeline.js';

export function rematchPort(d: Deps): RematchPort {
  const metaOf = async (gameId: string) => {
    const meta = await d.store.getMeta(gameId);
    if (!meta) throw notFound(`There is no game ${gameId}.`);
    return meta;
  };
  return {
    find: async (gameId) => findRematch(d, await metaOf(gameId), { readOnly: true }),
    propose: (gameId, email) => proposeRematch(d, gameId, email, newGameIds()),
    answer: async (rematchId, email, accept) => answerRematch(d, await metaOf(rematchId), email, accept),
  };
}

/** `d` with the rematch port set (kept when it already is). */
export const withRematch = (d: Deps): Deps => (d.rematch ? d : { ...d, rematch: rematchPort(d) });
