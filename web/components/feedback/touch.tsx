'use client';
// Keyboard hints ("←/→ keys") mean nothing on a phone or tablet. A touch screen is one whose main
// pointer cannot hover or is coarse; the CSS rule on `.key-hint` hides the hint from the first
// paint, and the hook takes it out of the page (and of what a screen reader reads) once running.
import { useSyncExternalStore, type ReactNode } from 'react';

export const TOUCH_QUERY = '(hover: none), (pointer: coarse)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const q = window.matchMedia(TOUCH_QUERY);
  q.addEventListener('change', onChange);
  return () => q.removeEventListener('change', onChange);
}
const isTouch = () => typeof window.matchMedia === 'function' && window.matchMedia(TOUCH_QUERY).matches;

/** Whether the main pointer is a finger (false on the server: the CSS rule covers the first paint). */
export function useTouchScreen(): boolean {
  return useSyncExternalStore(subscribe, isTouch, () => false);
}

/** A hint about keys, left out on touch screens. */
export function KeyHint({ children }: { children: ReactNode }) {
  return useTouchScreen() ? null : <span className="key-hint">{children}</span>;
}
