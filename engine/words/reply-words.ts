// The moves a mail's footer suggests a reply may write, legal for what its reader owes now: for
// the turn, the first Action the links offer and the lines of the first buy they offer ("play
// Village", "play treasures", "buy Gold", "end turn"); for any other decision, a few of its own
// answers (answerExamples: "choose +3 Cards"), never a turn's moves while a card's question waits.
// From the reader's own view and the turn's links, which say nothing hidden (turn-answers.ts).
import { answerExamples } from './answers.js';
import { answerLines, turnAnswers } from './turn-answers.js';
import { turnOptions } from '../rules/legal.js';
import { view } from '../views/view.js';
import type { GameState, PlayerIndex } from '../core/types.js';

/** What a reply may write now: a turn's moves (one per line) or a few answers to the decision (one of them). */
export interface ReplySuggestion {
  turn: boolean;
  lines: string[];
}

/** The moves or answers to suggest to `seat`, or null when it owes nothing (or no answer can be written out). */
export function replySuggestion(s: GameState, seat: PlayerIndex): ReplySuggestion | null {
  const o = turnOptions(s, seat);
  if (o) {
    const offered = (turnAnswers(s, seat) ?? []).filter((a) => !a.more);
    const play = offered.find((a) => /^play (?!treasures$)/.test(a.text));
    const buy = offered.find((a) => /(^|\n)buy /.test(a.text));
    const rest = buy ? answerLines(buy.text) : [...(o.playTreasures ? ['play treasures'] : []), 'end turn'];
    return { turn: true, lines: [...new Set([...(play ? [play.text] : []), ...rest])] };
  }
  const d = view(s, seat).decision;
  const lines = d ? answerExamples(d, 2) : [];
  return lines.length ? { turn: false, lines } : null;
}
