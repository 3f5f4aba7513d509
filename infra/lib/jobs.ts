// What runs without a request: the game table's stream consumer (projections and mail of each new
// event), the scheduled runs (reminders, deadlines and the daily digest; the outbox's retry), and
// the bounce consumer. Each has a dead-letter queue for what keeps failing.
import { Duration, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as schedulerTargets from 'aws-cdk-lib/aws-scheduler-targets';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { StackScope } from './config.js';
import type { BackendFunctions } from './functions.js';
import { BOUNCE_HANDLER, OUTBOX_HANDLER, REMINDER_HANDLER, STREAM_HANDLER, type HandlerSpec } from './handlers.js';
import { addDeadLetterQueue } from './queues.js';

export interface Jobs {
  /** The stream consumer (monitoring.ts watches how far behind it is). */
  stream: lambda.Function;
  /** Dead letters: the stream's failed records (their mail), and the failed scheduled runs. */
  deadLetterQueues: { mail: sqs.Queue; reminders: sqs.Queue; outbox: sqs.Queue };
}

export interface JobsProps {
  gameTable: dynamodb.TableV2;
  /** SES bounces and complaints (mail.ts). */
  bounces: sqs.IQueue;
}

export function addJobs(scope: StackScope, functions: BackendFunctions, p: JobsProps): Jobs {
  const deadLetterQueues = {
    mail: addDeadLetterQueue(scope, 'MailDlq', 'mail-dlq'),
    reminders: addDeadLetterQueue(scope, 'ReminderDlq', 'reminders-dlq'),
    outbox: addDeadLetterQueue(scope, 'OutboxDlq', 'outbox-dlq'),
  };
  const stream = addStreamConsumer(scope, functions, p.gameTable, deadLetterQueues.mail);
  addSchedule(scope, functions, REMINDER_HANDLER, deadLetterQueues.reminders, scope.settings.reminderEvery);
  addSchedule(scope, functions, OUTBOX_HANDLER, deadLetterQueues.outbox, scope.settings.outboxEvery);

  // Bounces and complaints, a few at a time: only the failed messages of a batch come back
  // (partial batch failures), and one that keeps failing (5 receives) moves to bounces-dlq.
  // The poller's own cap (not reserved concurrency, which would throttle messages into the DLQ).
  functions.add(BOUNCE_HANDLER).addEventSource(
    new SqsEventSource(p.bounces, {
      batchSize: 10,
      maxBatchingWindow: Duration.seconds(5),
      reportBatchItemFailures: true,
      maxConcurrency: 2,
    }),
  );
  return { stream, deadLetterQueues };
}

function addStreamConsumer(
  scope: StackScope,
  functions: BackendFunctions,
  gameTable: dynamodb.TableV2,
  mailDlq: sqs.IQueue,
): lambda.Function {
  const stream = functions.add(
    STREAM_HANDLER,
    scope.settings.reservedConcurrency ? { reservedConcurrentExecutions: 5 } : {},
  );
  stream.addEventSource(
    new DynamoEventSource(gameTable, {
      startingPosition: lambda.StartingPosition.TRIM_HORIZON,
      batchSize: 25,
      maxBatchingWindow: Duration.seconds(1),
      retryAttempts: 5,
      // The consumer names the earliest record of a game it could not project (onStream): Lambda
      // retries from there, and after the retries sends it to the dead-letter queue.
      reportBatchItemFailures: true,
      bisectBatchOnError: true,
      onFailure: new SqsDlq(mailDlq),
      // Only new events are projected (the consumer skips everything else anyway).
      filters: [
        lambda.FilterCriteria.filter({
          // CDK types its filter rules as `any`: they are JSON fragments of the event pattern.
          eventName: lambda.FilterRule.isEqual('INSERT') as unknown,
          dynamodb: { NewImage: { sk: { S: lambda.FilterRule.beginsWith('EV#') as unknown } } },
        }),
      ],
    }),
  );
  return stream;
}

/** A job run by EventBridge Scheduler every `every`; a failed run (after 2 retries) goes to `dlq`. */
function addSchedule(
  scope: StackScope,
  functions: BackendFunctions,
  spec: HandlerSpec,
  dlq: sqs.IQueue,
  every: Duration,
): void {
  const { stack, settings, name } = scope;
  // One run at a time: two runs would read the same due games (WAITING shards) and pending mail (OUTBOX shards).
  const fn = functions.add(spec, {
    deadLetterQueue: dlq,
    retryAttempts: 0,
    ...(settings.reservedConcurrency ? { reservedConcurrentExecutions: 1 } : {}),
  });
  new scheduler.Schedule(stack, `Schedule-${spec.name}`, {
    scheduleName: name(spec.name),
    description: `Runs ${spec.exportName}.`,
    schedule: scheduler.ScheduleExpression.rate(every),
    target: new schedulerTargets.LambdaInvoke(fn, {
      deadLetterQueue: dlq,
      retryAttempts: 2,
      maxEventAge: Duration.minutes(10),
    }),
  });
  Validations.of(stack).acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${stack.getLogicalId(fn.node.defaultChild as lambda.CfnFunction)}.Arn>:*]`,
    reason: 'The schedule may invoke only this function (any of its versions): lambda:InvokeFunction on its ARN.',
  });
}
