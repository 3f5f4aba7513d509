// Compares a game against a scenario's expectation (docs/scenarios.md): every field given must
// match; fields left out are not checked. Returns readable differences, empty when it matches.
import { score } from '../../engine/index.js';
import type { Decision, LogEntry } from '../../engine/index.js';
import { sorted, type Harness } from './harness.js';
import type { Expectation, LogPattern } from './scenario-schema.js';

type Pending = NonNullable<Expectation['pending']>[number];

/** Whether a log entry has every field the pattern gives (card lists in order). */
function entryMatches(e: LogEntry, p: LogPattern): boolean {
  for (const k of ['kind', 'player', 'count', 'detail', 'target'] as const)
    if (p[k] !== undefined && e[k] !== p[k]) return false;
  if (p.cards && JSON.stringify(e.cards ?? []) !== JSON.stringify(p.cards)) return false;
  if (p.visibleTo !== undefined && JSON.stringify(e.visibleTo) !== JSON.stringify(p.visibleTo)) return false;
  return true;
}

/** The choices a pending decision offers, by the names a player would type. */
function offered(h: Harness, d: Decision) {
  const nameOf = (id: number) => h.state.aliases?.[id] ?? h.state.cardNames[id];
  return {
    candidates:
      d.kind === 'cards'
        ? sorted(d.candidates.map(nameOf))
        : d.kind === 'order'
          ? sorted(d.cards.map(nameOf))
          : undefined,
    piles: d.kind === 'pile' ? sorted(d.piles) : undefined,
    options: d.kind === 'option' ? d.options.map((o) => o.label) : undefined,
    min: 'min' in d ? d.min : undefined,
    max: 'max' in d ? d.max : undefined,
    optional: d.kind === 'pile' ? d.optional : d.kind === 'cards' ? d.min === 0 : undefined,
  };
}

function pendingMismatches(
  h: Harness,
  want: Pending[],
  eq: (what: string, got: unknown, want: unknown) => void,
  out: string[],
): void {
  const got = h.state.pending;
  const brief = got.map((d) => ({ player: d.player, kind: d.kind, verb: d.verb, source: d.source }));
  if (got.length !== want.length) out.push(`pending: expected ${JSON.stringify(want)}, got ${JSON.stringify(brief)}`);
  for (const w of want) {
    const d = got.find((x) => x.player === w.player);
    if (!d) {
      out.push(`pending: player ${w.player} owes nothing`);
      continue;
    }
    const what = `pending player ${w.player}`;
    for (const k of ['kind', 'verb', 'source'] as const) if (w[k] !== undefined) eq(`${what} ${k}`, d[k], w[k]);
    if (w.prompt !== undefined && !d.prompt.includes(w.prompt))
      out.push(`${what} prompt: expected it to contain ${JSON.stringify(w.prompt)}, got ${JSON.stringify(d.prompt)}`);
    const o = offered(h, d);
    if (w.candidates) eq(`${what} candidates`, o.candidates, sorted(w.candidates));
    if (w.piles) eq(`${what} piles`, o.piles, sorted(w.piles));
    if (w.options) eq(`${what} options`, o.options, w.options);
    for (const k of ['min', 'max', 'optional'] as const) if (w[k] !== undefined) eq(`${what} ${k}`, o[k], w[k]);
  }
}

function logMismatches(entries: readonly LogEntry[], e: Expectation, out: string[]): void {
  // Patterns match in order, each at a later entry than the one before.
  let from = 0;
  for (const p of e.log ?? []) {
    const i = entries.findIndex((x, k) => k >= from && entryMatches(x, p));
    if (i < 0) {
      out.push(`log: no entry ${JSON.stringify(p)} (in order) among ${JSON.stringify(entries.slice(from))}`);
      break;
    }
    from = i + 1;
  }
  for (const p of e.logNone ?? []) {
    const hit = entries.find((x) => entryMatches(x, p));
    if (hit) out.push(`log: expected no entry ${JSON.stringify(p)}, got ${JSON.stringify(hit)}`);
  }
}

/** Differences between the state and an expectation; `entries` are the log entries it speaks of. */
export function mismatches(h: Harness, e: Expectation, entries: readonly LogEntry[] = h.log): string[] {
  const out: string[] = [];
  const eq = (what: string, got: unknown, want: unknown) => {
    if (JSON.stringify(got) !== JSON.stringify(want))
      out.push(`${what}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
  };
  const names = (ids: readonly number[]) => ids.map((id) => h.state.cardNames[id]);
  for (const [key, pe] of Object.entries(e.players ?? {})) {
    const p = Number(key);
    const pl = h.state.players[p];
    if (!pl) {
      out.push(`no player ${key}`);
      continue;
    }
    if (pe.hand) eq(`player ${p} hand`, h.hand(p), sorted(pe.hand));
    if (pe.handCount !== undefined) eq(`player ${p} hand count`, pl.hand.length, pe.handCount);
    if (pe.deck) eq(`player ${p} deck (top first)`, h.deck(p), pe.deck);
    if (pe.deckCount !== undefined) eq(`player ${p} deck count`, pl.deck.length, pe.deckCount);
    if (pe.discard) eq(`player ${p} discard`, sorted(h.discard(p)), sorted(pe.discard));
    if (pe.discardCount !== undefined) eq(`player ${p} discard count`, pl.discard.length, pe.discardCount);
    if (pe.discardTop !== undefined) eq(`player ${p} discard top`, h.discard(p)[0] ?? null, pe.discardTop);
    if (pe.inPlay) eq(`player ${p} in play`, h.inPlay(p), sorted(pe.inPlay));
    if (pe.setAside) eq(`player ${p} set aside`, h.setAside(p), sorted(pe.setAside));
    if (pe.faceDown) eq(`player ${p} face down`, sorted(names(pl.looking)), sorted(pe.faceDown));
    if (pe.faceDownCount !== undefined) eq(`player ${p} face-down count`, pl.looking.length, pe.faceDownCount);
    if (pe.vpTokens !== undefined) eq(`player ${p} VP tokens`, pl.vpTokens, pe.vpTokens);
    if (pe.debt !== undefined) eq(`player ${p} debt`, pl.debt, pe.debt);
    if (pe.score !== undefined) eq(`player ${p} score`, score(h.state, p), pe.score);
    if (pe.turnsTaken !== undefined) eq(`player ${p} turns taken`, pl.turnsTaken, pe.turnsTaken);
  }
  if (e.turn) {
    // The turn is an interface (no index signature): read by the keys the scenario names.
    for (const [k, v] of Object.entries(e.turn)) eq(`turn ${k}`, (h.turn as unknown as Record<string, unknown>)[k], v);
  }
  for (const [pile, n] of Object.entries(e.supply ?? {})) eq(`supply ${pile}`, h.supply(pile), n);
  for (const [name, pe] of Object.entries(e.piles ?? {})) {
    const pile = h.state.supply.find((x) => x.name === name);
    if (!pile) {
      out.push(`no pile ${name}`);
      continue;
    }
    const cards = names(pile.cards).reverse();
    if (pe.count !== undefined) eq(`pile ${name} count`, cards.length, pe.count);
    if (pe.top !== undefined) eq(`pile ${name} top`, cards[0] ?? null, pe.top);
    if (pe.cards) eq(`pile ${name} cards (top first)`, cards, pe.cards);
    if (pe.vpTokens !== undefined) eq(`pile ${name} VP tokens`, pile.vpTokens, pe.vpTokens);
    if (pe.debtTokens !== undefined) eq(`pile ${name} debt tokens`, pile.debtTokens, pe.debtTokens);
  }
  for (const [name, le] of Object.entries(e.landmarks ?? {})) {
    const landmark = h.state.landmarks.find((l) => l.name === name);
    if (!landmark) {
      out.push(`no Landmark ${name}`);
      continue;
    }
    if (le.vpTokens !== undefined) eq(`Landmark ${name} VP tokens`, landmark.vpTokens, le.vpTokens);
  }
  if (e.obelisk !== undefined) eq("Obelisk's pile", h.state.flags.Obelisk ?? null, e.obelisk);
  if (e.trash) eq('trash', h.trash(), sorted(e.trash));
  if (e.pending) pendingMismatches(h, e.pending, eq, out);
  logMismatches(entries, e, out);
  if (e.gameOver !== undefined) eq('game over', h.state.result !== null, e.gameOver);
  if (e.scores) eq('scores', h.state.result?.scores ?? h.state.players.map((_, p) => score(h.state, p)), e.scores);
  if (e.winners) eq('winners', h.state.result?.winners ?? null, e.winners);
  return out;
}
