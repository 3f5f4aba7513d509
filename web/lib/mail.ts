import 'server-only';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import type { SendVerificationRequestParams } from 'next-auth/providers/email';
import { config, localCredentials } from './config';

let client: SESClient | undefined;
const ses = () => (client ??= new SESClient({ region: config.region(), endpoint: config.sesEndpoint(), ...localCredentials(config.sesEndpoint()) }));

export function signInMail(url: string, host: string) {
  const subject = `Sign in to Dominion by Mail (${host})`;
  const text = `Sign in to Dominion by Mail:\n${url}\n\nIf you did not ask for this, ignore this email.\n`;
  const safe = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  // target: the local mail viewer shows mail in a frame; the link must open the site itself.
  const html = `<p>Sign in to Dominion by Mail:</p><p><a href="${safe}" target="_blank">Sign in</a></p><p>If you did not ask for this, ignore this email.</p>`;
  return { subject, text, html };
}

/** next-auth's magic link, sent through SES like game email (the local emulator keeps it readable). */
export async function sendVerificationRequest({ identifier, url }: SendVerificationRequestParams): Promise<void> {
  const { subject, text, html } = signInMail(url, new URL(url).host);
  await ses().send(new SendEmailCommand({
    Source: config.mailFrom(),
    Destination: { ToAddresses: [identifier] },
    Message: {
      Subject: { Data: subject, Charset: 'UTF-8' },
      Body: { Text: { Data: text, Charset: 'UTF-8' }, Html: { Data: html, Charset: 'UTF-8' } },
    },
  }));
}
