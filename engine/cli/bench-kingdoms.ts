// The fixed kingdoms of `bench:engine`, shared with the seed-pinned simulations
// (test/engine/core/sim-pins.test.ts), so the games the benchmark times are the games pinned.

/** Base-set Kingdom cards the benchmark always uses, so its numbers stay comparable. */
export const BENCH_KINGDOM = [
  'Cellar',
  'Festival',
  'Laboratory',
  'Market',
  'Militia',
  'Moat',
  'Smithy',
  'Throne Room',
  'Village',
  'Witch',
];
/** Cards with many decisions, from base and Intrigue, for the long replayed game. */
export const REPLAY_KINGDOM = [
  'Cellar',
  'Courtyard',
  'Library',
  'Masquerade',
  'Militia',
  'Minion',
  'Pawn',
  'Sentry',
  'Throne Room',
  'Torturer',
];
