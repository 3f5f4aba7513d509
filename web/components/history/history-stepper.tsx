'use client';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { StepPlace } from '@contract/steps';
import type { LogEntry, TurnStart } from '@/lib/engine';
import { KeyHint } from '@/components/feedback/touch';
import { StepKeys } from './step-keys';
import { TurnJump } from './turn-jump';

export interface HistoryEventView {
  seq: number;
  seat: number | null;
  text: string | null;
  log: LogEntry[];
}

/**
 * Steps through the moves: first / previous / next / last and jump to a turn (links, so the
 * browser's back works; ← and → too, said only where there is a keyboard), then whatever the step
 * shows (the board). With `onStep` (the page holds every step already) a link's click, a key or a
 * jump steps at once in the page; without it, or with no script, the link loads the step.
 *
 * Steps are numbered by the log's seqs ("Move 14 of 40"), the same with every step in the page and
 * step by step (?at=N), and the same number as the step's address and the whole log's "#14"
 * (contract/steps.ts): previous and next go over a move taken back.
 */
export function HistoryStepper({
  gameId,
  events,
  place,
  over,
  players,
  turns,
  onStep,
  children,
}: {
  gameId: string;
  /** The events up to and including the step shown. */
  events: HistoryEventView[];
  /** The step shown, the last, and the neighbouring steps (contract/steps.ts: the same from either history answer). */
  place: StepPlace;
  over: boolean;
  players: { name: string }[];
  /** Where every turn of the game starts. */
  turns: TurnStart[];
  onStep?: (seq: number) => void;
  children?: ReactNode;
}) {
  const { step, last, prev, next } = place;
  const href = (seq: number) => `/games/${gameId}/history?at=${seq}`;
  const current = events.find((e) => e.seq === step);
  const local = (seq: number) =>
    onStep
      ? (e: React.MouseEvent) => {
          e.preventDefault();
          onStep(seq);
        }
      : undefined;
  const nav = (label: string, seq: number, disabled: boolean, keys?: string) =>
    disabled ? (
      <span aria-disabled="true" className="button disabled">
        {label}
      </span>
    ) : (
      <Link className="button" href={href(seq)} aria-keyshortcuts={keys} onClick={local(seq)}>
        {label}
      </Link>
    );
  const stepTo = (h: string) => onStep?.(Number(new URL(h, 'http://x').searchParams.get('at')));
  return (
    <section aria-label="History" className="panel history">
      <StepKeys
        prev={step > 0 ? href(prev) : null}
        next={step < last ? href(next) : null}
        {...(onStep ? { go: stepTo } : {})}
      />
      <nav aria-label="Step through moves" className="stepper">
        {nav('« First', 0, step === 0)}
        {nav('◀ Previous', prev, step === 0, 'ArrowLeft')}
        <span aria-live="polite">
          Move {step} of {last}
        </span>
        {nav('Next ▶', next, step >= last, 'ArrowRight')}
        {nav('Last »', last, step >= last)}
      </nav>
      <TurnJump turns={turns} players={players} onStep={onStep} />
      {/* The move that led here; the turn bar below says whose turn it is now. */}
      <p className="step-move">
        {current
          ? current.seat === null
            ? 'The game starts.'
            : `${players[current.seat]?.name ?? 'Player'}: ${current.text ?? 'moves'}`
          : ''}
      </p>
      <p className="muted small">
        {over ? (
          <>The game is over: every player&apos;s cards are shown.</>
        ) : (
          'While the game runs you see only what you could see at the time.'
        )}
        <KeyHint> Keys: ← previous, → next.</KeyHint>
      </p>
      {children}
    </section>
  );
}
