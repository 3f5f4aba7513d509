// One line a player wrote — the move route's text move, a line of a reply by mail, a line an answer
// link stands for — as the pipeline's command, one reading for all three: undo in words
// (undo-words.ts: "undo", "accept", "refuse"; "yes" / "no" in reply to a take-back request's mail)
// or a move in the notation, read against the decision owed when the pipeline decides (text-move.ts).
import { fromText } from '../kernel/text-move.js';
import { undoCommandOf, undoWordOf, type UndoBinding } from './undo-words.js';
import type { Command } from './decide.js';
import type { UndoCommand } from './undo.js';
import type { IdemStamp } from '../kernel/idempotency.js';
import type { ReplayedGame } from '../kernel/replay.js';
import type { MoveVia } from '../store/records.js';

export interface LineBinding {
  /** Where a move is bound: the seq its writer saw. */
  move: number;
  /** Where an answer to a take-back request is bound (the request, or a seq); "undo" itself is always bound to a seq. */
  undo: UndoBinding;
  /** The line replies to a take-back request's own mail: "yes" and "no" answer it. */
  toRequest?: boolean;
}

/** How the line came and its idempotency stamp; `more`: not the last line of its reply or link (not mailed about). */
export interface LineStamp {
  idem: IdemStamp;
  via?: MoveVia;
  more?: boolean;
}

/** The command `text` is for `seat` in the loaded game `g` (an undo word's command is built against it). */
export function parseLine(
  g: ReplayedGame,
  seat: number,
  text: string,
  at: LineBinding,
  stamp: LineStamp,
): Command | UndoCommand {
  const word = undoWordOf(text, at.toRequest ?? false);
  if (word)
    return undoCommandOf(
      g,
      seat,
      word,
      word === 'undo' && 'request' in at.undo ? { expectedSeq: at.move } : at.undo,
      stamp.idem,
    );
  return {
    type: 'move',
    seat,
    move: fromText(text, seat),
    by: 'human',
    expectedSeq: at.move,
    idem: stamp.idem,
    ...(stamp.via ? { via: stamp.via } : {}),
    ...(stamp.more ? { more: true as const } : {}),
  };
}
