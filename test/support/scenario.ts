// Rules scenarios: a JSON file sets up a position, plays moves in the notation and checks the
// result. The format is a stable contract (docs/scenarios.md, schema in scenario-schema.ts);
// files written elsewhere run too.
import { RULES_VERSION, makeConfig } from '../../engine/index.js';
import type { Decision, GameConfig, PlayerIndex } from '../../engine/index.js';
import { Harness } from './harness.js';
import { mismatches } from './scenario-check.js';
import { scenarioSchema, type Scenario } from './scenario-schema.js';

export { expectSchema, scenarioSchema, type Expectation, type Scenario } from './scenario-schema.js';
export { mismatches } from './scenario-check.js';

const DEFAULT_NAMES = ['Alice', 'Bob', 'Carol', 'Dave', 'Erin', 'Frank'];
/** The kingdom used when a scenario names none. */
export const DEFAULT_KINGDOM = [
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

export function scenarioConfig(sc: Scenario): GameConfig {
  const players = typeof sc.players === 'number' ? DEFAULT_NAMES.slice(0, sc.players) : sc.players;
  const base = makeConfig({
    players,
    seed: sc.seed,
    recommended: sc.recommended,
    kingdom: sc.kingdom ?? (sc.recommended ? undefined : DEFAULT_KINGDOM),
    events: sc.events,
    landmarks: sc.landmarks,
  });
  return { ...base, rulesVersion: RULES_VERSION, setup: sc.setup };
}

/** First words of the turn moves (play, buy, pay debt, end a phase). */
const TURN_WORDS = new Set(['play', 'buy', 'pay', 'end']);

/** Whether `text` could be an answer to `d` (starts with its verb, "choose"/"pick", or is an option's label). */
function addresses(d: Decision, text: string): boolean {
  const t = text.trim().toLowerCase();
  if (d.kind === 'turn') return TURN_WORDS.has(t.split(/\s+/)[0] ?? '');
  if (d.kind === 'yesno' && (t === 'yes' || t === 'no')) return true;
  if (d.kind === 'option' && d.options.some((o) => o.label.toLowerCase() === t || o.id.toLowerCase() === t))
    return true;
  return [d.verb, 'choose', 'pick'].some((v) => t === v.toLowerCase() || t.startsWith(`${v.toLowerCase()} `));
}

/**
 * The message for a rejected answer that addresses no decision the player owes now: the usual
 * cause is a decision with only one legal answer, which the engine takes without asking.
 */
function takenAutomatically(h: Harness, player: PlayerIndex, text: string): string | null {
  const first = text.trim().toLowerCase().split(/\s+/)[0] ?? '';
  if (TURN_WORDS.has(first)) return null;
  const d = h.decision(player);
  if (d && addresses(d, text)) return null;
  const owes = d ? `owes: ${d.prompt}` : 'owes nothing';
  return (
    `answers a decision that is not being asked (player ${player} ${owes}). A decision with only one legal answer ` +
    'is taken automatically and is not a step: remove this step.'
  );
}

/** Runs a scenario; returns the problems found (empty = pass). */
export function runScenario(raw: unknown): string[] {
  const parsed = scenarioSchema.safeParse(raw);
  if (!parsed.success) return [`invalid scenario: ${parsed.error.message}`];
  const sc = parsed.data;
  let h: Harness;
  try {
    h = new Harness(scenarioConfig(sc));
  } catch (e) {
    return [`setup failed: ${(e as Error).message}`];
  }
  const problems: string[] = [];
  // A step's `log` speaks of its own move's entries (an expect-only step: the last move's).
  let lastMove = { from: 0, to: h.log.length };
  sc.steps.forEach((st, i) => {
    if (problems.length > 0) return;
    if ('move' in st) {
      const before = h.log.length;
      const r = h.try(st.player, st.move);
      lastMove = { from: before, to: h.log.length };
      if (st.error !== undefined) {
        if (r.ok) problems.push(`step ${i + 1} "${st.move}": expected error ${st.error}, but it was accepted`);
        else if (r.error.code !== st.error && !r.error.message.includes(st.error))
          problems.push(`step ${i + 1}: expected error ${st.error}, got ${r.error.code}: ${r.error.message}`);
      } else if (!r.ok) {
        const auto = takenAutomatically(h, st.player, st.move);
        problems.push(`step ${i + 1} "${st.move}" (player ${st.player}) ${auto ?? `rejected: ${r.error.message}`}`);
      }
    }
    if (st.expect)
      problems.push(
        ...mismatches(h, st.expect, h.log.slice(lastMove.from, lastMove.to)).map((m) => `after step ${i + 1}: ${m}`),
      );
  });
  if (problems.length === 0 && sc.expect) problems.push(...mismatches(h, sc.expect));
  return problems;
}
