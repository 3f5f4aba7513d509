// Real engine games for component tests: views come from the engine, never hand-written.
import { apply, createGame, decisionFor, parseMove, RULES_VERSION, view } from '@engine/index';
import type { ForcedSetup, GameState, LogEntry } from '@engine/index';

export function game(
  kingdom: string[],
  setup?: ForcedSetup,
  players = ['Alice', 'Bob'],
  landscapes: { events?: string[]; landmarks?: string[] } = {},
) {
  let state: GameState = createGame({
    players,
    kingdom,
    events: landscapes.events ?? [],
    landmarks: landscapes.landmarks ?? [],
    seed: 'web-test',
    rulesVersion: RULES_VERSION,
    setup,
  }).state;
  const log: LogEntry[] = [];
  const g = {
    get state() {
      return state;
    },
    log,
    do(player: number, ...texts: string[]) {
      for (const t of texts) {
        const parsed = parseMove(t, player, decisionFor(state, player));
        if (!parsed.ok) throw new Error(parsed.error.message);
        const r = apply(state, parsed.move);
        if (!r.ok) throw new Error(r.error.message);
        state = r.state;
        log.push(...r.log);
      }
      return g;
    },
    view: (p: number | null) => view(state, p),
  };
  return g;
}

export const KINGDOM = [
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
