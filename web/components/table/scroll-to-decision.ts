'use client';
// After a move the page may be scrolled away from the decision box (a phone, down at the Supply
// after a buy): when a new decision (or a question about the move) shows, the box comes back into
// view, unless it already is. Whoever asked for less motion gets a jump instead of a glide.
import { useEffect, useRef, type RefObject } from 'react';

/**
 * Whether a box shows on a screen this high: wholly, or when taller than the screen, from its top.
 * A pixel of slack: a scroll leaves boxes at fractions of a pixel.
 */
export function boxInView(box: { top: number; bottom: number }, screenHeight: number): boolean {
  if (box.top < -1) return false;
  return box.bottom - box.top <= screenHeight ? box.bottom <= screenHeight + 1 : box.top < screenHeight / 2;
}

/**
 * Scrolls `ref`'s element into view each time `key` changes to a new non-null value (not on the
 * page's first paint: the page opens at its top, where "Since your move" is).
 */
export function useScrollToDecision(ref: RefObject<HTMLElement | null>, key: string | null): void {
  const seen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    const first = seen.current === undefined;
    const changed = key !== seen.current;
    seen.current = key;
    const el = ref.current;
    if (first || !changed || key === null || !el) return;
    const box = el.getBoundingClientRect();
    if (boxInView(box, window.innerHeight)) return;
    const calm = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const fits = box.bottom - box.top <= window.innerHeight;
    el.scrollIntoView({ behavior: calm ? 'auto' : 'smooth', block: fits ? 'nearest' : 'start' });
  }, [ref, key]);
}
