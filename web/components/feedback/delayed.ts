'use client';
// A wait is worth showing only once it is long enough to notice: a flag that turns on after `ms`
// of being asked for, and off at once, so quick answers never flash an indicator.
import { useEffect, useState } from 'react';

/** How long a wait may last before it gets an indicator (ms). */
export const NOTICEABLE_MS = 300;

/** True once `active` has stayed true for `ms` (at once when `ms` is 0); false as soon as it ends. */
export function useDelayed(active: boolean, ms: number = NOTICEABLE_MS): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!active) {
      setLate(false);
      return;
    }
    if (ms <= 0) {
      setLate(true);
      return;
    }
    const t = setTimeout(() => setLate(true), ms);
    return () => clearTimeout(t);
  }, [active, ms]);
  return active && (late || ms <= 0);
}
