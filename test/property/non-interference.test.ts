// Non-interference: what one player holds face down (hand, deck) never shows to the others, except
// where a card's rule makes it public. Random games of all three sets, 2–4 players, every seat a
// human with the settings that ask nothing (Moat revealed at once, Diplomat always or never): at
// snapshot points the game is forked into two states that differ only in one player's hidden
// cards (hand and deck re-dealt, same counts, every public zone the same); the other players then
// play on, the same moves in both, and everything each other seat can see must stay identical: the
// engine's view, who the game waits on and for what, the lobby line, the log entries as redacted
// for that seat and the "since your move" lines made of them. A difference is allowed only when a
// card whose rule shows hidden cards caused it (ALLOWED, with the rule).
import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import {
  apply,
  askedLines,
  createGame,
  isSnapshotPoint,
  makeConfig,
  redactEntry,
  restore,
  seedFromString,
  sinceLastMove,
  sinceLines,
  snapshot,
  view,
} from '../../engine/index.js';
import type { GameConfig, GameState, LogEntry, PlayerIndex, ReactionPrefs, SinceStep } from '../../engine/index.js';
import { randomMove } from '../../engine/bots/index.js';
import { nextInt, shuffleInPlace, type RngState } from '../../engine/core/rng.js';

const RUNS = Number(process.env.NONINTERFERENCE_RUNS ?? 200);
const FORKS_PER_GAME = 6;
const STEPS_PER_FORK = 40;
const TURN_CAP = 40;

/** Cards whose rule shows another player's hidden cards to everyone: a difference they cause is the rule, not a leak. */
const ALLOWED = new Map<string, string>([
  ['Moat', 'Moat: "you may first reveal this from your hand" (revealed at once by the setting)'],
  ['Diplomat', 'Diplomat: "you may first reveal this from a hand of 5 or more cards"'],
  ['Bandit', 'Bandit: "each other player reveals the top 2 cards of their deck"'],
  ['Bureaucrat', 'Bureaucrat: "reveals a Victory card from their hand … or reveals a hand with no Victory cards"'],
  ['Swindler', 'Swindler: "each other player trashes the top card of their deck" (face up)'],
  ['Gladiator', 'Gladiator: "the player to your left may reveal a copy from their hand"'],
  ['Minion', 'Minion: those hit discard their hand, and the top card of a discard pile is public (Dominion rulebook)'],
  ['Chariot Race', 'Chariot Race: "the player to your left reveals the top card of their deck"'],
]);

/** Attacks by pile, with the card dealt into starting decks. */
const ATTACKS = new Map([
  ['Militia', 'Militia'],
  ['Bandit', 'Bandit'],
  ['Bureaucrat', 'Bureaucrat'],
  ['Witch', 'Witch'],
  ['Minion', 'Minion'],
  ['Swindler', 'Swindler'],
  ['Torturer', 'Torturer'],
  ['Replace', 'Replace'],
  ['Legionary', 'Legionary'],
  ['Catapult/Rocks', 'Catapult'],
  ['Enchantress', 'Enchantress'],
]);
const SETTINGS: ReactionPrefs[] = [
  { moat: 'auto', diplomat: 'always' },
  { moat: 'auto', diplomat: 'never' },
];

interface Fork {
  a: GameState;
  b: GameState;
  hidden: PlayerIndex;
}

/**
 * A random config of all three sets. Half the games hold Moat, Diplomat and two Attacks, dealt into
 * every starting deck (random play seldom buys them early enough to matter).
 */
function configFor(seed: string, players: number, reactions: boolean, rng: RngState): GameConfig {
  const base = makeConfig({
    players: Array.from({ length: players }, (_, i) => `P${i}`),
    seed,
    randomFrom: ['base', 'intrigue', 'empires'],
    randomLandscapes: nextInt(rng, 3),
  });
  const settings = base.players.map(() => ({ ...SETTINGS[nextInt(rng, SETTINGS.length)] }));
  if (!reactions) return { ...base, reactions: settings };
  const piles = [...ATTACKS.keys()];
  shuffleInPlace(rng, piles);
  const wanted = ['Moat', 'Diplomat', ...piles.slice(0, 2)];
  const kingdom = [...wanted, ...base.kingdom.filter((n) => !wanted.includes(n))].slice(0, 10);
  const setup: GameConfig['setup'] = { firstPlayer: 0, players: {} };
  for (let p = 0; p < players; p++) {
    const cards = [
      ...Array<string>(7).fill('Copper'),
      ...Array<string>(3).fill('Estate'),
      'Moat',
      'Diplomat',
      ...wanted.slice(2).map((w) => ATTACKS.get(w)!),
    ];
    shuffleInPlace(rng, cards);
    setup.players![String(p)] = { hand: cards.slice(0, 5), deck: cards.slice(5) };
  }
  return { ...base, kingdom, reactions: settings, setup };
}

/** Two copies of a snapshot point that differ only in `hidden`'s hand and deck (re-dealt, same counts). */
function forkAt(s: GameState, hidden: PlayerIndex, rng: RngState): Fork {
  const json = snapshot(s)!;
  const a = restore(json);
  const b = restore(json);
  const pl = b.players[hidden];
  const pool = [...pl.hand, ...pl.deck];
  shuffleInPlace(rng, pool);
  pl.hand = pool.slice(0, pl.hand.length);
  pl.deck = pool.slice(pl.hand.length);
  return { a, b, hidden };
}

/** Everything `seat` can see of a state and of the steps since the fork, as one comparable record. */
function seen(s: GameState, steps: readonly SinceStep[], seat: PlayerIndex) {
  const names = s.players.map((p) => p.name);
  const redacted = steps.map((st) => ({ seat: st.seat, log: st.log.map((e) => redactEntry(e, seat)) }));
  return {
    view: view(s, seat),
    asked: askedLines(s.pending, seat, names),
    log: redacted,
    since: redacted.length ? sinceLines(sinceLastMove(redacted, seat, { names, complete: false }), seat, names) : [],
  };
}

/** The card names a step's difference could come from: cards played, the questions' cards, cards shown of the hidden player. */
function causes(
  logs: readonly (readonly LogEntry[])[],
  states: readonly GameState[],
  hidden: PlayerIndex,
): Set<string> {
  const out = new Set<string>();
  // What the hidden player showed comes first: it names the rule better than the card played.
  for (const log of logs)
    for (const e of log) if (e.visibleTo === 'all' && e.player === hidden) for (const c of e.cards ?? []) out.add(c);
  for (const log of logs) for (const e of log) if (e.kind === 'play') for (const c of e.cards ?? []) out.add(c);
  for (const s of states) for (const d of s.pending) if (d.source) out.add(d.source);
  return out;
}

/** Plays the others on in both copies; returns the rule that made a difference, or null; throws on a leak. */
function playOn(f: Fork, rng: RngState, label: string): string | null {
  const stepsA: SinceStep[] = [];
  const stepsB: SinceStep[] = [];
  let before: GameState[] = [];
  for (let step = 0; step <= STEPS_PER_FORK; step++) {
    for (let seat = 0; seat < f.a.players.length; seat++) {
      if (seat === f.hidden) continue;
      const sa = JSON.stringify(seen(f.a, stepsA, seat));
      const sb = JSON.stringify(seen(f.b, stepsB, seat));
      if (sa === sb) continue;
      const from = [...causes([stepsA.at(-1)?.log ?? [], stepsB.at(-1)?.log ?? []], [...before, f.a, f.b], f.hidden)];
      const rule = from.find((c) => ALLOWED.has(c));
      if (rule) return ALLOWED.get(rule)!;
      let i = 0;
      while (sa[i] === sb[i]) i++;
      throw new Error(
        `${label}: seat ${seat} can tell seat ${f.hidden}'s hidden cards apart after ${step} moves ` +
          `(cards involved: ${from.join(', ') || 'none'})\n  one: …${sa.slice(Math.max(0, i - 160), i + 160)}\n  other: …${sb.slice(Math.max(0, i - 160), i + 160)}`,
      );
    }
    if (f.a.result || f.a.pending.some((d) => d.player === f.hidden)) return null;
    const owners = f.a.pending.map((d) => d.player);
    const mover = owners[nextInt(rng, owners.length)];
    const move = randomMove(f.a, mover, rng);
    before = [
      JSON.parse(JSON.stringify({ pending: f.a.pending })) as GameState,
      JSON.parse(JSON.stringify({ pending: f.b.pending })) as GameState,
    ];
    const ra = apply(f.a, move);
    const rb = apply(f.b, move);
    if (!ra.ok) throw new Error(`${label}: random move rejected: ${ra.error.message}`);
    if (!rb.ok) {
      const rule = [...causes([ra.log], before, f.hidden)].find((c) => ALLOWED.has(c));
      if (rule) return ALLOWED.get(rule)!;
      throw new Error(
        `${label}: seat ${mover}'s move ${JSON.stringify(move)} is legal in one copy only: ${rb.error.message}`,
      );
    }
    stepsA.push({ seat: mover, log: ra.log });
    stepsB.push({ seat: mover, log: rb.log });
  }
  return null;
}

/** One random game, forked at a few random snapshot points; counts the forks and the rules that showed cards. */
function checkGame(seed: string, players: number, reactions: boolean, allowed: Map<string, number>): number {
  const rng = seedFromString(`${seed}/moves`);
  const config = configFor(seed, players, reactions, rng);
  const { state } = createGame(config);
  let forks = 0;
  while (!state.result && state.turn.number <= TURN_CAP * players && forks < FORKS_PER_GAME) {
    if (isSnapshotPoint(state) && nextInt(rng, 3) === 0) {
      const others = state.players.map((_, p) => p).filter((p) => p !== state.turn.player);
      const hidden = others[nextInt(rng, others.length)];
      const rule = playOn(
        forkAt(state, hidden, rng),
        rng,
        `${seed} (${players} players, turn ${state.turn.number}, kingdom ${config.kingdom.join(', ')})`,
      );
      if (rule) allowed.set(rule, (allowed.get(rule) ?? 0) + 1);
      forks++;
    }
    const owners = state.pending.map((d) => d.player);
    const r = apply(state, randomMove(state, owners[nextInt(rng, owners.length)], rng));
    if (!r.ok) throw new Error(`${seed}: random move rejected: ${r.error.message}`);
  }
  return forks;
}

describe(`non-interference (${RUNS} random games, 2–4 players; NONINTERFERENCE_RUNS for more)`, () => {
  it("another player's hidden cards never change what a seat sees, except by a card's rule", () => {
    const allowed = new Map<string, number>();
    let forks = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 2, max: 4 }),
        fc.boolean(),
        (n, players, reactions) => {
          forks += checkGame(`ni-${n}`, players, reactions, allowed);
        },
      ),
      { numRuns: RUNS, seed: 22 },
    );
    console.log(JSON.stringify({ games: RUNS, forks, allowedByRule: Object.fromEntries(allowed) }));
    expect(forks).toBeGreaterThan(RUNS);
  }, 600_000);
});
