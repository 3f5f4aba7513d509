// sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, 32-bit), seeded from a string
// with cyrb128. Its whole state is four uint32 kept in GameState.rng, so a shuffle replays
// exactly on any machine and a snapshot resumes the same stream.

export type RngState = [number, number, number, number];

/** cyrb128: hashes a string to four 32-bit words (the sfc32 seed). */
export function seedFromString(seed: string): RngState {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const s: RngState = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  // Warm up so that similar seeds diverge.
  for (let i = 0; i < 12; i++) nextUint32(s);
  return s;
}

/** Advances the state in place and returns a uint32. */
export function nextUint32(s: RngState): number {
  // Read by index, not destructured: destructuring goes through the array iterator, a tenth of a
  // shuffle's time.
  let a = s[0] >>> 0,
    b = s[1] >>> 0,
    c = s[2] >>> 0,
    d = s[3] >>> 0;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  s[0] = a >>> 0;
  s[1] = b >>> 0;
  s[2] = c >>> 0;
  s[3] = d >>> 0;
  return t >>> 0;
}

/** Uniform integer in [0, n) without modulo bias. */
export function nextInt(s: RngState, n: number): number {
  if (n <= 1) return 0;
  const limit = 0x100000000 - modUint32(0x100000000, n);
  let x = nextUint32(s);
  while (x >= limit) x = nextUint32(s);
  return modUint32(x, n);
}

/**
 * `x % n` for whole numbers below 2^53, as `%` gives it. Above 2^31 `%` is a floating-point
 * remainder the runtime computes by a slow call; a division rounded down is fast, and exact after
 * the correction (the quotient may round up to the next whole number when x / n lies just below it).
 */
function modUint32(x: number, n: number): number {
  const r = x - Math.floor(x / n) * n;
  return r < 0 ? r + n : r;
}

/** Fisher–Yates shuffle in place. */
export function shuffleInPlace<T>(s: RngState, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(s, i + 1);
    const tmp = items[i];
    items[i] = items[j]!;
    items[j] = tmp;
  }
}
