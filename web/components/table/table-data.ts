// What the table shows, as the server actions give it to the table's client component (from the
// backend's TableResponse: web/app/games/[id]/actions.ts): one type for both sides.
import type { GameSetupView, SeatView, UndoView } from '@contract/api';
import type { GameView, LogEntry } from '@/lib/engine';

/** `stale`: the move was refused only because the game moved on meanwhile (nothing was applied). */
export type TableData =
  | {
      ok: true;
      view: GameView | null;
      seq: number;
      status: string;
      log: LogEntry[] /** Whether this player has accepted (an open game waits for the others). */;
      joined: boolean;
      /** The game's name, inviter, kingdom and pace (what the invitation's page shows). */ about?: GameSetupView;
      /** Before the start: every seat (who has joined) and which one is this player's (null: a spectator). */ seats?: SeatView[];
      seat?: number | null;
      /** Watching a public game without a seat. */ spectator?: boolean;
      /** What happened since this player's last move, in sentences (the server's, the same as the mail's). */ since?: string[];
      /** What this player may take back now, and an open request. */ undo?: UndoView;
      /** Once the game is over: each seat's player page (null: a bot). */ playerHrefs?: (string | null)[];
      /** The players on vacation now, and the day each is back. */ away?: { name: string; until: string }[];
    }
  | { ok: false; message: string; stale?: boolean };
