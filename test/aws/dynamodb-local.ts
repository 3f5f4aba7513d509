// The DynamoDB Local tier's helpers: the emulator and Lambda's stream mapping (shared with the
// rehearsal, local/rehearsal/), and turning on what the CDK stack sets on the game table.
import {
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import type { DynamoDbLocal } from '../../local/rehearsal/dynamodb-local.js';

export { REGION, startDynamoDbLocal, type DynamoDbLocal } from '../../local/rehearsal/dynamodb-local.js';
export { StreamPoller, type StreamHandler as Handler } from '../../local/rehearsal/lambda/stream-mapping.js';

/** Turns on what the CDK stack sets on the game table: a NEW_IMAGE stream and TTL on `expiresAt`. Returns the stream's ARN. */
export async function enableStreamAndTtl(db: DynamoDbLocal, table: string): Promise<string> {
  await db.client.send(
    new UpdateTableCommand({
      TableName: table,
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
    }),
  );
  await db.client.send(
    new UpdateTimeToLiveCommand({
      TableName: table,
      TimeToLiveSpecification: { Enabled: true, AttributeName: 'expiresAt' },
    }),
  );
  const ttl = await db.client.send(new DescribeTimeToLiveCommand({ TableName: table }));
  if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') throw new Error('TTL is not enabled');
  const d = await db.client.send(new DescribeTableCommand({ TableName: table }));
  return d.Table!.LatestStreamArn!;
}
