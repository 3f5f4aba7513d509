// The lobby: a game before its first move. Pure decisions over META — open (a new game), join,
// leave, cancel, start — each returning the new META (never changing the one given) or refusing
// with an ApiFailure. No I/O: ids, seeds and the time come in. The writes around them (the
// conditional META write, "my games" rows, the start record) are in lobby-pipeline.ts.
import { knownBot, makeConfig } from '../kernel/rules.js';
import { badRequest } from '../kernel/errors.js';
import { refuseLookalikes, sameLooking } from './seat-names.js';
import { defaultTitle } from '../letters/game-title.js';
import { freeSeats, openMeta } from './open-options.js';
import { drawOf } from './kingdom-draw.js';
import { defaultName } from '../outbox/prefs.js';
import { HOUR, MINUTE } from '../kernel/durations.js';
import { expiryAfter, KEEP_DAYS, type GameMeta, type SeatRecord } from '../store/records.js';
import {
  DEFAULT_MAIL_GRACE_MINUTES,
  DEFAULT_REACTIONS,
  type CreateGameBody,
  type ReactionPrefs,
} from '../../contract/api.js';

export interface OpenRequest {
  gameId: string;
  /** The game's secret seed (never leaves the server). */
  seed: string;
  now: number;
  creator: string;
  body: CreateGameBody;
  /** A player's chosen display name (their profile), if any. */
  displayName: (email: string) => string | undefined;
  /** A player's Reaction settings (their profile), if stored (none given: everyone's are the defaults). */
  reactions?: (email: string) => ReactionPrefs | undefined;
}

/**
 * A new game: the creator in seat 0, then the invited emails and bots in order. Without a name in
 * the request a seat takes the player's display name, else the email's local part (replaced by the
 * display name on joining), then an open game's free seats. It is active at once when no human has
 * to accept and no seat is free, otherwise open.
 */
export function openGame(r: OpenRequest): GameMeta {
  const nameFor = (email: string, given?: string) => {
    const name = given ?? r.displayName(email);
    return name ? { name } : { name: defaultName(email), autoName: true };
  };
  const seats: SeatRecord[] = [{ email: r.creator, bot: null, ...nameFor(r.creator, r.body.name), joined: true }];
  for (const s of r.body.seats) {
    if ('bot' in s) {
      if (!knownBot(s.bot)) throw badRequest(`There is no bot "${s.bot}".`);
      seats.push({ email: null, bot: s.bot, name: s.name ?? `${s.bot} bot`, joined: true });
    } else {
      if (seats.some((x) => x.email === s.email)) throw badRequest(`${s.email} has two seats.`);
      seats.push({ email: s.email, bot: null, ...nameFor(s.email, s.name), joined: false });
    }
  }
  seats.push(...freeSeats(r.body));
  const named = uniqueNames(seats);
  refuseLookalikes(named.map((s) => s.name));
  const b = r.body;
  let config;
  try {
    config = makeConfig({
      players: named.map((s) => s.name),
      seed: r.seed,
      recommended: b.recommended,
      kingdom: b.kingdom,
      randomFrom: b.randomFrom,
      events: b.events,
      landmarks: b.landmarks,
      randomLandscapes: b.randomLandscapes,
    });
  } catch (e) {
    throw badRequest((e as Error).message);
  }
  // Each seat's settings go into the config (the start record): replay reads them from the log.
  // An invitee's are read again when they join; bots take the defaults.
  config.reactions = named.map((s) => ({ ...((s.email && r.reactions?.(s.email)) || DEFAULT_REACTIONS) }));
  return {
    gameId: r.gameId,
    createdAt: r.now,
    createdBy: r.creator,
    status: allJoined(named) ? 'active' : 'open',
    seats: named,
    config,
    reminderEveryMs: (b.reminderHours ?? 24) * HOUR,
    deadlineMs: b.deadlineHours ? b.deadlineHours * HOUR : null,
    version: 1,
    mailGraceMs: (b.mailGraceMinutes ?? DEFAULT_MAIL_GRACE_MINUTES) * MINUTE,
    // An open game without a name is named by its seats as they fill (gameTitle).
    ...(b.title || !b.open
      ? {
          title:
            b.title ??
            defaultTitle(
              named.map((s) => s.name),
              config.kingdom,
            ),
        }
      : {}),
    ...(b.undo === false ? { undo: false } : {}),
    ...(b.vacation === false ? { vacation: false } : {}),
    ...openMeta(b, config),
    draw: drawOf(b),
  };
}

/** Seat names told apart by number when two are alike ("Bob", "Bob 2"). */
function uniqueNames(seats: readonly SeatRecord[]): SeatRecord[] {
  const seen = new Map<string, number>();
  return seats.map((s) => {
    const n = (seen.get(s.name.toLowerCase()) ?? 0) + 1;
    seen.set(s.name.toLowerCase(), n);
    return n > 1 ? { ...s, name: `${s.name} ${n}` } : s;
  });
}

const allJoined = (seats: readonly SeatRecord[]) => seats.every((s) => s.joined);

/** A lobby decision: the new META, or null when nothing changes. */
export type LobbyChange = GameMeta | null;

/**
 * Seat `seat` accepts its invitation, taking the name its player chose on joining (`chosen`, checked
 * like the creator's), else their display name if the seat's name came from the email, and their
 * Reaction settings as they are now; the last acceptance starts the game. Accepting twice, or a
 * started game, changes nothing.
 */
export function join(
  meta: GameMeta,
  seat: number,
  displayName?: string,
  reactions?: ReactionPrefs,
  chosen?: string,
): LobbyChange {
  if (meta.status === 'cancelled') throw badRequest('This game was cancelled.');
  const own = meta.seats[seat];
  if (meta.status !== 'open' || own.joined) return null;
  let seats = meta.seats.map((s, i) => (i === seat ? { ...s, joined: true } : s));
  if (chosen) seats = takeName(seats, seat, refuseLookalike(seats, seat, chosen));
  else if (displayName && own.autoName) seats = takeName(seats, seat, displayName);
  // A game opened before settings existed has none: every seat is asked, as then.
  const settings = meta.config.reactions?.map((x, i) => (i === seat ? { ...(reactions ?? DEFAULT_REACTIONS) } : x));
  return start({
    ...meta,
    seats,
    config: { ...meta.config, players: seats.map((s) => s.name), ...(settings ? { reactions: settings } : {}) },
  });
}

/**
 * A name chosen for seat `seat`, refused (400) when it looks like another seat's without being the
 * same name, as the creator's names are (refuseLookalikes); the same name is numbered (takeName).
 */
export function refuseLookalike(seats: readonly SeatRecord[], seat: number, name: string): string {
  const other = seats.find(
    (s, i) => i !== seat && sameLooking(s.name, name) && s.name.toLowerCase() !== name.toLowerCase(),
  );
  if (other)
    throw badRequest(
      `name: "${name}" looks like "${other.name}", another seat's name at this table: choose another name.`,
    );
  return name;
}

/** Seat `seat` takes `name` (numbered if another seat's looks the same), before the start. */
export function takeName(seats: readonly SeatRecord[], seat: number, name: string): SeatRecord[] {
  const taken = (n: string) => seats.some((s, i) => i !== seat && sameLooking(s.name, n));
  let unique = name;
  for (let k = 2; taken(unique); k++) unique = `${name} ${k}`;
  return seats.map((s, i) => (i === seat ? { ...s, name: unique, autoName: false } : s));
}

/**
 * Seat `seat` leaves a game that has not started. The creator leaving, or a game left with fewer
 * than two seats, is cancelled; otherwise the seat goes, and the game starts if everyone left has
 * accepted (e.g. the creator and bots).
 */
export function leave(meta: GameMeta, seat: number, now: number): GameMeta {
  if (meta.status !== 'open') throw badRequest('Only a game that has not started can be left.');
  if (seat === 0 || meta.seats.length <= 2) return cancel(meta, now);
  const seats = meta.seats.filter((_, i) => i !== seat);
  const settings = meta.config.reactions?.filter((_, i) => i !== seat);
  return start({
    ...meta,
    seats,
    config: { ...meta.config, players: seats.map((s) => s.name), ...(settings ? { reactions: settings } : {}) },
  });
}

/** A cancelled game is kept KEEP_DAYS, then expires (TTL). */
export function cancel(meta: GameMeta, now: number): GameMeta {
  return { ...meta, status: 'cancelled', expiresAt: expiryAfter(now, KEEP_DAYS) };
}

/** An open game whose seats have all accepted becomes active (its start record is written next). */
export function start(meta: GameMeta): GameMeta {
  return meta.status === 'open' && allJoined(meta.seats) ? { ...meta, status: 'active' } : meta;
}
