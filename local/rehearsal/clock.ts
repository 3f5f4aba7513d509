// The rehearsal's clock: real time plus an offset that only moves forward. Every process the
// rehearsal starts (function containers, the web server) reads the same offset (clock-preload.mjs),
// so a grace period, a reminder interval or a deadline passes in a step instead of in hours.
export class RehearsalClock {
  private offset = 0;
  private readonly listeners: ((offsetMs: number) => void)[] = [];

  get offsetMs(): number {
    return this.offset;
  }

  now(): number {
    return Date.now() + this.offset;
  }

  /** Moves the clock forward by `ms` and tells every listener (the web server's process). */
  advance(ms: number): void {
    if (!(ms >= 0)) throw new Error(`The clock only moves forward (asked ${ms} ms).`);
    this.offset += ms;
    for (const l of this.listeners) l(this.offset);
  }

  onChange(l: (offsetMs: number) => void): void {
    this.listeners.push(l);
  }
}
