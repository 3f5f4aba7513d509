// A move written in the text notation ("play Village", "discard Copper, Estate"), read against the
// decision the seat owes when the pipeline decides. Apart from decide.ts so that only the callers
// that take text (the move route; next, moves by mail reply) bundle the notation parser.
import { parseMove, type Decision, type Move } from './rules.js';
import { badRequest } from './errors.js';

/** Reads `text` as `seat`'s answer to `owed`; unreadable text is a 400. */
export const fromText =
  (text: string, seat: number) =>
  (owed: Decision): Move => {
    const parsed = parseMove(text, seat, owed);
    if (!parsed.ok) throw badRequest(parsed.error.message);
    return parsed.move;
  };
