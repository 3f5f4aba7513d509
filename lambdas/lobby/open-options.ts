// An open game's set-up at creation: its free seats and what the open-games list files it under
// (the sets its kingdom comes from, its pace). Pure: the lobby (lobby/lobby.ts) calls it while
// building a new game's META.
import { ALL_SETS, findDef, kingdomPileNames, type GameConfig } from '../kernel/rules.js';
import type { CreateGameBody, Pace } from '../../contract/api.js';
import type { OpenMeta, SeatRecord } from '../store/records.js';

/** How long an open game nobody fills stays listed before it expires (and its creator is told). */
export const OPEN_DAYS = 14;

/** The free seats after the creator's and the body's seats: named by place until a player takes one. */
export function freeSeats(body: CreateGameBody): SeatRecord[] {
  if (!body.open) return [];
  const taken = 1 + body.seats.length;
  return Array.from({ length: body.open.seats - taken }, (_, i) => ({
    email: null,
    bot: null,
    name: `Open seat ${taken + i + 1}`,
    joined: false,
  }));
}

/** The pace a player filters by, from the deadline (else the reminder): within 12 hours, two days, or slower. */
export function paceOf(reminderHours: number, deadlineHours: number | null): Pace {
  const hours = deadlineHours ?? reminderHours;
  if (hours <= 12) return 'fast';
  return hours <= 48 ? 'daily' : 'relaxed';
}

let pileSets: Map<string, string> | undefined;

/** The sets a game's kingdom piles, Events and Landmarks come from, in the engine's order. */
export function setsOf(config: Pick<GameConfig, 'kingdom' | 'events' | 'landmarks'>): string[] {
  pileSets ??= new Map(ALL_SETS.flatMap((set) => kingdomPileNames(set).map((pile) => [pile, set] as const)));
  const used = new Set<string>();
  for (const pile of config.kingdom) used.add(pileSets.get(pile) ?? findDef(pile)?.set ?? '');
  for (const card of [...config.events, ...config.landmarks]) used.add(findDef(card)?.set ?? '');
  return ALL_SETS.filter((set) => used.has(set));
}

/** META's `open` for a body that asks for an open game (none otherwise). */
export function openMeta(body: CreateGameBody, config: GameConfig): { open?: OpenMeta } {
  if (!body.open) return {};
  const open: OpenMeta = {
    public: body.open.public ?? false,
    sets: setsOf(config),
    pace: paceOf(body.reminderHours ?? 24, body.deadlineHours ?? null),
    ...(body.open.minRating !== undefined ? { minRating: body.open.minRating } : {}),
  };
  return { open };
}
