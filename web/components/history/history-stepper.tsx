import Link from 'next/link';
import type { LogEntry } from '@/lib/engine';
import { GameLog } from '@/components/table/log';

export interface HistoryEventView { seq: number; seat: number | null; text: string | null; log: LogEntry[] }

/** Turn numbers and the seq at which each starts (the event whose log opens the turn). */
export function turnStarts(events: readonly HistoryEventView[]): { turn: number; seq: number }[] {
  const out: { turn: number; seq: number }[] = [];
  for (const ev of events) for (const e of ev.log) if (e.kind === 'turn') out.push({ turn: out.length + 1, seq: ev.seq });
  return out;
}

/** Steps through the moves: first / previous / next / last and jump to a turn (links, so the browser's back works). */
export function HistoryStepper({ gameId, events, step, last, over, players }: {
  gameId: string; events: HistoryEventView[]; step: number; last: number; over: boolean; players: { name: string }[];
}) {
  const href = (seq: number) => `/games/${gameId}/history?at=${seq}`;
  const shown = events.filter((e) => e.seq <= step);
  const current = events.find((e) => e.seq === step);
  const nav = (label: string, seq: number, disabled: boolean) =>
    disabled ? <span aria-disabled="true" className="button disabled">{label}</span> : <Link className="button" href={href(seq)}>{label}</Link>;
  return (
    <section aria-label="History" className="panel history">
      <nav aria-label="Step through moves" className="stepper">
        {nav('« First', 0, step === 0)}
        {nav('◀ Previous', step - 1, step === 0)}
        <span>Move {step} of {last}</span>
        {nav('Next ▶', step + 1, step >= last)}
        {nav('Last »', last, step >= last)}
      </nav>
      <form method="get" className="jump">
        <label htmlFor="jump-turn">Jump to turn</label>{' '}
        <select id="jump-turn" name="at" defaultValue="">
          <option value="" disabled>Turn…</option>
          {turnStarts(events).map((t) => <option key={t.turn} value={t.seq}>Turn {t.turn}</option>)}
        </select>{' '}
        <button type="submit">Go</button>
      </form>
      <p>{current ? `${current.seat === null ? 'Setup' : players[current.seat]?.name ?? 'Player'}: ${current.text ?? 'start'}` : ''}</p>
      {!over && <p className="muted">While the game runs you see only what you could see at the time.</p>}
      <GameLog entries={shown.flatMap((e) => e.log)} players={players} title={`Log up to move ${step}`} />
    </section>
  );
}
