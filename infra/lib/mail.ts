// Mail on SES: the sending identity (a domain or one address) with its default configuration set,
// the sandbox's verified recipients, the one policy statement that lets a function send, and the
// way back for bounces and complaints (SES → the default event bus → a rule → the bounce queue,
// whose consumer is built in jobs.ts).
import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as eventTargets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as ses from 'aws-cdk-lib/aws-ses';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { StackScope } from './config.js';
import { BOUNCE_HANDLER } from './handlers.js';
import { addDeadLetterQueue, addQueue } from './queues.js';

export interface MailSettings {
  /** The SES identity: a domain (DKIM records to publish) or a single address. */
  identity: { domain: string } | { email: string };
  /** The From address of every email; must belong to the identity. */
  from: string;
  /**
   * While the account is in the SES sandbox, SES also authorizes each send against the recipient's
   * identity: these addresses are verified as identities by the stack (SES mails each a link) and
   * the sending functions may mail them. Empty once the account has production access.
   */
  sandboxRecipients?: string[];
}

export interface Mail {
  identity: ses.EmailIdentity;
  configurationSet: ses.ConfigurationSet;
  /** ses:SendEmail and ses:SendRawEmail from the identity, under the configuration set, to the sandbox's recipients. */
  sendMail: iam.PolicyStatement;
  /** SES bounces and complaints, for the bounce consumer; a message that keeps failing moves to `bouncesDlq`. */
  bounces: sqs.Queue;
  bouncesDlq: sqs.Queue;
}

export function addMail(scope: StackScope, settings: MailSettings): Mail {
  const { stack, name } = scope;
  const configurationSet = new ses.ConfigurationSet(stack, 'MailConfig', {
    configurationSetName: name('mail'),
    reputationMetrics: true,
    // SES drops later mail to addresses that bounced or complained, for this configuration set.
    suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
  });
  const identity = new ses.EmailIdentity(stack, 'MailIdentity', {
    identity:
      'domain' in settings.identity
        ? ses.Identity.domain(settings.identity.domain)
        : ses.Identity.email(settings.identity.email),
    // The default configuration set: the backend's SendEmail calls need not name it.
    configurationSet,
  });
  // Bounces and complaints go to the default event bus, then to a queue for the bounce handler.
  configurationSet.addEventDestination('BouncesToEventBridge', {
    destination: ses.EventDestination.eventBus(events.EventBus.fromEventBusName(stack, 'DefaultBus', 'default')),
    events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT],
  });
  // (The sending address, when it is the identity, is verified and allowed already.)
  const sender = 'email' in settings.identity ? settings.identity.email.toLowerCase() : undefined;
  const sandboxRecipients = (settings.sandboxRecipients ?? [])
    .filter((a) => a !== sender)
    .map(
      (address) =>
        new ses.EmailIdentity(stack, `SandboxRecipient-${address.replace(/[^A-Za-z0-9]/g, '-')}`, {
          identity: ses.Identity.email(address),
        }),
    );
  const sendMail = new iam.PolicyStatement({
    actions: ['ses:SendEmail', 'ses:SendRawEmail'],
    resources: [
      identity.emailIdentityArn,
      stack.formatArn({
        service: 'ses',
        resource: 'configuration-set',
        resourceName: configurationSet.configurationSetName,
      }),
      ...sandboxRecipients.map((r) => r.emailIdentityArn),
    ],
  });

  const bouncesDlq = addDeadLetterQueue(scope, 'BounceDlq', 'bounces-dlq');
  // Lambda wants the visibility timeout at six times the consumer's timeout or more.
  const bounces = addQueue(scope, 'BounceQueue', 'bounces', {
    deadLetterQueue: bouncesDlq,
    visibilityTimeout: Duration.seconds(6 * BOUNCE_HANDLER.timeout),
  });
  new events.Rule(stack, 'BounceRule', {
    description: 'SES bounces and complaints of the game mail.',
    eventPattern: {
      source: ['aws.ses'],
      detailType: ['Email Bounced', 'Email Complaint Received'],
      detail: { mail: { tags: { 'ses:configuration-set': [configurationSet.configurationSetName] } } },
    },
    targets: [new eventTargets.SqsQueue(bounces)],
  });
  return { identity, configurationSet, sendMail, bounces, bouncesDlq };
}
