// A short sequence of moves in notation, one per line — a reply by mail, or an answer link that
// stands for several moves ("play treasures" then "buy Gold") — made one by one through the one
// move pipeline, stopping at the first that is refused. Each line is its own command with its own
// idempotency key (the caller's, by line number), so the whole sequence delivered again makes its
// moves once: a line already made answers its first result, and the next line is expected right
// after it — were the game to have moved on since (another move came between), it is refused
// rather than made on a game its sender did not see. A line may also be undo in words ("undo",
// "accept", "refuse"; "yes" / "no" in reply to a take-back request's mail: undo-words.ts).
import { ApiFailure } from '../kernel/errors.js';
import { run } from './pipeline.js';
import { parseLine } from './parse-line.js';
import { undoText } from '../read/history-events.js';
import type { IdemStamp } from '../kernel/idempotency.js';
import type { ReplayedGame } from '../kernel/replay.js';
import type { Deps } from '../kernel/deps.js';
import type { MoveVia } from '../store/records.js';

/** What became of a sequence: the moves made (as recorded), the line refused and why, the lines not tried. */
export interface LinesReport {
  done: string[];
  failed: { line: string; why: string } | null;
  skipped: string[];
}

export interface LinesOutcome {
  report: LinesReport;
  /** The game after the last move made (or as loaded, when none was). */
  game: ReplayedGame;
  /** The seq of the last move made, or null when none was. */
  lastSeq: number | null;
  /** The pipeline's refusal of the failed line (its code and status), or null. */
  refusal: ApiFailure | null;
  /** Every line made had been made before (the same sequence sent again). */
  repeated: boolean;
}

export interface LinesOptions {
  /** The lines reply to the mail of the take-back request asked at this seq: "yes" and "no" answer it. */
  toRequest?: number;
  /** The seq the first line was meant for (an answer link's): refused once the game is past it. Default: the game's seq as loaded. */
  from?: number;
  /** How the lines came (an answer link, a reply by mail): recorded on each move (notices.ts: not presence), every line but the last marked `more`. */
  via?: MoveVia;
}

const MOVED_ON =
  'the game moved on meanwhile (a move from the table or another mail came first), so nothing more was done.';

/**
 * Makes `lines` for `seat` in order on the loaded game `g`, the first at `o.from` (default `g.seq`),
 * each next one right after the one before; `idem(i)` is line i's idempotency stamp.
 */
export async function makeLines(
  d: Deps,
  g: ReplayedGame,
  seat: number,
  lines: readonly string[],
  idem: (i: number) => IdemStamp,
  o: LinesOptions = {},
): Promise<LinesOutcome> {
  const report: LinesReport = { done: [], failed: null, skipped: [] };
  let game = g;
  let expectedSeq = o.from ?? g.seq;
  let lastSeq: number | null = null;
  let refusal: ApiFailure | null = null;
  let repeated = true;
  for (let i = 0; i < lines.length; i++) {
    try {
      // An answer in reply to a take-back request's own mail is bound to that request; any other line to the game as it goes.
      const at = {
        move: expectedSeq,
        undo: o.toRequest !== undefined ? { request: o.toRequest } : { expectedSeq },
        toRequest: o.toRequest !== undefined,
      };
      const out = await run(
        d,
        game,
        parseLine(game, seat, lines[i], at, {
          idem: idem(i),
          ...(o.via ? { via: o.via, more: i < lines.length - 1 } : {}),
        }),
      );
      game = out.game;
      lastSeq = out.appliedSeq;
      repeated &&= out.kind === 'duplicate';
      // A line made before (the same sequence again): the next one belongs right after it.
      expectedSeq = out.kind === 'applied' ? game.seq : out.appliedSeq;
      const rec =
        out.kind === 'applied'
          ? out.appended[0]
          : (await d.store.events(g.meta.gameId, out.appliedSeq, out.appliedSeq, 'history'))[0];
      report.done.push(rec?.text ?? (rec && undoText(rec)) ?? lines[i]);
    } catch (e) {
      if (!(e instanceof ApiFailure)) throw e;
      refusal = e;
      report.failed = { line: lines[i], why: e.code === 'conflict' ? MOVED_ON : e.message };
      report.skipped = lines.slice(i + 1);
      break;
    }
  }
  return { report, game, lastSeq, refusal, repeated: repeated && lastSeq !== null };
}
