// The stack's SQS queues: the dead-letter queues (of the stream consumer's mail, the two scheduled
// jobs and the bounce consumer) and the bounce queue itself. All are kept 14 days, encrypted by
// SQS and reachable over TLS only.
import { Duration, Validations } from 'aws-cdk-lib';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { StackScope } from './config.js';

/** A queue a function consumes: where its failures go and how long a received message stays hidden. */
export interface QueueConsumer {
  deadLetterQueue: sqs.IQueue;
  visibilityTimeout: Duration;
}

export function addQueue({ stack, name }: StackScope, id: string, suffix: string, consumer?: QueueConsumer): sqs.Queue {
  return new sqs.Queue(stack, id, {
    queueName: name(suffix),
    retentionPeriod: Duration.days(14),
    encryption: sqs.QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    ...(consumer
      ? {
          deadLetterQueue: { queue: consumer.deadLetterQueue, maxReceiveCount: 5 },
          visibilityTimeout: consumer.visibilityTimeout,
        }
      : {}),
  });
}

/** A dead-letter queue: nothing consumes it, so it has no dead-letter queue of its own. */
export function addDeadLetterQueue(scope: StackScope, id: string, suffix: string): sqs.Queue {
  const queue = addQueue(scope, id, suffix);
  Validations.of(queue).acknowledge({
    id: 'AwsSolutions-SQS3',
    reason: 'This queue is itself a dead-letter queue: its messages are inspected by hand (alarm on depth).',
  });
  return queue;
}
