'use client';
// "Sending your move…" while the table waits for the server: shown at once (the player just
// clicked and the decision box greys out), gone when the answer is on the table.
import { Progress } from './progress';

export function MoveSending({ busy }: { busy: boolean }) {
  return <Progress active={busy} label="Sending your move…" delayMs={0} />;
}
