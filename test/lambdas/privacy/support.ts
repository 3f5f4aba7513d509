// What the privacy suites share: the hidden-card game (a fixed seed, a kingdom full of cards that
// hide things, starting hands that reach them at once), a player that moves from its own view only
// and plays every hiding card it can, and what a player may know, written out here independently of
// view() and redactEntry(): the walk that refuses engine internals, others' hands, deck lists and
// others' emails in any response; the running board against the true state; the log entry and the
// "since your move" lines as the viewer may read them.
import { expect } from 'vitest';
import {
  sinceLastMove,
  sinceLines,
  type GameConfig,
  type GameState,
  type GameView,
  type LogEntry,
} from '../../../engine/index.js';
import type { Local } from '../../../local/runtime.js';
import type { MoveData } from '../../../contract/api.js';
import type { LogRecord } from '../../../lambdas/store/records.js';
import { clearMail } from '../support.js';

export const HOUR = 3_600_000;
export const MINUTE = 60_000;
export const SEED = 'privacy-seed-3f9c1a7e52';
export const KINGDOM = [
  'Archive',
  'Courtyard',
  'Festival',
  'Lurker',
  'Market',
  'Masquerade',
  'Secret Passage',
  'Sentry',
  'Smithy',
  'Village',
];
/** Everyone starts with hidden-information cards in hand and near the top of the deck. */
const SETUP: NonNullable<GameConfig['setup']> = {
  firstPlayer: 0,
  piles: { Province: 8 },
  players: {
    0: {
      hand: ['Village', 'Masquerade', 'Archive', 'Copper', 'Copper'],
      deck: [
        'Sentry',
        'Secret Passage',
        'Estate',
        'Copper',
        'Courtyard',
        'Gold',
        'Copper',
        'Estate',
        'Lurker',
        'Silver',
        'Copper',
        'Copper',
      ],
      discard: ['Estate', 'Copper'],
    },
    1: {
      hand: ['Village', 'Secret Passage', 'Courtyard', 'Copper', 'Estate'],
      deck: [
        'Archive',
        'Masquerade',
        'Sentry',
        'Copper',
        'Copper',
        'Silver',
        'Estate',
        'Copper',
        'Lurker',
        'Gold',
        'Copper',
      ],
      discard: ['Copper'],
    },
    2: {
      hand: ['Village', 'Sentry', 'Lurker', 'Copper', 'Silver'],
      deck: [
        'Courtyard',
        'Archive',
        'Masquerade',
        'Copper',
        'Estate',
        'Secret Passage',
        'Gold',
        'Copper',
        'Copper',
        'Estate',
      ],
      discard: ['Copper', 'Estate'],
    },
  },
};

/**
 * Creates the hidden-card game of `humans` (Alice, Bob, Carol) with the fixed seed and starting
 * hands (set before anyone joins, so the start uses them: the same game every run) and no mail
 * caught before the start; returns its id and config.
 */
export async function startHiddenGame(
  l: Local,
  humans: readonly string[],
): Promise<{ gameId: string; config: GameConfig }> {
  const [alice, bob, carol] = humans as [string, string, string];
  // An open public game: Bob and Carol take its free seats, and a spectator watches it all along.
  const created = await l.call('POST', '/games', {
    token: l.token(alice),
    body: { name: 'Alice', seats: [], open: { seats: 3, public: true }, kingdom: KINGDOM },
  });
  expect(created.status, created.raw).toBe(201);
  const gameId = created.body.gameId;
  const meta = (await l.ctx.store.getMeta(gameId))!;
  await l.ctx.store.replaceMeta({ ...meta, config: { ...meta.config, seed: SEED, setup: SETUP } }, meta.version);
  await clearMail(l);
  for (const [email, name] of [
    [bob, 'Bob'],
    [carol, 'Carol'],
  ])
    expect((await l.call('POST', `/games/${gameId}/seat`, { token: l.token(email), body: { name } })).status).toBe(200);
  return { gameId, config: (await l.ctx.store.getMeta(gameId))!.config };
}

// ---- a player that moves from its own view only, and plays every hiding card it can ------------

const PLAY_ORDER = [
  'Village',
  'Festival',
  'Market',
  'Lurker',
  'Archive',
  'Masquerade',
  'Secret Passage',
  'Sentry',
  'Courtyard',
  'Smithy',
];
const BUY_AT: Record<number, string[]> = {
  5: ['Archive', 'Sentry', 'Market'],
  4: ['Secret Passage', 'Smithy'],
  3: ['Masquerade', 'Village'],
  2: ['Courtyard', 'Lurker'],
};
const WORST_FIRST = ['Curse', 'Estate', 'Copper', 'Duchy', 'Province'];
const TREASURES = ['Copper', 'Silver', 'Gold'];

function pickCards(d: { candidates: string[]; min: number; max: number; source?: string; verb: string }): string[] {
  const worst = [...d.candidates].sort((a, b) => rank(a) - rank(b));
  const want = (() => {
    switch (`${d.source}/${d.verb}`) {
      case 'Masquerade/pass':
      case 'Secret Passage/put':
        return worst.slice(0, 1);
      case 'Masquerade/trash':
      case 'Sentry/trash':
        return d.candidates.filter((c) => c === 'Estate' || c === 'Curse').slice(0, 1);
      case 'Sentry/discard':
        return d.candidates.filter((c) => c === 'Copper');
      case 'Archive/take':
        return [d.candidates.find((c) => c === 'Gold' || c === 'Silver') ?? d.candidates[0]];
      case 'Courtyard/topdeck':
        return [d.candidates.find((c) => PLAY_ORDER.includes(c)) ?? d.candidates[0]];
      default:
        return d.candidates.slice(0, d.min);
    }
  })();
  return want.length >= d.min && want.length <= d.max ? want : d.candidates.slice(0, d.min);
}
const rank = (c: string) => (WORST_FIRST.includes(c) ? WORST_FIRST.indexOf(c) : WORST_FIRST.length);

export function policy(v: GameView): MoveData {
  const d = v.decision!;
  const hand = v.you!.hand;
  const has = (n: string) => v.supply.some((p) => p.top === n && p.count > 0);
  switch (d.kind) {
    case 'turn': {
      if (d.phase === 'action') {
        const card = v.turn.actions > 0 ? PLAY_ORDER.find((c) => hand.includes(c)) : undefined;
        return card ? { type: 'play', card } : { type: 'endPhase' };
      }
      if (!v.turn.treasuresLocked && hand.some((c) => TREASURES.includes(c))) return { type: 'playTreasures' };
      const c = v.turn.coins;
      if (v.turn.buys > 0) {
        if (c >= 8 && has('Province')) return { type: 'buy', card: 'Province' };
        if (c >= 6 && has('Gold')) return { type: 'buy', card: 'Gold' };
        for (let k = Math.min(c, 5); k >= 2; k--) {
          const options = BUY_AT[k].filter(has);
          if (options.length) return { type: 'buy', card: options[v.turn.number % options.length] };
        }
      }
      return { type: 'endPhase' };
    }
    case 'cards':
      return { type: 'answer', answer: { kind: 'cards', cards: pickCards(d) } };
    case 'number':
      return { type: 'answer', answer: { kind: 'number', value: Math.floor((d.min + d.max) / 2) } };
    case 'option': {
      const gain = d.source === 'Lurker' && v.trash.some((c) => KINGDOM.includes(c));
      const id = d.options.find((o) => o.id === (gain ? 'gain' : 'trash'))?.id ?? d.options[0].id;
      return { type: 'answer', answer: { kind: 'option', options: d.min === 0 && d.source !== 'Lurker' ? [] : [id] } };
    }
    case 'pile':
      return {
        type: 'answer',
        answer: {
          kind: 'pile',
          pile: d.optional ? null : (d.piles.find((p) => p === 'Festival' || p === 'Smithy') ?? d.piles[0]),
        },
      };
    case 'order':
      return { type: 'answer', answer: { kind: 'order', cards: d.cards } };
    case 'yesno':
      return { type: 'answer', answer: { kind: 'yesno', yes: false } };
  }
}

// ---- what a player may know, checked independently of view() and redactEntry() -------------------

export const names = (s: GameState, ids: readonly number[]) => ids.map((id) => s.cardNames[id]);
const PUBLIC_PLAYER_KEYS = [
  'debt',
  'deckCount',
  'discardCount',
  'discardTop',
  'durationsInPlay',
  'faceDownCount',
  'handCount',
  'inPlay',
  'name',
  'setAside',
  'turnsTaken',
  'vpTokens',
];
/** Keys that would mean engine state or stored records left the server. */
const NEVER = [
  'seed',
  'rng',
  'config',
  'cardNames',
  'pending',
  'setup',
  'flags',
  'outbox',
  'idem',
  'move',
  'durations',
];

/** No seed and no other player's address in a raw answer or mail part read by `own`. */
export function expectNoLeak(text: string, own: string, humans: readonly string[]): void {
  expect(text).not.toContain(SEED);
  for (const other of humans) if (other !== own) expect(text).not.toContain(other);
}

/** Walks a response: engine internals never; while the game runs no hand but the viewer's, no deck or discard list; emails only the viewer's. */
export function walkResponse(body: unknown, viewer: number | null, ownEmail: string, running: boolean): void {
  const walk = (x: unknown, path: string[]): void => {
    if (Array.isArray(x)) {
      x.forEach((y, i) => walk(y, [...path, String(i)]));
      return;
    }
    if (!x || typeof x !== 'object') return;
    const o = x as Record<string, unknown>;
    const at = path.join('.') || '(top)';
    for (const k of NEVER) expect(o, `${k} at ${at}`).not.toHaveProperty(k);
    if (running) {
      for (const k of ['deck', 'discard']) expect(o, `${k} at ${at}`).not.toHaveProperty(k);
      for (const k of ['hand', 'looking']) if (k in o) expect(path.at(-1), `${k} at ${at}`).toBe('you');
    }
    if ('email' in o) expect(o.email, `email at ${at}`).toBe(ownEmail);
    if (running && 'visibleTo' in o && 'cards' in o) {
      const vis = o.visibleTo as 'all' | number[];
      expect(vis === 'all' || (viewer !== null && vis.includes(viewer)), `hidden log cards at ${at}`).toBe(true);
    }
    for (const [k, v] of Object.entries(o)) walk(v, [...path, k]);
  };
  walk(body, []);
}

/**
 * A running game's board as `viewer` saw it, against the true state: own cards exact, others' only
 * public zones; a spectator (null) holds no cards and owes nothing.
 */
export function checkRunningView(v: GameView, s: GameState, viewer: number | null): void {
  expect(v.viewer).toBe(viewer);
  expect(v.revealed).toBeNull();
  expect(v.scores).toBeNull();
  if (viewer === null) expect(v.you).toBeNull();
  else {
    expect(v.you!.hand).toEqual(names(s, s.players[viewer].hand));
    expect(v.you!.looking).toEqual(names(s, s.players[viewer].looking));
  }
  v.players.forEach((p, i) => {
    const pl = s.players[i];
    expect(Object.keys(p).sort()).toEqual(PUBLIC_PLAYER_KEYS);
    // setAside is the public zone only: Archive's face-down cards and Sentry's look stay out of it.
    expect(p.setAside).toEqual(names(s, pl.setAside));
    // Of those, only how many: a number.
    expect(p.faceDownCount).toBe(pl.looking.length);
    expect(p.handCount).toBe(pl.hand.length);
    expect(p.discardTop).toBe(pl.discard.length ? s.cardNames[pl.discard.at(-1)!] : null);
  });
  for (const w of v.waitingOn)
    if (w.player !== viewer) expect(w.prompt, `${v.players[w.player].name}'s prompt`).toBeNull();
  const own = s.pending.find((d) => d.player === viewer);
  expect(v.decision?.id ?? null).toBe(own?.id ?? null);
  if (v.decision?.kind === 'cards' && viewer !== null) {
    // A decision offers only cards the viewer may see: their own zones and the trash.
    const me = s.players[viewer];
    const visible = new Set(
      names(s, [...me.hand, ...me.looking, ...me.discard, ...me.inPlay, ...me.setAside, ...s.trash]),
    );
    for (const c of v.decision.candidates) expect(visible.has(c), `candidate ${c}`).toBe(true);
  }
}

/** Every hand, deck and discard (sorted), as a finished game's board reveals them. */
export const revealedOf = (s: GameState) =>
  s.players.map((p) => ({
    hand: names(s, p.hand).sort(),
    deck: names(s, p.deck).sort(),
    discard: names(s, p.discard).sort(),
  }));

/** A log entry as `viewer` may see it, by the rule written out here (not the engine's redactEntry). */
export function expectedEntry(e: LogEntry, viewer: number | null, over: boolean): unknown {
  if (over || e.visibleTo === 'all' || (viewer !== null && e.visibleTo.includes(viewer))) return e;
  const { cards: _c, detail, ...rest } = e;
  return JSON.parse(JSON.stringify(e.kind === 'discard' ? { ...rest, detail } : rest));
}

export interface HistoryEventOut {
  seq: number;
  at: string;
  seat: number | null;
  by: string | null;
  kind: string;
  text: string | null;
  log: LogEntry[];
}

/** Hidden-information moments seen redacted (or, for the control, public), per viewer. */
export const newSeenHidden = () => ({
  passThird: new Set<string>(),
  passOwn: new Set<string>(),
  archiveAside: new Set<string>(),
  sentryLook: new Set<string>(),
  passageCard: new Set<string>(),
  passagePlace: new Set<string>(),
  courtyardTopdeck: new Set<string>(),
  lurkerPublic: new Set<string>(),
  othersAnswer: new Set<string>(),
  archiveWaiting: new Set<string>(),
  lookingOthers: new Set<string>(),
});
export type SeenHidden = ReturnType<typeof newSeenHidden>;

/** History events as `viewer` may read them, against the stored records; each hidden moment met is noted in `seenHidden`. */
export function checkEvents(
  events: HistoryEventOut[],
  raw: Map<number, LogRecord>,
  viewer: number | null,
  over: boolean,
  seenHidden: SeenHidden,
): void {
  for (const ev of events) {
    const r = raw.get(ev.seq)!;
    expect(Object.keys(ev).sort()).toEqual(['at', 'by', 'kind', 'log', 'seat', 'seq', 'text']);
    const othersAnswer = r.move?.type === 'answer' && r.seat !== viewer;
    expect(ev.text).toBe(othersAnswer && !over ? 'answers' : (r.text ?? null));
    if (othersAnswer && !over) seenHidden.othersAnswer.add(`${ev.seq}/${viewer}`);
    expect(ev.log).toEqual((r.log ?? []).map((e) => expectedEntry(e, viewer, over)));
    if (over) continue;
    (r.log ?? []).forEach((e, i) => {
      const out = ev.log[i];
      const id = `${ev.seq}.${i}/${viewer}`;
      const mine = e.visibleTo === 'all' || (viewer !== null && e.visibleTo.includes(viewer));
      if (e.kind === 'pass') (mine ? seenHidden.passOwn : seenHidden.passThird).add(id);
      if (mine) {
        if (e.kind === 'trash' && e.detail === 'supply' && e.player !== viewer) {
          expect(out.cards).toEqual(e.cards);
          seenHidden.lurkerPublic.add(id);
        }
        return;
      }
      expect(out).not.toHaveProperty('cards');
      if (e.kind === 'setAside') seenHidden.archiveAside.add(id);
      if (e.kind === 'look') seenHidden.sentryLook.add(id);
      if (e.kind === 'topdeck' && e.detail?.endsWith('down')) {
        expect(out).not.toHaveProperty('detail');
        seenHidden.passageCard.add(id);
      } else if (e.kind === 'topdeck') seenHidden.courtyardTopdeck.add(id);
    });
    // Where Secret Passage put its card is public; which card, not.
    for (const e of ev.log)
      if (e.kind === 'note' && /into their deck with \d+ cards? above it/.test(e.detail ?? '') && e.player !== viewer)
        seenHidden.passagePlace.add(`${ev.seq}/${viewer}`);
  }
}

/**
 * "Since your move" as `viewer` may read it up to `seq`: the engine's summary of the log as this
 * test redacts it (expectedEntry), so a summary naming a card the viewer may not see cannot match.
 */
export function expectedSince(raw: Map<number, LogRecord>, seq: number, viewer: number): string[] {
  const seatNames = ['Alice', 'Bob', 'Carol'];
  const steps = [...raw.values()]
    .filter((r) => r.seq <= seq)
    .sort((a, b) => a.seq - b.seq)
    .map((r) => ({ seat: r.seat ?? null, log: (r.log ?? []).map((e) => expectedEntry(e, viewer, false) as LogEntry) }));
  return sinceLines(sinceLastMove(steps, viewer, { names: seatNames, complete: true }), viewer, seatNames);
}

/** The "Since your move:" (or "Before your first turn:") lines a mail opens with (none when it has no such part). */
export function sinceShown(text: string): string[] {
  const lines = text.split('\n');
  const at = lines.findIndex((x) => x === 'Since your move:' || x === 'Before your first turn:');
  return at < 0
    ? []
    : lines
        .slice(at + 1)
        .filter((_, i, all) => all.slice(0, i + 1).every((y) => /^(\(Earlier |(Your|\w+'s) turn( \d+)?: )/.test(y)));
}

/** The "Your hand:" line of a mail. */
export const handLine = (text: string) => /^Your hand: (.*)\.$/m.exec(text)?.[1];
