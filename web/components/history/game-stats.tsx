// The game's statistics under its history: the VP chart and, once the game is over, each player's
// final deck. Shared by both history pages (the timeline stepped in the page, and the per-step
// pages of a game too long for one timeline).
import type { HistoryStats } from '@contract/api';
import { DeckTable } from './deck-table';
import { VpChart } from './vp-chart';

/** `names`: the players' names by seat; `currentTurn`: the turn of the step shown (marked on the chart). */
export function GameStats({
  stats,
  names,
  over,
  currentTurn,
}: {
  stats: HistoryStats | null;
  names: string[];
  over: boolean;
  currentTurn: number;
}) {
  if (!stats) return null;
  return (
    <>
      {/* A spectator has no line of their own before the end: no chart until then. */}
      {stats.seats.length > 0 && (
        <VpChart
          points={stats.vp}
          names={stats.seats.map((s) => names[s] ?? `Player ${s + 1}`)}
          over={over}
          currentTurn={currentTurn}
        />
      )}
      {stats.decks && <DeckTable decks={stats.decks} names={names} />}
    </>
  );
}
