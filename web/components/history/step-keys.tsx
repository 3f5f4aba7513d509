'use client';
import { useEffect } from 'react';

/** True when a key press belongs to a control (typing, choosing) rather than to the page. */
const inControl = (t: EventTarget | null) => t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|SELECT|TEXTAREA|BUTTON|SUMMARY)$/.test(t.tagName));

/**
 * The ← and → keys step to the previous and next move (the links stay the way for everyone else).
 * `go` is the navigation; by default a plain page load, like following the link.
 */
export function StepKeys({ prev, next, go = (href) => window.location.assign(href) }: { prev: string | null; next: string | null; go?: (href: string) => void }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || inControl(e.target)) return;
      const href = e.key === 'ArrowLeft' ? prev : e.key === 'ArrowRight' ? next : null;
      if (!href) return;
      e.preventDefault();
      go(href);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [prev, next, go]);
  return null;
}
