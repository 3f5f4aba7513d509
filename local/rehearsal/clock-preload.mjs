// The rehearsal's clock inside a process it starts (`node --import <this file> …`): `Date.now()`,
// `new Date()` and `Date()` read real time plus an offset the rehearsal controls, so the deployed
// code ages sign-in links, sessions and turn timers on the same clock as the rest of the rehearsal.
// The offset comes from REHEARSAL_CLOCK_OFFSET_MS at start and from IPC messages
// `{ type: 'clock', offsetMs }` later; each message is acknowledged with `{ type: 'clock-set', offsetMs }`.
// When the rehearsal's end of the channel closes, the process exits. Without that variable (not
// under the rehearsal) this module changes nothing.
// Everything else about Date is the real class: `instanceof Date`, `Date.UTC`, `Date.parse`,
// `new Date(x)`, the prototype and subclasses behave as without it.

const start = process.env.REHEARSAL_CLOCK_OFFSET_MS;

if (start !== undefined) {
  const RealDate = globalThis.Date;
  const realNow = RealDate.now.bind(RealDate);
  let offsetMs = Number(start);
  if (!Number.isFinite(offsetMs)) throw new Error(`REHEARSAL_CLOCK_OFFSET_MS is not a number of ms: "${start}"`);

  const now = () => realNow() + offsetMs;
  // A proxy, not a subclass: `Date()` called without `new` must still answer a string, and every
  // static (UTC, parse) and the prototype stay the real ones.
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  });

  if (process.send) {
    process.on('message', (m) => {
      if (typeof m !== 'object' || m === null || m.type !== 'clock' || !Number.isFinite(m.offsetMs)) return;
      offsetMs = m.offsetMs;
      process.send?.({ type: 'clock-set', offsetMs });
    });
    // A rehearsal that died leaves no server behind: its channel closing ends this process too.
    process.on('disconnect', () => process.exit(0));
    // Listening must not keep a process alive that would otherwise exit (a function host's last job).
    process.channel?.unref();
  }
}
