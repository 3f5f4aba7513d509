// The Mailer over SES (AWS, or the local emulator): the only backend module that imports the SES
// client, so functions that send no mail never load it.
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import type { Mailer } from '../app/mail.js';
import type { Notification } from '../store/records.js';

export class SesMailer implements Mailer {
  constructor(readonly client: SESClient, readonly from: string) {}

  async send(n: Notification): Promise<void> {
    await this.client.send(new SendEmailCommand({
      Source: this.from,
      Destination: { ToAddresses: [n.to] },
      Message: {
        Subject: { Data: n.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: n.text, Charset: 'UTF-8' }, Html: { Data: n.html, Charset: 'UTF-8' } },
      },
    }));
  }
}
