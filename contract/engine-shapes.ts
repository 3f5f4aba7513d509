// The engine's own shapes inside API answers (a player's view, log entries, the review timeline).
// Their types are the engine's; the schemas check the outline an API answer must have (the engine's
// tests own the details), so the contract states them without copying the engine's types.
import * as z from 'zod';
import type { LogEntry } from '../engine/core/types.js';
import type { GameView } from '../engine/views/view.js';
import type { DeckComposition, TurnStart, VpPoint } from '../engine/views/review.js';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const ints = (v: unknown) => Array.isArray(v) && v.every((x) => Number.isInteger(x));

/** A player's view (`view()` output): the board, their own cards, their decision. */
export const gameView = z.custom<GameView>(
  (v) =>
    isRecord(v) &&
    Number.isInteger(v.seq) &&
    isRecord(v.turn) &&
    Array.isArray(v.players) &&
    Array.isArray(v.supply) &&
    Array.isArray(v.kingdom) &&
    Array.isArray(v.waitingOn) &&
    (v.decision === null || isRecord(v.decision)) &&
    (v.you === null || isRecord(v.you)),
  'Not a game view.',
);

/** One log entry, already redacted for the viewer. */
export const logEntry = z.custom<LogEntry>(
  (v) =>
    isRecord(v) &&
    typeof v.kind === 'string' &&
    Number.isInteger(v.player) &&
    (v.visibleTo === 'all' || ints(v.visibleTo)) &&
    (v.cards === undefined || Array.isArray(v.cards)),
  'Not a log entry.',
);

export const turnStart = z.custom<TurnStart>(
  (v) => isRecord(v) && Number.isInteger(v.turn) && Number.isInteger(v.player) && Number.isInteger(v.seq),
);
export const vpPoint = z.custom<VpPoint>(
  (v) => isRecord(v) && Number.isInteger(v.turn) && Number.isInteger(v.seq) && ints(v.vp),
);
export const deckComposition = z.custom<DeckComposition>(
  (v) => isRecord(v) && Object.values(v).every((n) => Number.isInteger(n)),
);
