'use client';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { LogEntry, TurnStart } from '@/lib/engine';
import { KeyHint } from '@/components/feedback/touch';
import { turnHeading } from '@/components/log/log-turns';
import { StepKeys } from './step-keys';

/**
 * The jump list's turns headed as the log page heads them (log-turns.ts): the game's count and the
 * player's own, counted here from the turn starts ("Turn 8 · Alice's turn 3").
 */
function turnOptionLabels(turns: readonly TurnStart[], players: readonly { name: string }[]): string[] {
  const names = players.map((p) => p.name);
  const own = new Map<number, number>();
  return turns.map((t) => {
    const n = (own.get(t.player) ?? 0) + 1;
    own.set(t.player, n);
    return turnHeading(t.turn, t.player, n, names);
  });
}

export interface HistoryEventView { seq: number; seat: number | null; text: string | null; log: LogEntry[] }

/**
 * Steps through the moves: first / previous / next / last and jump to a turn (links, so the
 * browser's back works; ← and → too, said only where there is a keyboard), then whatever the step
 * shows (the board). With `onStep` (the page holds every step already) a link's click, a key or a
 * jump steps at once in the page; without it, or with no script, the link loads the step.
 */
export function HistoryStepper({ gameId, events, step, last, over, players, turns, onStep, seqs, children }: {
  gameId: string;
  /** The events up to and including `step`. */
  events: HistoryEventView[];
  step: number; last: number; over: boolean;
  players: { name: string }[];
  /** Where every turn of the game starts. */
  turns: TurnStart[];
  onStep?: (seq: number) => void;
  /**
   * The seqs there are steps at, in order, when not every seq is one (moves taken back are not
   * steps; the undo records are): previous and next go to the neighbouring ones.
   */
  seqs?: readonly number[];
  children?: ReactNode;
}) {
  const href = (seq: number) => `/games/${gameId}/history?at=${seq}`;
  const index = seqs ? seqs.indexOf(step) : step;
  const prevSeq = seqs ? seqs[index - 1] ?? 0 : step - 1;
  const nextSeq = seqs ? seqs[index + 1] ?? last : step + 1;
  const count = seqs ? seqs.length - 1 : last;
  const current = events.find((e) => e.seq === step);
  const local = (seq: number) => (onStep ? (e: React.MouseEvent) => { e.preventDefault(); onStep(seq); } : undefined);
  const nav = (label: string, seq: number, disabled: boolean, keys?: string) =>
    disabled
      ? <span aria-disabled="true" className="button disabled">{label}</span>
      : <Link className="button" href={href(seq)} aria-keyshortcuts={keys} onClick={local(seq)}>{label}</Link>;
  const stepTo = (h: string) => onStep?.(Number(new URL(h, 'http://x').searchParams.get('at')));
  return (
    <section aria-label="History" className="panel history">
      <StepKeys prev={step > 0 ? href(prevSeq) : null} next={step < last ? href(nextSeq) : null} {...(onStep ? { go: stepTo } : {})} />
      <nav aria-label="Step through moves" className="stepper">
        {nav('« First', 0, step === 0)}
        {nav('◀ Previous', prevSeq, step === 0, 'ArrowLeft')}
        <span aria-live="polite">Move {index} of {count}</span>
        {nav('Next ▶', nextSeq, step >= last, 'ArrowRight')}
        {nav('Last »', last, step >= last)}
      </nav>
      <form method="get" className="jump" onSubmit={onStep ? (e) => {
        e.preventDefault();
        const at = new FormData(e.currentTarget).get('at');
        if (typeof at === 'string' && at !== '') onStep(Number(at));
      } : undefined}>
        <label htmlFor="jump-turn">Jump to turn</label>{' '}
        <select id="jump-turn" name="at" defaultValue="">
          <option value="" disabled>Turn…</option>
          {turnOptionLabels(turns, players).map((label, i) => <option key={turns[i]!.turn} value={turns[i]!.seq}>{label}</option>)}
        </select>{' '}
        <button type="submit">Go</button>
      </form>
      {/* The move that led here; the turn bar below says whose turn it is now. */}
      <p className="step-move">{current ? (current.seat === null ? 'The game starts.' : `${players[current.seat]?.name ?? 'Player'}: ${current.text ?? 'moves'}`) : ''}</p>
      <p className="muted small">
        {over ? <>The game is over: every player&apos;s cards are shown.</> : 'While the game runs you see only what you could see at the time.'}
        <KeyHint> Keys: ← previous, → next.</KeyHint>
      </p>
      {children}
    </section>
  );
}
