import 'server-only';
import { SendEmailCommand, type SESClient } from '@aws-sdk/client-ses';
import type { SendVerificationRequestParams } from 'next-auth/providers/email';
import { sesClient } from './aws';
import { config } from './config';

let client: SESClient | undefined;
const ses = () => (client ??= sesClient({ region: config.region(), endpoint: config.sesEndpoint() }));

/** The link's lifetime, as next-auth is configured (lib/auth.ts). */
const VALID_FOR = '24 hours';

export function signInMail(url: string, host: string) {
  const subject = `Sign in to Dominion by Mail (${host})`;
  const text = `Sign in to Dominion by Mail with this link (it works once, within ${VALID_FOR}):\n${url}\n\nIf you did not ask for this, ignore this email.\n`;
  const safe = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const safeHost = host.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  // A phone-sized page with one big button; target: the local mail viewer shows mail in a frame,
  // the link must open the site itself.
  const html =
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>Sign in to Dominion by Mail</title></head><body style="margin:0;padding:16px;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.45;color:#222222">` +
    `<div style="max-width:560px;margin:0 auto"><p style="margin:0 0 12px;font-size:18px;font-weight:bold">Sign in to Dominion by Mail (${safeHost}) with this button.</p>` +
    `<p style="margin:20px 0"><a href="${safe}" target="_blank" style="display:inline-block;background:#2f5d3a;color:#ffffff;text-decoration:none;font-weight:bold;font-size:17px;padding:12px 22px;border-radius:6px">Sign in</a></p>` +
    `<p style="margin:0 0 12px">The link works once, within ${VALID_FOR}.</p>` +
    '<p style="margin:0;font-size:13px;color:#666666">If you did not ask for this, ignore this email.</p></div></body></html>';
  return { subject, text, html };
}

/** next-auth's magic link, sent through SES like game email (the local emulator keeps it readable). */
export async function sendVerificationRequest({ identifier, url }: SendVerificationRequestParams): Promise<void> {
  const { subject, text, html } = signInMail(url, new URL(url).host);
  await ses().send(
    new SendEmailCommand({
      Source: config.mailFrom(),
      Destination: { ToAddresses: [identifier] },
      Message: {
        Subject: { Data: subject, Charset: 'UTF-8' },
        Body: { Text: { Data: text, Charset: 'UTF-8' }, Html: { Data: html, Charset: 'UTF-8' } },
      },
    }),
  );
}
