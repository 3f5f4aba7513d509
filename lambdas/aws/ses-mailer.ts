// The Mailer over SES (AWS, or the local emulator): the only backend module that imports the SES
// client, so functions that send no mail never load it. It tells a send that certainly did not
// happen (MailNotSent) from one whose outcome is unknown (a timeout once connected).
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { MailNotSent, type Mailer } from '../app/mail.js';
import type { Notification } from '../store/records.js';
import { callBudgetMs, certainlyNotDone, type CallLimits } from './clients.js';

export class SesMailer implements Mailer {
  readonly budgetMs: number;
  constructor(readonly client: SESClient, readonly from: string, limits: CallLimits) {
    this.budgetMs = callBudgetMs(limits);
  }

  async send(n: Notification, deliveryId?: string): Promise<void> {
    try {
      await this.client.send(new SendEmailCommand({
        Source: this.from,
        Destination: { ToAddresses: [n.to] },
        ...(n.replyTo ? { ReplyToAddresses: [n.replyTo] } : {}),
        Message: {
          Subject: { Data: n.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: n.text, Charset: 'UTF-8' }, Html: { Data: n.html, Charset: 'UTF-8' } },
        },
        // SES reports the tag with the message's sending, delivery and bounce events.
        ...(deliveryId ? { Tags: [{ Name: 'delivery', Value: deliveryId.replace(/[^A-Za-z0-9_.@-]/g, '-') }] } : {}),
      }));
    } catch (e) {
      if (certainlyNotDone(e)) throw new MailNotSent(`SES did not send the mail: ${(e as Error).message}`, { cause: e });
      throw e;
    }
  }
}
