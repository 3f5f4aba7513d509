'use client';
import type { TurnStart } from '@/lib/engine';
import { turnHeading } from '@/components/log/log-turns';

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

/**
 * Jump to a turn: a plain GET form (?at=N), so it works with no script; with `onStep` (every step
 * already in the page) it steps at once instead.
 */
export function TurnJump({
  turns,
  players,
  onStep,
}: {
  turns: readonly TurnStart[];
  players: readonly { name: string }[];
  onStep?: (seq: number) => void;
}) {
  return (
    <form
      method="get"
      className="jump"
      onSubmit={
        onStep
          ? (e) => {
              e.preventDefault();
              const at = new FormData(e.currentTarget).get('at');
              if (typeof at === 'string' && at !== '') onStep(Number(at));
            }
          : undefined
      }
    >
      <label htmlFor="jump-turn">Jump to turn</label>{' '}
      <select id="jump-turn" name="at" defaultValue="">
        <option value="" disabled>
          Turn…
        </option>
        {turnOptionLabels(turns, players).map((label, i) => (
          <option key={turns[i].turn} value={turns[i].seq}>
            {label}
          </option>
        ))}
      </select>{' '}
      <button type="submit">Go</button>
    </form>
  );
}
