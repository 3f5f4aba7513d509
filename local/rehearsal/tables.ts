// The template's DynamoDB tables, made on DynamoDB Local exactly as declared: keys, attribute
// types, global secondary indexes with their projections, the stream's view type and the TTL
// attribute. CloudFormation would make them on deploy; nothing in the backend creates them.
import {
  CreateTableCommand,
  DescribeTableCommand,
  UpdateTimeToLiveCommand,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import type { DynamoDbLocal } from './dynamodb-local.js';
import { propertyOf, resourcesOfType, type AwsScope, type CfnTemplate } from './aws/template.js';

export interface LocalTable {
  logicalId: string;
  name: string;
  /** The table's ARN in the rehearsal's account (what the policies name). */
  arn: string;
  /** The stream's ARN as DynamoDB Local gives it (what the stream mapping reads), when there is a stream. */
  localStreamArn?: string;
  /** The same stream in the rehearsal's account (what the policies name). */
  streamArn?: string;
}

type Props = {
  TableName: string;
  AttributeDefinitions: CreateTableCommandInput['AttributeDefinitions'];
  KeySchema: CreateTableCommandInput['KeySchema'];
  GlobalSecondaryIndexes?: {
    IndexName: string;
    KeySchema: NonNullable<CreateTableCommandInput['KeySchema']>;
    Projection: { ProjectionType: 'ALL' | 'KEYS_ONLY' | 'INCLUDE'; NonKeyAttributes?: string[] };
  }[];
  StreamSpecification?: { StreamViewType: 'NEW_IMAGE' | 'OLD_IMAGE' | 'NEW_AND_OLD_IMAGES' | 'KEYS_ONLY' };
  TimeToLiveSpecification?: { AttributeName: string; Enabled: boolean };
};

export async function createTables(template: CfnTemplate, db: DynamoDbLocal, scope: AwsScope): Promise<LocalTable[]> {
  const out: LocalTable[] = [];
  const tables = [
    ...resourcesOfType(template, 'AWS::DynamoDB::GlobalTable'),
    ...resourcesOfType(template, 'AWS::DynamoDB::Table'),
  ];
  for (const [logicalId, r] of tables) {
    // The template's JSON for a table resource: the properties the rehearsal reads (Props).
    const p = r.Properties as unknown as Props;
    if (typeof propertyOf(r, 'TableName') !== 'string')
      throw new Error(`${logicalId}: the rehearsal needs a fixed TableName`);
    await db.client.send(
      new CreateTableCommand({
        TableName: p.TableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: p.AttributeDefinitions,
        KeySchema: p.KeySchema,
        ...(p.GlobalSecondaryIndexes
          ? {
              GlobalSecondaryIndexes: p.GlobalSecondaryIndexes.map((g) => ({
                IndexName: g.IndexName,
                KeySchema: g.KeySchema,
                Projection: g.Projection,
              })),
            }
          : {}),
        ...(p.StreamSpecification
          ? { StreamSpecification: { StreamEnabled: true, StreamViewType: p.StreamSpecification.StreamViewType } }
          : {}),
      }),
    );
    if (p.TimeToLiveSpecification?.Enabled) {
      await db.client.send(
        new UpdateTimeToLiveCommand({
          TableName: p.TableName,
          TimeToLiveSpecification: { Enabled: true, AttributeName: p.TimeToLiveSpecification.AttributeName },
        }),
      );
    }
    const d = await db.client.send(new DescribeTableCommand({ TableName: p.TableName }));
    const arn = `arn:${scope.partition}:dynamodb:${scope.region}:${scope.accountId}:table/${p.TableName}`;
    const localStreamArn = d.Table?.LatestStreamArn;
    const label = localStreamArn?.split('/stream/')[1];
    out.push({
      logicalId,
      name: p.TableName,
      arn,
      ...(localStreamArn && label ? { localStreamArn, streamArn: `${arn}/stream/${label}` } : {}),
    });
  }
  return out;
}
