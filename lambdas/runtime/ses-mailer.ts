// The Mailer over SES (AWS, or the local emulator): the only backend module that imports the SES
// client, so functions that send no mail never load it. It tells a send that certainly did not
// happen (MailNotSent) from one whose outcome is unknown (a timeout once connected). A mail with a
// thread (every mail about a game: letters/thread.ts) goes as a raw message, the only way SES v1 sends
// the In-Reply-To and References headers that thread it (mime.ts); mail without one (the digest,
// mail queued before threads) as a simple SendEmail.
import { SESClient, SendEmailCommand, SendRawEmailCommand } from '@aws-sdk/client-ses';
import { rawMessage } from '../letters/mime.js';
import { MailNotSent, type Mailer } from '../kernel/mailer.js';
import type { Notification } from '../store/records.js';
import { callBudgetMs, certainlyNotDone, type CallLimits } from './clients.js';

export class SesMailer implements Mailer {
  readonly budgetMs: number;
  constructor(
    readonly client: SESClient,
    readonly from: string,
    limits: CallLimits,
  ) {
    this.budgetMs = callBudgetMs(limits);
  }

  async send(n: Notification, deliveryId?: string): Promise<void> {
    // SES reports the tag with the message's sending, delivery and bounce events.
    const tags = deliveryId
      ? { Tags: [{ Name: 'delivery', Value: deliveryId.replace(/[^A-Za-z0-9_.@-]/g, '-') }] }
      : {};
    try {
      if (n.thread) {
        await this.client.send(
          new SendRawEmailCommand({
            Source: this.from,
            Destinations: [n.to],
            RawMessage: { Data: Buffer.from(rawMessage(this.from, n)) },
            ...tags,
          }),
        );
        return;
      }
      await this.client.send(
        new SendEmailCommand({
          Source: this.from,
          Destination: { ToAddresses: [n.to] },
          ...(n.replyTo ? { ReplyToAddresses: [n.replyTo] } : {}),
          Message: {
            Subject: { Data: n.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: n.text, Charset: 'UTF-8' }, Html: { Data: n.html, Charset: 'UTF-8' } },
          },
          ...tags,
        }),
      );
    } catch (e) {
      if (certainlyNotDone(e))
        throw new MailNotSent(`SES did not send the mail: ${(e as Error).message}`, { cause: e });
      throw e;
    }
  }
}
