'use client';
import { useEffect } from 'react';
import { announceNavigation } from '@/components/feedback/navigation-progress';

/** True when a key press belongs to a control (typing, choosing) rather than to the page. */
const inControl = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|SELECT|TEXTAREA|BUTTON|SUMMARY)$/.test(t.tagName));

/**
 * By default a key does what a click on the page's link to the same step does (the site's own fast
 * page change, with its loading indicator); a plain page load when there is no such link.
 */
function follow(href: string): void {
  const link = [...document.querySelectorAll('a[href]')].find((a) => a.getAttribute('href') === href);
  if (link instanceof HTMLElement) {
    link.click();
    return;
  }
  announceNavigation();
  window.location.assign(href);
}

/**
 * The ← and → keys step to the previous and next move (the links stay the way for everyone else).
 * `go` is the navigation.
 */
export function StepKeys({
  prev,
  next,
  go = follow,
}: {
  prev: string | null;
  next: string | null;
  go?: (href: string) => void;
}) {
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
