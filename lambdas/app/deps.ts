// What the application layer runs on: the store, the mailer, the clock, link settings and how the
// projection of new log records is run. Built once per Lambda container (lambdas/aws/deps.ts) or
// once by the local runtime (local/runtime.ts).
import type { Mailer } from './mail.js';
import type { LinkSettings } from './notify.js';
import type { MailKey } from '../store/records.js';
import type { Store } from '../store/ports.js';

export interface Deps extends LinkSettings {
  store: Store;
  mailer: Mailer;
  /** The clock: every timestamp comes from here. */
  now: () => number;
  /** Write a snapshot once this many events have passed since the last one. */
  snapshotEvery: number;
  /**
   * Runs the projection of newly appended records. Locally: in-process, right after the append.
   * On AWS: a no-op, because the DynamoDB stream consumer runs the same `projectGame`.
   */
  afterAppend: (gameId: string, work: () => Promise<void>) => Promise<void>;
  /**
   * Delivers outboxes just written (mail.ts). On AWS: now, inside the function (the stream
   * consumer, or create-game's invitations). Locally: after the response, in the background.
   */
  deliverMail: (keys: readonly MailKey[]) => Promise<void>;
}
