// The rehearsal's chance inside a function's container (`node --import <this file> …`): with
// REHEARSAL_RANDOM_SEED set, `crypto.randomBytes` draws from a stream made of that seed (the run's
// seed, the function's name and its cold start), so the game a create-game container deals — its id,
// its seed, so its kingdom, its shuffles and the bots' choices (lobby/new-ids.ts is the server's only
// draw) — is the same in every run with the same --seed. Without the variable this module changes
// nothing. Only the rehearsal sets it: predictable bytes are no secret.
import crypto, { createHash } from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';

const seed = process.env.REHEARSAL_RANDOM_SEED;

if (seed !== undefined) {
  let counter = 0;
  /** SHA-256 in counter mode over the seed: as many bytes as asked, the same for the same seed. */
  const draw = (size) => {
    const out = Buffer.alloc(size);
    for (let at = 0; at < size; at += 32) {
      createHash('sha256')
        .update(`${seed}#${counter++}`)
        .digest()
        .copy(out, at, 0, Math.min(32, size - at));
    }
    return out;
  };
  crypto.randomBytes = (size, callback) => {
    if (typeof callback !== 'function') return draw(size);
    const bytes = draw(size);
    process.nextTick(() => callback(null, bytes));
    return undefined;
  };
  // Bundles import `randomBytes` from node:crypto as an ES module: its named export follows the change.
  syncBuiltinESMExports();
}
