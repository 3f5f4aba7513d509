// Lambda's event source mapping over an SQS queue (the bounce consumer's): receive up to the
// mapping's batch size, invoke with the SQS event, delete what succeeded. With partial batch
// responses only the named messages stay; a function that fails leaves the whole batch. What stays
// comes back after the queue's visibility timeout, and the queue's redrive policy moves a message
// that keeps failing to its dead-letter queue. The mapping receives and deletes with the function's
// role (`check`).
import type { LocalQueue } from '../aws/sqs.js';
import type { DeployedFunction } from './functions.js';

export interface QueueMappingStats {
  invocations: number;
  messages: number;
  failed: number;
}

export class QueuePoller {
  readonly stats: QueueMappingStats = { invocations: 0, messages: 0, failed: 0 };

  constructor(
    private readonly queue: LocalQueue,
    private readonly fn: DeployedFunction,
    private readonly o: {
      batchSize: number;
      partialBatch: boolean;
      region: string;
      check: (action: string) => Promise<void>;
    },
  ) {}

  /** Delivers every message visible now; resolves when a receive finds none. */
  async drain(): Promise<void> {
    for (;;) {
      await this.o.check('sqs:ReceiveMessage');
      const batch = this.queue.receive({ maxMessages: Math.min(10, this.o.batchSize) });
      if (batch.length === 0) return;
      this.stats.invocations++;
      this.stats.messages += batch.length;
      const event = {
        Records: batch.map((m) => ({
          messageId: m.messageId,
          receiptHandle: m.receiptHandle,
          body: m.body,
          attributes: m.attributes,
          messageAttributes: {},
          md5OfBody: m.md5OfBody,
          eventSource: 'aws:sqs',
          eventSourceARN: this.queue.arn,
          awsRegion: this.o.region,
        })),
      };
      let failed = new Set(batch.map((m) => m.messageId));
      try {
        const res = (await this.fn.invoke(event)) as { batchItemFailures?: { itemIdentifier: string }[] } | null;
        failed = new Set(this.o.partialBatch ? (res?.batchItemFailures ?? []).map((f) => f.itemIdentifier) : []);
      } catch {
        // The whole batch stays for a retry after its visibility timeout.
      }
      this.stats.failed += failed.size;
      const done = batch.filter((m) => !failed.has(m.messageId));
      if (done.length) await this.o.check('sqs:DeleteMessage');
      for (const m of done) this.queue.delete(m.receiptHandle);
    }
  }
}
