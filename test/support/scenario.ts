// Rules scenarios: a JSON file sets up a position, plays moves in the notation and checks the
// result. The format is a stable contract (docs/scenarios.md); files written elsewhere run too.
import { z } from 'zod';
import { RULES_VERSION, makeConfig, score } from '../../engine/index.js';
import type { GameConfig } from '../../engine/index.js';
import { Harness, sorted } from './harness.js';

const names = z.array(z.string());
const zones = z.object({
  hand: names.optional(), deck: names.optional(), discard: names.optional(),
  vpTokens: z.number().int().optional(), debt: z.number().int().optional(),
}).strict();

const playerExpect = z.object({
  hand: names.optional(), handCount: z.number().int().optional(),
  deck: names.optional(), deckCount: z.number().int().optional(),
  discard: names.optional(), discardCount: z.number().int().optional(), discardTop: z.string().nullable().optional(),
  inPlay: names.optional(), setAside: names.optional(),
  vpTokens: z.number().int().optional(), debt: z.number().int().optional(), score: z.number().int().optional(),
}).strict();

export const expectSchema = z.object({
  players: z.record(z.string(), playerExpect).optional(),
  turn: z.object({
    player: z.number().int().optional(), phase: z.enum(['action', 'buy']).optional(), actions: z.number().int().optional(),
    buys: z.number().int().optional(), coins: z.number().int().optional(), number: z.number().int().optional(),
  }).strict().optional(),
  supply: z.record(z.string(), z.number().int()).optional(),
  trash: names.optional(),
  pending: z.array(z.object({ player: z.number().int(), kind: z.string().optional(), verb: z.string().optional(), source: z.string().optional() }).strict()).optional(),
  scores: z.array(z.number().int()).optional(),
  winners: z.array(z.number().int()).optional(),
  gameOver: z.boolean().optional(),
}).strict();

const step = z.union([
  z.object({ player: z.number().int().min(0), move: z.string(), error: z.string().optional(), expect: expectSchema.optional() }).strict(),
  z.object({ expect: expectSchema }).strict(),
]);

export const scenarioSchema = z.object({
  name: z.string(),
  description: z.string().optional(),
  players: z.union([z.number().int().min(2).max(6), z.array(z.string()).min(2).max(6)]).default(2),
  kingdom: names.optional(),
  recommended: z.string().optional(),
  events: names.optional(),
  landmarks: names.optional(),
  seed: z.string().default('scenario'),
  setup: z.object({
    firstPlayer: z.number().int().min(0).optional(),
    players: z.record(z.string(), zones).optional(),
    piles: z.record(z.string(), z.number().int().min(0)).optional(),
    trash: names.optional(),
  }).strict().optional(),
  steps: z.array(step).default([]),
  expect: expectSchema.optional(),
}).strict();

export type Scenario = z.infer<typeof scenarioSchema>;
export type Expectation = z.infer<typeof expectSchema>;

const DEFAULT_NAMES = ['Alice', 'Bob', 'Carol', 'Dave', 'Erin', 'Frank'];
/** The kingdom used when a scenario names none. */
export const DEFAULT_KINGDOM = ['Cellar', 'Festival', 'Laboratory', 'Market', 'Militia', 'Moat', 'Smithy', 'Throne Room', 'Village', 'Witch'];

export function scenarioConfig(sc: Scenario): GameConfig {
  const players = typeof sc.players === 'number' ? DEFAULT_NAMES.slice(0, sc.players) : sc.players;
  const base = makeConfig({
    players, seed: sc.seed, recommended: sc.recommended,
    kingdom: sc.kingdom ?? (sc.recommended ? undefined : DEFAULT_KINGDOM),
    events: sc.events, landmarks: sc.landmarks,
  });
  return { ...base, rulesVersion: RULES_VERSION, setup: sc.setup };
}

/** Differences between the state and an expectation; empty when it matches. */
export function mismatches(h: Harness, e: Expectation): string[] {
  const out: string[] = [];
  const eq = (what: string, got: unknown, want: unknown) => {
    if (JSON.stringify(got) !== JSON.stringify(want)) out.push(`${what}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
  };
  for (const [key, pe] of Object.entries(e.players ?? {})) {
    const p = Number(key);
    const pl = h.state.players[p];
    if (!pl) { out.push(`no player ${key}`); continue; }
    if (pe.hand) eq(`player ${p} hand`, h.hand(p), sorted(pe.hand));
    if (pe.handCount !== undefined) eq(`player ${p} hand count`, pl.hand.length, pe.handCount);
    if (pe.deck) eq(`player ${p} deck (top first)`, h.deck(p), pe.deck);
    if (pe.deckCount !== undefined) eq(`player ${p} deck count`, pl.deck.length, pe.deckCount);
    if (pe.discard) eq(`player ${p} discard`, sorted(h.discard(p)), sorted(pe.discard));
    if (pe.discardCount !== undefined) eq(`player ${p} discard count`, pl.discard.length, pe.discardCount);
    if (pe.discardTop !== undefined) eq(`player ${p} discard top`, h.discard(p)[0] ?? null, pe.discardTop);
    if (pe.inPlay) eq(`player ${p} in play`, h.inPlay(p), sorted(pe.inPlay));
    if (pe.setAside) eq(`player ${p} set aside`, h.setAside(p), sorted(pe.setAside));
    if (pe.vpTokens !== undefined) eq(`player ${p} VP tokens`, pl.vpTokens, pe.vpTokens);
    if (pe.debt !== undefined) eq(`player ${p} debt`, pl.debt, pe.debt);
    if (pe.score !== undefined) eq(`player ${p} score`, score(h.state, p), pe.score);
  }
  if (e.turn) {
    for (const [k, v] of Object.entries(e.turn)) eq(`turn ${k}`, (h.turn as unknown as Record<string, unknown>)[k], v);
  }
  for (const [pile, n] of Object.entries(e.supply ?? {})) eq(`supply ${pile}`, h.supply(pile), n);
  if (e.trash) eq('trash', h.trash(), sorted(e.trash));
  if (e.pending) {
    const got = h.state.pending.map((d) => ({ player: d.player, kind: d.kind, verb: d.verb, source: d.source }));
    const want = e.pending;
    if (got.length !== want.length) out.push(`pending: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
    for (const w of want) {
      const g = got.find((x) => x.player === w.player);
      if (!g) { out.push(`pending: player ${w.player} owes nothing`); continue; }
      for (const k of ['kind', 'verb', 'source'] as const) if (w[k] !== undefined) eq(`pending player ${w.player} ${k}`, g[k], w[k]);
    }
  }
  if (e.gameOver !== undefined) eq('game over', h.state.result !== null, e.gameOver);
  if (e.scores) eq('scores', h.state.result?.scores ?? h.state.players.map((_, p) => score(h.state, p)), e.scores);
  if (e.winners) eq('winners', h.state.result?.winners ?? null, e.winners);
  return out;
}

/** Runs a scenario; returns the problems found (empty = pass). */
export function runScenario(raw: unknown): string[] {
  const parsed = scenarioSchema.safeParse(raw);
  if (!parsed.success) return [`invalid scenario: ${parsed.error.message}`];
  const sc = parsed.data;
  let h: Harness;
  try { h = new Harness(scenarioConfig(sc)); } catch (e) { return [`setup failed: ${(e as Error).message}`]; }
  const problems: string[] = [];
  sc.steps.forEach((st, i) => {
    if (problems.length > 0) return;
    if ('move' in st) {
      const r = h.try(st.player, st.move);
      if (st.error !== undefined) {
        if (r.ok) problems.push(`step ${i + 1} "${st.move}": expected error ${st.error}, but it was accepted`);
        else if (r.error.code !== st.error && !r.error.message.includes(st.error)) problems.push(`step ${i + 1}: expected error ${st.error}, got ${r.error.code}: ${r.error.message}`);
      } else if (!r.ok) problems.push(`step ${i + 1} "${st.move}" (player ${st.player}) rejected: ${r.error.message}`);
    }
    if (st.expect) problems.push(...mismatches(h, st.expect).map((m) => `after step ${i + 1}: ${m}`));
  });
  if (problems.length === 0 && sc.expect) problems.push(...mismatches(h, sc.expect));
  return problems;
}
