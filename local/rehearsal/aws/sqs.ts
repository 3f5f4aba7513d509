// SQS for the rehearsal: a small in-process queue with the semantics the bounce pipeline relies on
// (send; receive up to 10 with a visibility timeout; ApproximateReceiveCount; delete; change
// visibility; redrive to a dead-letter queue once a message has been received maxReceiveCount
// times; retention), on the rehearsal's clock. No emulator is used: sqslite 2.1.1 speaks only
// SQS's old Query/XML protocol, and @aws-sdk/client-sqs 3.1169.0 speaks JSON (sqslite answers its
// CreateQueue with 415 Unsupported Media Type). No function calls SQS through an SDK anyway: the
// event-source mapping does, and checks sqs:* against the role with iam.ts's Authorize directly.
import { createHash, randomUUID } from 'node:crypto';
import { physicalName } from './names.js';
import { isRecord, propertyOf, resourcesOfType, REHEARSAL_SCOPE, type AwsScope, type CfnTemplate } from './template.js';

export interface ReceivedMessage {
  messageId: string;
  receiptHandle: string;
  body: string;
  md5OfBody: string;
  /** As SQS names them (and Lambda's SQS event repeats them), values as strings. */
  attributes: { ApproximateReceiveCount: string; SentTimestamp: string; ApproximateFirstReceiveTimestamp: string };
}

export class QueueError extends Error {
  constructor(
    readonly code: 'ReceiptHandleIsInvalid' | 'MessageNotInflight' | 'InvalidParameterValue',
    message: string,
  ) {
    super(message);
  }
}

interface StoredMessage {
  messageId: string;
  body: string;
  sentAt: number;
  receiveCount: number;
  firstReceivedAt: number | null;
  invisibleUntil: number;
  /** The receipt handle of the latest receive (only it may change the visibility). */
  handle: string | null;
}

export interface QueueSettings {
  name: string;
  arn: string;
  visibilityTimeoutSeconds: number;
  retentionSeconds: number;
}

export class LocalQueue {
  private messages: StoredMessage[] = [];
  private redrive: { deadLetterQueue: LocalQueue; maxReceiveCount: number } | null = null;

  constructor(
    readonly settings: QueueSettings,
    private readonly now: () => number,
  ) {}

  get name(): string {
    return this.settings.name;
  }
  get arn(): string {
    return this.settings.arn;
  }

  /** Moves a message to `deadLetterQueue` when it would be received more than `maxReceiveCount` times. */
  redriveTo(deadLetterQueue: LocalQueue, maxReceiveCount: number): void {
    this.redrive = { deadLetterQueue, maxReceiveCount };
  }

  send(body: string): { messageId: string } {
    const messageId = randomUUID();
    this.messages.push({
      messageId,
      body,
      sentAt: this.now(),
      receiveCount: 0,
      firstReceivedAt: null,
      invisibleUntil: 0,
      handle: null,
    });
    return { messageId };
  }

  receive(o: { maxMessages?: number; visibilityTimeoutSeconds?: number } = {}): ReceivedMessage[] {
    const max = o.maxMessages ?? 1;
    if (!Number.isInteger(max) || max < 1 || max > 10)
      throw new QueueError('InvalidParameterValue', `MaxNumberOfMessages must be 1 to 10, not ${max}`);
    const now = this.now();
    this.expire(now);
    const received: ReceivedMessage[] = [];
    for (const m of [...this.messages]) {
      if (received.length >= max) break;
      if (m.invisibleUntil > now) continue;
      if (this.redrive && m.receiveCount >= this.redrive.maxReceiveCount) {
        // SQS keeps the message's id, body and sent time when it moves it to the dead-letter queue.
        this.messages = this.messages.filter((x) => x !== m);
        this.redrive.deadLetterQueue.messages.push({
          ...m,
          receiveCount: 0,
          firstReceivedAt: null,
          invisibleUntil: 0,
          handle: null,
        });
        continue;
      }
      m.receiveCount++;
      m.firstReceivedAt ??= now;
      m.invisibleUntil = now + 1000 * (o.visibilityTimeoutSeconds ?? this.settings.visibilityTimeoutSeconds);
      m.handle = `${m.messageId}#${m.receiveCount}#${randomUUID()}`;
      received.push({
        messageId: m.messageId,
        receiptHandle: m.handle,
        body: m.body,
        md5OfBody: createHash('md5').update(m.body).digest('hex'),
        attributes: {
          ApproximateReceiveCount: String(m.receiveCount),
          SentTimestamp: String(m.sentAt),
          ApproximateFirstReceiveTimestamp: String(m.firstReceivedAt),
        },
      });
    }
    return received;
  }

  /** Deletes the message a receipt handle came from (as SQS, also with an older handle of it). */
  delete(receiptHandle: string): void {
    const messageId = this.messageIdOf(receiptHandle);
    this.messages = this.messages.filter((m) => m.messageId !== messageId);
  }

  changeVisibility(receiptHandle: string, visibilityTimeoutSeconds: number): void {
    const messageId = this.messageIdOf(receiptHandle);
    const m = this.messages.find((x) => x.messageId === messageId);
    const now = this.now();
    if (!m || m.handle !== receiptHandle || m.invisibleUntil <= now)
      throw new QueueError('MessageNotInflight', `Message ${messageId} is not in flight with this receipt handle`);
    m.invisibleUntil = now + 1000 * visibilityTimeoutSeconds;
  }

  /** GetQueueAttributes' counts. */
  counts(): { visible: number; inFlight: number } {
    const now = this.now();
    this.expire(now);
    const inFlight = this.messages.filter((m) => m.invisibleUntil > now).length;
    return { visible: this.messages.length - inFlight, inFlight };
  }

  /** Every message held (visible or not), oldest first, without receiving it. */
  peek(): { messageId: string; body: string; receiveCount: number }[] {
    this.expire(this.now());
    return this.messages.map((m) => ({ messageId: m.messageId, body: m.body, receiveCount: m.receiveCount }));
  }

  private messageIdOf(receiptHandle: string): string {
    const id = receiptHandle.split('#')[0];
    if (!id || receiptHandle.split('#').length !== 3)
      throw new QueueError('ReceiptHandleIsInvalid', `Not a receipt handle: ${receiptHandle}`);
    return id;
  }

  private expire(now: number): void {
    this.messages = this.messages.filter((m) => m.sentAt + 1000 * this.settings.retentionSeconds > now);
  }
}

/** SQS's defaults when the template sets nothing. */
const DEFAULT_VISIBILITY_S = 30;
const DEFAULT_RETENTION_S = 4 * 24 * 3600;

/**
 * The template's queues, by logical id, with their visibility timeout, retention and redrive
 * policy (`deadLetterTargetArn: {Fn::GetAtt: [dlq, Arn]}` links to that queue).
 */
export function localQueues(
  template: CfnTemplate,
  now: () => number,
  scope: AwsScope = REHEARSAL_SCOPE,
): Map<string, LocalQueue> {
  const entries = resourcesOfType(template, 'AWS::SQS::Queue');
  const queues = new Map(
    entries.map(([id, r]) => {
      const name = physicalName(id, r);
      const seconds = (key: string, fallback: number) => {
        const v = propertyOf(r, key);
        return typeof v === 'number' ? v : fallback;
      };
      return [
        id,
        new LocalQueue(
          {
            name,
            arn: `arn:${scope.partition}:sqs:${scope.region}:${scope.accountId}:${name}`,
            visibilityTimeoutSeconds: seconds('VisibilityTimeout', DEFAULT_VISIBILITY_S),
            retentionSeconds: seconds('MessageRetentionPeriod', DEFAULT_RETENTION_S),
          },
          now,
        ),
      ] as const;
    }),
  );
  for (const [id, r] of entries) {
    const redrive = propertyOf(r, 'RedrivePolicy');
    if (redrive === undefined) continue;
    const target =
      isRecord(redrive) && isRecord(redrive.deadLetterTargetArn)
        ? redrive.deadLetterTargetArn['Fn::GetAtt']
        : undefined;
    const dlq = Array.isArray(target) && typeof target[0] === 'string' ? queues.get(target[0]) : undefined;
    const maxReceiveCount = isRecord(redrive) ? Number(redrive.maxReceiveCount) : NaN;
    if (!dlq || !Number.isInteger(maxReceiveCount))
      throw new Error(`${id}: a RedrivePolicy the rehearsal cannot follow: ${JSON.stringify(redrive)}`);
    queues.get(id)?.redriveTo(dlq, maxReceiveCount);
  }
  return queues;
}
