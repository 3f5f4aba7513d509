// The SES mailer on AWS, for the functions that send mail (the one module that loads the SES client
// on Lambda; the others pass `noMail` from aws-context.ts).
import { SESClient } from '@aws-sdk/client-ses';
import type { MailerFactory } from './deps.js';
import { SesMailer } from './ses-mailer.js';

export const sesMailer: MailerFactory = (env) => new SesMailer(new SESClient({}), env.MAIL_FROM ?? 'dominion@example.com');
