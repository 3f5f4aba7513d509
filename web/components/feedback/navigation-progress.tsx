'use client';
// A page change that takes a while (a history step is a server round trip of about a second) gets
// the same "Loading…" pill as every other wait once it passes 300 ms. It starts on a click on a
// link to another page of this site, on a GET form's submit (Jump to turn), or when code announces
// a navigation (the history's arrow keys); it ends when the address changes.
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Progress } from './progress';

/** The event code dispatches on `window` before it navigates by itself. */
export const NAVIGATING = 'dominion:navigating';

export function announceNavigation(): void {
  window.dispatchEvent(new Event(NAVIGATING));
}

/** Whether a click on this link leaves the current page within this site, in this tab. */
export function leavesPage(
  a: HTMLAnchorElement,
  e: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
  here: Location,
): boolean {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return false;
  if ((a.target && a.target !== '_self') || a.hasAttribute('download') || !a.getAttribute('href')) return false;
  const to = new URL(a.href, here.href);
  return to.origin === here.origin && (to.pathname !== here.pathname || to.search !== here.search);
}

export function NavigationProgress() {
  const [going, setGoing] = useState(false);
  const pathname = usePathname();
  const search = useSearchParams().toString();
  // Arrived (or went back): whatever was loading is done.
  useEffect(() => setGoing(false), [pathname, search]);
  useEffect(() => {
    const start = () => setGoing(true);
    const onClick = (e: MouseEvent) => {
      const a = e.target instanceof Element ? e.target.closest('a') : null;
      if (a && leavesPage(a, e, window.location)) start();
    };
    const onSubmit = (e: SubmitEvent) => {
      const f = e.target;
      if (f instanceof HTMLFormElement && f.method === 'get' && !e.defaultPrevented) start();
    };
    const stop = () => setGoing(false);
    document.addEventListener('click', onClick);
    document.addEventListener('submit', onSubmit);
    window.addEventListener(NAVIGATING, start);
    window.addEventListener('pageshow', stop);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('submit', onSubmit);
      window.removeEventListener(NAVIGATING, start);
      window.removeEventListener('pageshow', stop);
    };
  }, []);
  return <Progress active={going} label="Loading…" />;
}
