// A player's end-of-game VP in words, part by part (scoreBreakdown): the same words in the result
// mail and on the table, so both explain the score the same way.
import type { ScoreBreakdown } from '../rules/scoring.js';

/** One part of a score, as the table lists it: "Province ×4" and its VP. */
export interface ScorePart {
  label: string;
  vp: number;
}

/** The parts of a breakdown that say something: every scoring card kind, Curses and VP tokens when there are any, every Landmark that scores. */
export function scoreParts(b: ScoreBreakdown): ScorePart[] {
  return [
    // The cards that score most first (Provinces before Estates), then by name.
    ...[...b.cards]
      .sort((x, y) => y.vp - x.vp || (x.name < y.name ? -1 : 1))
      .map((c) => ({ label: `${c.name} ×${c.count}`, vp: c.vp })),
    ...(b.curses.count ? [{ label: `Curse ×${b.curses.count}`, vp: b.curses.vp }] : []),
    ...(b.vpTokens ? [{ label: 'VP tokens', vp: b.vpTokens }] : []),
    ...b.landmarks.map((l) => ({ label: l.name, vp: l.vp })),
  ];
}

/** "Ann, 34 VP: Province ×4 (24), Duchy ×2 (6), Curse ×1 (-1), VP tokens (2), Wall (-3)." */
export function scoreLine(name: string, b: ScoreBreakdown): string {
  const parts = scoreParts(b);
  return `${name}, ${b.total} VP: ${parts.length ? parts.map((p) => `${p.label} (${p.vp})`).join(', ') : 'nothing that scores'}.`;
}
