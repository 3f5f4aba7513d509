'use client';
// The browser tab says "(your move)" while something waits for the viewer, so a player with the
// game in a background tab sees it come back to them.
import { useEffect } from 'react';

export const YOUR_MOVE = '(your move) ';

/** The title without our marker (so turning it on twice never doubles it). */
export const baseTitle = (title: string) => (title.startsWith(YOUR_MOVE) ? title.slice(YOUR_MOVE.length) : title);

/**
 * Puts "(your move)" in front of the document's title while `waiting`; takes it off again when not,
 * and on leaving. Next.js writes the page's title itself, sometimes after the page is running
 * (metadata is streamed): while waiting, a title written over ours gets the marker back.
 */
export function useYourMoveTitle(waiting: boolean): void {
  useEffect(() => {
    const apply = () => {
      const base = baseTitle(document.title);
      const want = waiting ? `${YOUR_MOVE}${base}` : base;
      if (document.title !== want) document.title = want;
    };
    apply();
    if (!waiting) return;
    const watch = new MutationObserver(apply);
    watch.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      watch.disconnect();
      document.title = baseTitle(document.title);
    };
  }, [waiting]);
}

/** The same for a server-rendered page (My games): renders nothing. */
export function YourMoveTitle({ waiting }: { waiting: boolean }) {
  useYourMoveTitle(waiting);
  return null;
}
