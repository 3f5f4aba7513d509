// The mailer port: how the server sends one mail (runtime/ses-mailer.ts on AWS and locally, the
// SES emulator there; tests wrap it). The outbox (outbox/deliver.ts) is its one caller.
import type { Notification } from '../store/records.js';

export interface Mailer {
  /**
   * Sends one mail. Throws MailNotSent when it certainly was not sent (the service refused it or
   * was never reached); any other failure means the outcome is unknown.
   * `deliveryId` names this notification for good (outbox key + index).
   */
  send(n: Notification, deliveryId?: string): Promise<void>;
  /** The longest one send can take before it gives up (its timeouts): claims are derived from it. */
  readonly budgetMs: number;
  /** Whether the mail with this delivery id was accepted; undefined when this mailer cannot tell. */
  wasSent?(n: Notification, deliveryId: string): Promise<boolean | undefined>;
}

/** A send that certainly did not happen: safe to retry. */
export class MailNotSent extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MailNotSent';
  }
}
