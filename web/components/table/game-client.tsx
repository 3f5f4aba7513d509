'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MoveSending } from '@/components/feedback/sending';
import { useYourMoveTitle } from '@/components/feedback/tab-title';
import { SincePanel } from '@/components/since/since-panel';
import type { MoveData } from '@/lib/moves';
import { GameTable } from './game-table';
import { UndoBar } from './undo-bar';
import { RefreshWhenEnded } from './refresh-when-ended';
import type { TableData } from './table-data';
import type { UndoAction } from '@contract/api';

export interface GameClientProps {
  gameId: string;
  initial: Extract<TableData, { ok: true }>;
  load: (gameId: string) => Promise<TableData>;
  send: (input: { gameId: string; expectedSeq: number; idempotencyKey: string; move: MoveData }) => Promise<TableData>;
  /** Takes moves back, asks to, or answers a request (absent: no undo control). */
  sendUndo?: (input: {
    gameId: string;
    expectedSeq: number;
    idempotencyKey: string;
    undo: UndoAction;
  }) => Promise<TableData>;
  /** How often to look for others' moves while the viewer owes nothing (ms). */
  pollMs?: number;
  /**
   * While the viewer owes a move, how often the open page tells the server they are here (ms): their
   * "your move" mail waits while they are (the server counts them gone a few minutes after).
   */
  heartbeatMs?: number;
}

const newKey = () => `w-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * Keeps the table current: sends a move (with its own idempotency key) and polls for others'.
 * "Since your move" comes with every load, so it follows the table's own moves and each poll.
 */
export function GameClient({
  gameId,
  initial,
  load,
  send,
  sendUndo,
  pollMs = 4000,
  heartbeatMs = 60_000,
}: GameClientProps) {
  const [data, setData] = useState(initial);
  const { busy, error, setError, sending } = useOneRequest();
  const latest = useRef(data);
  latest.current = data;

  const onMove = useCallback(
    (move: MoveData) =>
      sending('The move could not be sent. Check your connection and try again.', async () => {
        const { r, fresh } = await sendAgainIfStillOwed(gameId, move, latest, send, load);
        if (r.ok) {
          latest.current = r;
          setData(r);
          return;
        }
        setError(r.stale ? 'The game moved on before your move arrived: the table now shows where it is.' : r.message);
        const shown = fresh ?? (await load(gameId));
        if (shown.ok) setData(shown);
      }),
    [gameId, load, send, sending],
  );

  const onUndo = useCallback(
    (undo: UndoAction) => {
      if (!sendUndo) return;
      sending('The request could not be sent. Check your connection and try again.', async () => {
        const r = await sendUndo({ gameId, expectedSeq: latest.current.seq, idempotencyKey: newKey(), undo });
        if (r.ok) {
          latest.current = r;
          setData(r);
          return;
        }
        setError(r.stale ? 'The game moved on first: the table now shows where it is.' : r.message);
        const fresh = await load(gameId);
        if (fresh.ok) setData(fresh);
      });
    },
    [gameId, load, sendUndo, sending],
  );

  const mine = !!data.view?.decision;
  useYourMoveTitle(mine);
  const over = !!data.view?.result || data.status === 'over';
  useTablePolling({ gameId, load, latest, setData, active: !over && !busy, everyMs: mine ? heartbeatMs : pollMs });

  if (!data.view) return <p>The game has not started: waiting for every invited player to join.</p>;
  return (
    <>
      <SincePanel lines={data.since} view={data.view} />
      {/* A state a take-back reached is never ended by itself: the player came back to choose again. */}
      <GameTable
        view={data.view}
        log={data.log}
        onMove={onMove}
        busy={busy}
        error={error}
        historyHref={`/games/${gameId}/history`}
        autoEndOff={!!data.undo?.takenBack}
        {...(data.playerHrefs ? { playerHrefs: data.playerHrefs } : {})}
        undoControl={
          sendUndo && (
            <UndoBar
              undo={data.undo}
              viewer={data.view.viewer}
              players={data.view.players}
              onUndo={onUndo}
              busy={busy}
            />
          )
        }
      />
      <MoveSending busy={busy} />
      {over && !initial.view?.result && initial.status !== 'over' && <RefreshWhenEnded />}
    </>
  );
}

/**
 * Others' moves while the viewer waits; while it is their move, a slow heartbeat (each load says
 * the page is open). A hidden tab does neither: its player is not at the table.
 * (A request to take moves back shows with the next heartbeat.)
 */
function useTablePolling({
  gameId,
  load,
  latest,
  setData,
  active,
  everyMs,
}: {
  gameId: string;
  load: GameClientProps['load'];
  latest: { current: { seq: number } };
  setData: (d: Extract<TableData, { ok: true }>) => void;
  active: boolean;
  everyMs: number;
}) {
  useEffect(() => {
    if (!active) return;
    // A failed load is skipped: the next tick tries again.
    const poll = async () => {
      if (document.visibilityState === 'hidden') return;
      const r = await load(gameId).catch(() => null);
      if (r?.ok && r.seq !== latest.current.seq) setData(r);
    };
    const t = setInterval(() => {
      void poll();
    }, everyMs);
    return () => clearInterval(t);
  }, [active, everyMs, gameId, load, latest, setData]);
}

/**
 * Sends a move. When someone else moved meanwhile (e.g. both players pass for Masquerade at once)
 * and the very decision it answers is still owed, the answer still holds: it is sent again at the
 * new seq (same key: the refused try wrote nothing). Returns the answer, and the table read on the
 * way when the move was not sent again (it shows the new state).
 */
async function sendAgainIfStillOwed(
  gameId: string,
  move: MoveData,
  latest: { current: GameClientProps['initial'] },
  send: GameClientProps['send'],
  load: GameClientProps['load'],
) {
  const asked = latest.current.view?.decision?.id;
  const key = newKey();
  let r = await send({ gameId, expectedSeq: latest.current.seq, idempotencyKey: key, move });
  let fresh: TableData | null = null;
  if (!r.ok && r.stale) {
    fresh = await load(gameId);
    if (fresh.ok && asked !== undefined && fresh.view?.decision?.id === asked) {
      latest.current = fresh;
      r = await send({ gameId, expectedSeq: fresh.seq, idempotencyKey: key, move });
      fresh = null;
    }
  }
  return { r, fresh };
}

/** One request at a time: the table is busy while it runs, and a thrown error shows `lost` (so nothing it starts can reject). */
function useOneRequest() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sending = useCallback((lost: string, work: () => Promise<void>): void => {
    setBusy(true);
    setError(null);
    void work()
      .catch(() => setError(lost))
      .finally(() => setBusy(false));
  }, []);
  return { busy, error, setError, sending };
}
