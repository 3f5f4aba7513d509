// Where a history step stands, worked out the same way from both history answers: the timeline
// (every step in one answer: its events' seqs) and one step at a time (GET /history?at=N). Steps
// are numbered by the log's seqs — the log is append-only, so a move taken back keeps its seq and
// is simply no step (each undo record is one) — so "Move 14 of 40", the step's address (?at=14)
// and the whole log's "#14" are one number, whichever way the history was loaded.

/** A step's seq, the last step's, and the neighbouring steps' (the step itself at either end). */
export interface StepPlace {
  step: number;
  last: number;
  prev: number;
  next: number;
}

/**
 * The step showing seq `at` among `seqs` (the timeline's events, in order): the last one at or
 * before it (a move taken back shows the step before it); `index` is its position in `seqs`.
 */
export function placeIn(seqs: readonly number[], at: number): StepPlace & { index: number } {
  let index = 0;
  while (index < seqs.length - 1 && seqs[index + 1] <= at) index++;
  const seq = (i: number) => seqs[Math.min(Math.max(i, 0), seqs.length - 1)] ?? 0;
  return { index, step: seq(index), last: seq(seqs.length - 1), prev: seq(index - 1), next: seq(index + 1) };
}

/**
 * A step-by-step answer's place: `at` is the step shown (the server's same rule), its events are
 * the steps up to it (the one before is the previous step), `next` the next step's seq.
 */
export function placeOf(h: {
  at: number;
  seq: number;
  next: number | null;
  events: readonly { seq: number }[];
}): StepPlace {
  return { step: h.at, last: h.seq, prev: h.events.at(-2)?.seq ?? h.at, next: h.next ?? h.at };
}
