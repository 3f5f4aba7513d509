// Replies to game mail on AWS: SES receives mail for the reply domain (its MX record points at SES),
// and one receipt rule stores the raw message in a private bucket, then invokes the inbound
// function (asynchronously; Lambda retries twice, then the event goes to a dead-letter queue). The
// function reads the message from the bucket and runs the same inbound pipeline as the local SMTP
// server (lambdas/jobs/inbound-mail.ts). SES scans the mail (spam, virus verdicts for the function).
// The rule set must be made the active one by hand (one per account and region): docs/deploy.md.
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sesActions from 'aws-cdk-lib/aws-ses-actions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StackScope } from './config.js';
import type { BackendFunctions } from './functions.js';
import { INBOUND_HANDLER } from './handlers.js';

/** Where the receipt rule puts raw messages in the bucket; the function reads `<prefix><SES message id>`. */
export const INBOUND_PREFIX = 'inbound/';

export class InboundMail extends Construct {
  readonly bucket: s3.Bucket;
  readonly ruleSet: ses.ReceiptRuleSet;
  readonly deadLetterQueue: sqs.Queue;
  /** The function the rule invokes (INBOUND_HANDLER). */
  readonly fn: nodejs.NodejsFunction;

  /** `replyDomain`: the domain of the reply addresses (`play-…@<replyDomain>`); its MX record points at SES. */
  constructor(parts: StackScope, functions: BackendFunctions, replyDomain: string) {
    super(parts.stack, 'InboundMail');
    const { removalPolicy } = parts.settings;
    // A dev stack's bucket goes with it (its objects first); a prod one is kept.
    this.bucket = new s3.Bucket(this, 'Bucket', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      // A reply is read within seconds; a week is room for retries and a look at a failure.
      lifecycleRules: [{ expiration: Duration.days(7) }],
      removalPolicy,
      autoDeleteObjects: removalPolicy === RemovalPolicy.DESTROY,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        "Only SES writes to this bucket and only the inbound function reads it; every message is also in the function's log by SES message id.",
    });

    this.deadLetterQueue = new sqs.Queue(this, 'Dlq', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself a dead-letter queue (replies whose processing failed three times): inspected by hand.',
    });
    // Its code reads the messages (S3 GetObject, grants/roles.ts): under the prefix only.
    const fn = (this.fn = functions.add(INBOUND_HANDLER, {}, this.bucket.arnForObjects(`${INBOUND_PREFIX}*`)));
    fn.addEnvironment('INBOUND_BUCKET', this.bucket.bucketName);
    fn.addEnvironment('INBOUND_PREFIX', INBOUND_PREFIX);
    Validations.of(fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${parts.stack.getLogicalId(this.bucket.node.defaultChild as s3.CfnBucket)}.Arn>/${INBOUND_PREFIX}*]`,
      reason:
        'The function reads the messages SES stores under the prefix, named by SES message id: s3:GetObject on that prefix only.',
    });
    fn.configureAsyncInvoke({
      retryAttempts: 2,
      maxEventAge: Duration.hours(1),
      onFailure: new destinations.SqsDestination(this.deadLetterQueue),
    });

    this.ruleSet = new ses.ReceiptRuleSet(this, 'RuleSet', {
      receiptRuleSetName: parts.name('inbound'),
      rules: [
        {
          receiptRuleName: 'replies',
          recipients: [replyDomain],
          scanEnabled: true,
          tlsPolicy: ses.TlsPolicy.OPTIONAL,
          actions: [
            new sesActions.S3({ bucket: this.bucket, objectKeyPrefix: INBOUND_PREFIX }),
            new sesActions.Lambda({ function: fn, invocationType: sesActions.LambdaInvocationType.EVENT }),
          ],
        },
      ],
    });
  }
}
