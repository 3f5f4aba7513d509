// The SES mailer on AWS, for the functions that send mail (the one module that loads the SES client
// on Lambda; the others pass `noMail` from build-deps.ts).
import type { MailerFactory } from './build-deps.js';
import { SESClient } from '@aws-sdk/client-ses';
import { clientConfig } from './clients.js';
import { SesMailer } from './ses-mailer.js';

export const sesMailer: MailerFactory = (s, wrap) =>
  new SesMailer(
    wrap(new SESClient(clientConfig(s.limits.ses, s.endpoints.ses, s.endpoints))),
    s.mailFrom,
    s.limits.ses,
  );
