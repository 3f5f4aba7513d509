'use client';
// Picking cards from the hand on the hand's own tiles. When the decision the viewer owes is a
// choice of cards that all sit in their hand (the engine's view says so: `fromHand`), the hand's
// tiles are the controls and the decision panel keeps only the question and its confirm button.
// The picks live here, shared by both, and start empty for every new decision.
import { useState } from 'react';
import type { OwnDecision } from '@/lib/engine';
import { grouped } from '@/components/cards/grouped';

export type HandCardsDecision = Extract<OwnDecision, { kind: 'cards' }>;

export interface HandPick {
  decision: HandCardsDecision;
  /** Copies picked, by card name. */
  counts: ReadonlyMap<string, number>;
  /** The answer's cards, in the candidates' order. */
  cards: string[];
  /** How many copies of `name` the decision allows at most (its copies among the candidates). */
  available: (name: string) => number;
  set: (name: string, n: number) => void;
}

const NONE: ReadonlyMap<string, number> = new Map();

/** The shared picks for `d` when it is a choice from the hand; null for any other decision. */
export function useHandPick(d: OwnDecision | null): HandPick | null {
  const [state, setState] = useState<{ id: number; counts: ReadonlyMap<string, number> } | null>(null);
  if (d?.kind !== 'cards' || !d.fromHand) return null;
  const counts = state?.id === d.id ? state.counts : NONE;
  const groups = grouped(d.candidates);
  const available = (name: string) => groups.find(([n]) => n === name)?.[1] ?? 0;
  return {
    decision: d,
    counts,
    cards: groups.flatMap(([name]) => Array<string>(counts.get(name) ?? 0).fill(name)),
    available,
    set: (name, n) =>
      setState({ id: d.id, counts: new Map(counts).set(name, Math.max(0, Math.min(n, available(name)))) }),
  };
}
