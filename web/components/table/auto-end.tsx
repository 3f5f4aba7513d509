'use client';
// The "end my turn when nothing is left to do" option: kept in this browser (localStorage), on
// unless the player turns it off. When on, a turn whose only move left is ending it is ended for them.
import { useEffect, useRef, useState } from 'react';
import type { OwnDecision } from '@/lib/engine';
import { nothingLeft, type MoveData } from '@/lib/moves';

const KEY = 'dominion-by-mail:auto-end-turn';

/** The option: null until this browser's choice is read (nothing is ended for the player before). */
export function useAutoEndPref(): [boolean | null, (on: boolean) => void] {
  const [on, setOn] = useState<boolean | null>(null);
  useEffect(() => {
    try {
      setOn(window.localStorage.getItem(KEY) !== 'off');
    } catch {
      /* storage blocked: keep the default */
    }
  }, []);
  const set = (v: boolean) => {
    setOn(v);
    try {
      window.localStorage.setItem(KEY, v ? 'on' : 'off');
    } catch {
      /* storage blocked: this page only */
    }
  };
  return [on, set];
}

/** Ends the turn once per decision when that decision leaves nothing else to do and the option is on. */
export function useAutoEnd(
  decision: OwnDecision | null,
  on: boolean | null,
  busy: boolean,
  onMove: ((m: MoveData) => void) | undefined,
): void {
  const id = decision?.id;
  const done = nothingLeft(decision);
  const sentFor = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (on !== true || !done || busy || !onMove || sentFor.current === id) return;
    sentFor.current = id;
    onMove({ type: 'endPhase' });
  }, [id, on, done, busy, onMove]);
}

export function AutoEndOption({ on, set }: { on: boolean | null; set: (on: boolean) => void }) {
  return (
    <label className="check small auto-end">
      <input type="checkbox" checked={on !== false} onChange={(e) => set(e.target.checked)} />
      End my turn when nothing is left to do
    </label>
  );
}
