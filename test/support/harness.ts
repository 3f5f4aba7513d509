// A game driven by notation, for tests: `h.do(0, 'play Militia')` applies a move or throws
// with the engine's message; accessors return names (deck and discard top first).
import { apply, createGame, decisionFor, parseMove, stateHash, view } from '../../engine/index.js';
import type {
  ApplyResult,
  Decision,
  ForcedSetup,
  GameConfig,
  GameState,
  LogEntry,
  Move,
  PlayerIndex,
} from '../../engine/index.js';
import { RULES_VERSION } from '../../engine/index.js';

export interface StartOptions {
  players?: number | string[];
  kingdom?: string[];
  events?: string[];
  landmarks?: string[];
  seed?: string;
  setup?: ForcedSetup;
  /** An older rules version (games keep the version they were created with). */
  rulesVersion?: number;
}

const FILLER = [
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

export function configFor(o: StartOptions): GameConfig {
  const n = o.players ?? 2;
  const players = typeof n === 'number' ? ['Alice', 'Bob', 'Carol', 'Dave', 'Erin', 'Frank'].slice(0, n) : n;
  return {
    players,
    kingdom: o.kingdom ?? FILLER,
    events: o.events ?? [],
    landmarks: o.landmarks ?? [],
    seed: o.seed ?? 'test-seed',
    rulesVersion: o.rulesVersion ?? RULES_VERSION,
    setup: o.setup,
  };
}

export class Harness {
  readonly state: GameState;
  readonly log: LogEntry[] = [];
  readonly moves: Move[] = [];

  constructor(readonly config: GameConfig) {
    const created = createGame(config);
    this.state = created.state;
    this.log.push(...created.log);
  }

  /** Parses and applies a move; returns the result without throwing. */
  try(player: PlayerIndex, text: string): ApplyResult {
    const parsed = parseMove(text, player, decisionFor(this.state, player));
    if (!parsed.ok) return parsed;
    const r = apply(this.state, parsed.move);
    if (r.ok) {
      this.log.push(...r.log);
      this.moves.push(parsed.move);
    }
    return r;
  }

  /** Applies moves in order; throws with the engine's message if one is rejected. */
  do(player: PlayerIndex, ...texts: string[]): this {
    for (const text of texts) {
      const r = this.try(player, text);
      if (!r.ok) throw new Error(`${this.state.players[player].name}: "${text}" rejected: ${r.error.message}`);
    }
    return this;
  }

  private names(ids: readonly number[]): string[] {
    return ids.map((id) => this.state.cardNames[id]);
  }
  hand(p: PlayerIndex): string[] {
    return this.names(this.state.players[p].hand).sort();
  }
  /** Deck, top card first. */
  deck(p: PlayerIndex): string[] {
    return this.names(this.state.players[p].deck).reverse();
  }
  /** Discard pile, top card first. */
  discard(p: PlayerIndex): string[] {
    return this.names(this.state.players[p].discard).reverse();
  }
  inPlay(p: PlayerIndex): string[] {
    return this.names(this.state.players[p].inPlay).sort();
  }
  setAside(p: PlayerIndex): string[] {
    return this.names(this.state.players[p].setAside).sort();
  }
  trash(): string[] {
    return this.names(this.state.trash).sort();
  }
  supply(name: string): number {
    return this.state.supply.find((p) => p.name === name)?.cards.length ?? -1;
  }
  decision(p: PlayerIndex): Decision | undefined {
    return decisionFor(this.state, p);
  }
  get turn() {
    return this.state.turn;
  }
  hash(): string {
    return stateHash(this.state);
  }
  view(p: PlayerIndex | null) {
    return view(this.state, p);
  }
}

export function start(o: StartOptions = {}): Harness {
  return new Harness(configFor(o));
}

/** Sorted copy, for comparing multisets of card names. */
export const sorted = (xs: readonly string[]) => [...xs].sort();
