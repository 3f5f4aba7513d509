'use client';
// The one look of "something is on its way": a small pill pinned to the bottom of the screen (seen
// wherever the page is scrolled, also on a phone) with a spinner and what is happening. Its live
// region is always in the page, so a screen reader announces the words when they appear.
import { NOTICEABLE_MS, useDelayed } from './delayed';

export function Progress({
  active,
  label,
  delayMs = NOTICEABLE_MS,
}: {
  /** Whether the wait is under way. */
  active: boolean;
  /** What is happening, e.g. "Sending your move…". */
  label: string;
  /** Shown only once the wait has lasted this long (ms); 0 shows it at once. */
  delayMs?: number;
}) {
  const shown = useDelayed(active, delayMs);
  return (
    <div role="status" className={`progress${shown ? ' on' : ''}`}>
      {shown && (
        <>
          <span className="spinner" aria-hidden="true" />
          {label}
        </>
      )}
    </div>
  );
}
