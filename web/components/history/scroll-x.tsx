// A wide thing (the VP chart, a table with a column per player) that scrolls sideways on a narrow
// screen: focusable and named, so the keyboard can scroll it too (axe: scrollable-region-focusable).
import type { ReactNode } from 'react';

export function ScrollX({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="scroll-x" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
