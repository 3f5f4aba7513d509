// What the application layer runs on: the store, the mailer, the clock, link settings, how the
// projection of new log records is run, and the observability port (logs and metrics). Built once per Lambda container (lambdas/runtime/build-deps.ts) or
// once by the local runtime (local/runtime.ts).
import type { Mailer } from './mailer.js';
import type { Observability } from './observability.js';
import type { LinkSettings } from './link-settings.js';
import type { RematchPort } from './rematch-port.js';
import type { MailKey } from '../store/records.js';
import type { Store } from '../store/ports.js';

export interface Deps extends LinkSettings {
  store: Store;
  mailer: Mailer;
  /** Log lines and metrics; within a request or job run, scoped to it (its request id, game, seq). */
  obs: Observability;
  /** The clock: every timestamp comes from here. */
  now: () => number;
  /** Write a snapshot once this many events have passed since the last one. */
  snapshotEvery: number;
  /** How long a sighting at the table holds that player's "your move" mail (notices.ts; default PRESENT_MS). */
  presentMs?: number;
  /**
   * The most moves one history timeline holds (default TIMELINE_MAX_STEPS): past it the history
   * steps by ?at=N. Only the local runtime sets it (a browser test of that page); never read on AWS.
   */
  timelineMaxSteps?: number;
  /**
   * Runs the projection of newly appended records. Locally: in-process, right after the append.
   * On AWS: a no-op, because the DynamoDB stream consumer runs the same `projectGame`.
   */
  afterAppend: (gameId: string, work: () => Promise<void>) => Promise<void>;
  /**
   * Delivers outboxes just written (outbox/deliver.ts). On AWS: now, inside the function (the stream
   * consumer, or create-game's invitations). Locally: after the response, in the background.
   */
  deliverMail: (keys: readonly MailKey[]) => Promise<void>;
  /** The rematch, for replies by mail (inbound/ sits below rematch/); set only where replies are read. */
  rematch?: RematchPort;
}
