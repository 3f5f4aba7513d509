// The rehearsal's AWS gate in front of the real local emulators (dynalite, s3rver, the SES
// emulator): real SDK clients signed as a function (access key id = its name), on a clock three
// days ahead as the rehearsal's functions are, judged against the role of a small hand-written
// template by the IAM simulator; a denial must surface as the SDK's own exception.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dynalite from 'dynalite';
import * as sesLocal from 'aws-ses-v2-local';
import {
  CreateTableCommand,
  DynamoDBClient,
  PutItemCommand,
  QueryCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SESClient, SendRawEmailCommand } from '@aws-sdk/client-ses';
import { startAwsGate, type AwsGate } from '../../local/rehearsal/aws/gate.js';
import { functionRole, iamAuthorizer } from '../../local/rehearsal/aws/iam.js';
import { localNames } from '../../local/rehearsal/aws/names.js';
import { startS3, type LocalS3 } from '../../local/rehearsal/aws/s3.js';
import { S3RVER_CREDENTIALS } from '../../local/rehearsal/aws/s3-resign.js';
import { REHEARSAL_SCOPE, type CfnTemplate } from '../../local/rehearsal/aws/template.js';

const DAYS_AHEAD = 3 * 24 * 3600 * 1000;
const FUNCTION = 'rehearsal-handler';
const ROLE_ID = 'HandlerRole1A2B3C4D';
const accountArn = (service: string, resource: string) => ({
  'Fn::Join': [
    '',
    [
      'arn:',
      { Ref: 'AWS::Partition' },
      `:${service}:`,
      { Ref: 'AWS::Region' },
      ':',
      { Ref: 'AWS::AccountId' },
      `:${resource}`,
    ],
  ],
});

/** A role allowed GetItem/Query/UpdateItem on the table and its gsi1, GetObject under inbound/, SendRawEmail from example.com. */
const TEMPLATE: CfnTemplate = {
  Resources: {
    Table: { Type: 'AWS::DynamoDB::GlobalTable', Properties: { TableName: 'rehearsal-games' } },
    Bucket: { Type: 'AWS::S3::Bucket', Properties: {} },
    Identity: { Type: 'AWS::SES::EmailIdentity', Properties: { EmailIdentity: 'example.com' } },
    [ROLE_ID]: { Type: 'AWS::IAM::Role', Properties: { AssumeRolePolicyDocument: {} } },
    HandlerPolicy: {
      Type: 'AWS::IAM::Policy',
      Properties: {
        PolicyName: 'HandlerPolicy',
        Roles: [{ Ref: ROLE_ID }],
        PolicyDocument: {
          Version: '2012-10-17',
          Statement: [
            {
              Effect: 'Allow',
              Action: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
              Resource: [
                { 'Fn::GetAtt': ['Table', 'Arn'] },
                { 'Fn::Join': ['', [{ 'Fn::GetAtt': ['Table', 'Arn'] }, '/index/gsi1']] },
              ],
            },
            {
              Effect: 'Allow',
              Action: 's3:GetObject',
              Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': ['Bucket', 'Arn'] }, '/inbound/*']] },
            },
            { Effect: 'Allow', Action: 'ses:SendRawEmail', Resource: accountArn('ses', 'identity/example.com') },
          ],
        },
      },
    },
    Handler: {
      Type: 'AWS::Lambda::Function',
      Properties: { FunctionName: FUNCTION, Role: { 'Fn::GetAtt': [ROLE_ID, 'Arn'] } },
    },
  },
};
const BUCKET = 'bucket';
const REPLY = 'From: a@example.org\r\n\r\nbuy Gold\r\n';

let db: Server;
let ses: Server;
let sesUrl: string;
let s3: LocalS3;
let gate: AwsGate;

const listening = (s: Server) => new Promise<void>((ok) => (s.listening ? ok() : s.once('listening', () => ok())));
const credentials = { accessKeyId: FUNCTION, secretAccessKey: 'unused' };
/** What a function's client has: its own key, one attempt, a clock days ahead of the emulators'. */
const asFunction = (endpoint: string | undefined, key = credentials) => ({
  endpoint,
  region: REHEARSAL_SCOPE.region,
  credentials: key,
  maxAttempts: 1,
  systemClockOffset: DAYS_AHEAD,
});
const failureOf = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('the call succeeded');
    },
    (e: Error & { $metadata?: { httpStatusCode?: number } }) => e,
  );

beforeAll(async () => {
  db = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  db.listen(0, '127.0.0.1');
  await listening(db);
  const dbUrl = `http://127.0.0.1:${(db.address() as AddressInfo).port}`;
  const direct = new DynamoDBClient({ endpoint: dbUrl, region: REHEARSAL_SCOPE.region, credentials });
  const index = (name: string) => ({
    IndexName: name,
    KeySchema: [{ AttributeName: `${name}pk`, KeyType: 'HASH' as const }],
    Projection: { ProjectionType: 'KEYS_ONLY' as const },
  });
  await direct.send(
    new CreateTableCommand({
      TableName: 'rehearsal-games',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      AttributeDefinitions: ['pk', 'gsi1pk', 'gsi2pk'].map((AttributeName) => ({
        AttributeName,
        AttributeType: 'S' as const,
      })),
      GlobalSecondaryIndexes: [index('gsi1'), index('gsi2')],
    }),
  );
  direct.destroy();

  // A CommonJS module: under Node's own ESM loader its default export is the module object, which holds the function as `default`.
  const exported: unknown = sesLocal.default;
  const start =
    typeof exported === 'function' ? sesLocal.default : (exported as { default: typeof sesLocal.default }).default;
  ses = await start({ host: '127.0.0.1', port: 0 });
  sesUrl = `http://127.0.0.1:${(ses.address() as AddressInfo).port}`;
  s3 = await startS3([BUCKET]);
  await s3.putRaw(BUCKET, 'inbound/reply-1', Buffer.from(REPLY));
  await s3.putRaw(BUCKET, 'elsewhere/reply-2', Buffer.from('secret'));

  const ctx = {
    ...REHEARSAL_SCOPE,
    stackName: 'rehearsal',
    resources: localNames(TEMPLATE, {
      scope: REHEARSAL_SCOPE,
      queueUrl: (n) => n,
      overrides: new Map([
        ['Bucket', BUCKET],
        ['Bucket.Arn', `arn:aws:s3:::${BUCKET}`],
      ]),
    }),
  };
  const role = functionRole(TEMPLATE, 'Handler', ctx);
  gate = await startAwsGate({
    upstream: { dynamodb: dbUrl, ses: sesUrl, s3: s3.url },
    authorize: iamAuthorizer([role]),
    principals: new Map([[role.functionName, { roleName: role.roleName }]]),
    sesIdentities: new Map([['example.com', {}]]),
  });
});

afterAll(async () => {
  await gate?.close();
  await s3?.stop();
  for (const s of [db, ses])
    if (s)
      await new Promise<void>((ok) => {
        s.close(() => ok());
        s.closeAllConnections();
      });
});

describe('DynamoDB through the gate', () => {
  it('lets UpdateItem through to dynalite, which does not check a date three days ahead', async () => {
    // A fresh client: after its first answer the SDK adopts the server's clock (the Date header).
    const client = new DynamoDBClient(asFunction(gate.urls.dynamodb));
    const updated = await client.send(
      new UpdateItemCommand({
        TableName: 'rehearsal-games',
        Key: { pk: { S: 'G#1' } },
        UpdateExpression: 'SET gsi1pk = :v',
        ExpressionAttributeValues: { ':v': { S: 'open' } },
        ReturnValues: 'ALL_NEW',
      }),
    );
    expect(updated.Attributes).toEqual({ pk: { S: 'G#1' }, gsi1pk: { S: 'open' } });
    expect(gate.calls.at(-1)!.signedAt! - Date.now()).toBeGreaterThan(DAYS_AHEAD - 60_000);
    client.destroy();
  });

  it("refuses PutItem with the SDK's AccessDeniedException and AWS's message", async () => {
    const client = new DynamoDBClient(asFunction(gate.urls.dynamodb));
    const denied = await failureOf(
      client.send(new PutItemCommand({ TableName: 'rehearsal-games', Item: { pk: { S: 'G#1' } } })),
    );
    expect(denied.name).toBe('AccessDeniedException');
    expect(denied.$metadata?.httpStatusCode).toBe(400);
    expect(denied.message).toBe(
      `User: arn:aws:sts::123456789012:assumed-role/${ROLE_ID}/${FUNCTION} is not authorized to perform: dynamodb:PutItem on resource: arn:aws:dynamodb:eu-west-1:123456789012:table/rehearsal-games because no identity-based policy allows the dynamodb:PutItem action`,
    );
    client.destroy();
  });

  it('judges a Query by its index: gsi1 is granted, gsi2 is not', async () => {
    const client = new DynamoDBClient(asFunction(gate.urls.dynamodb));
    const query = (index: string) =>
      new QueryCommand({
        TableName: 'rehearsal-games',
        IndexName: index,
        KeyConditionExpression: `${index}pk = :v`,
        ExpressionAttributeValues: { ':v': { S: 'open' } },
      });
    expect((await client.send(query('gsi1'))).Items).toEqual([{ pk: { S: 'G#1' }, gsi1pk: { S: 'open' } }]);
    const denied = await failureOf(client.send(query('gsi2')));
    expect(denied.name).toBe('AccessDeniedException');
    expect(denied.message).toContain(
      'on resource: arn:aws:dynamodb:eu-west-1:123456789012:table/rehearsal-games/index/gsi2 because',
    );
    client.destroy();
  });

  it("does not know a key that is no function's: UnrecognizedClientException, as AWS", async () => {
    const client = new DynamoDBClient(
      asFunction(gate.urls.dynamodb, { accessKeyId: 'stranger', secretAccessKey: 'x' }),
    );
    const denied = await failureOf(
      client.send(
        new UpdateItemCommand({
          TableName: 'rehearsal-games',
          Key: { pk: { S: 'G#1' } },
          UpdateExpression: 'SET a = :v',
          ExpressionAttributeValues: { ':v': { S: 'x' } },
        }),
      ),
    );
    expect(denied.name).toBe('UnrecognizedClientException');
    client.destroy();
  });
});

describe('S3 through the gate', () => {
  it('reads under inbound/ (signed again for s3rver) and refuses the rest with AccessDenied', async () => {
    const client = new S3Client(asFunction(gate.urls.s3));
    const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'inbound/reply-1' }));
    expect(gate.calls.at(-1)!.signedAt! - Date.now()).toBeGreaterThan(DAYS_AHEAD - 60_000);
    expect(head.ContentLength).toBe(Buffer.byteLength(REPLY));
    const got = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'inbound/reply-1' }));
    expect(await got.Body?.transformToString()).toBe(REPLY);
    const denied = await failureOf(client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'elsewhere/reply-2' })));
    expect(denied.name).toBe('AccessDenied');
    expect(denied.$metadata?.httpStatusCode).toBe(403);
    expect(denied.message).toContain(`perform: s3:GetObject on resource: "arn:aws:s3:::${BUCKET}/elsewhere/reply-2"`);
    client.destroy();
  });

  it('is needed: s3rver itself refuses a request dated three days ahead', async () => {
    const client = new S3Client({ ...asFunction(s3.url, S3RVER_CREDENTIALS), forcePathStyle: true });
    const refused = await failureOf(client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'inbound/reply-1' })));
    expect(refused.name).toBe('RequestTimeTooSkewed');
    client.destroy();
  });
});

describe('SES through the gate', () => {
  const raw = (from: string) => ({
    Data: Buffer.from(`From: ${from}\r\nTo: p@example.org\r\nSubject: Your move\r\n\r\nPlay.\r\n`),
  });

  it("sends from the identity's domain and refuses another domain with AccessDenied", async () => {
    const client = new SESClient(asFunction(gate.urls.ses));
    await client.send(
      new SendRawEmailCommand({
        Source: 'Dominion <dominion@example.com>',
        Destinations: ['p@example.org'],
        RawMessage: raw('dominion@example.com'),
      }),
    );
    expect(gate.calls.at(-1)!.signedAt! - Date.now()).toBeGreaterThan(DAYS_AHEAD - 60_000);
    const denied = await failureOf(
      client.send(
        new SendRawEmailCommand({
          Source: 'x@elsewhere.org',
          Destinations: ['p@example.org'],
          RawMessage: raw('x@elsewhere.org'),
        }),
      ),
    );
    expect(denied.name).toBe('AccessDenied');
    expect(denied.$metadata?.httpStatusCode).toBe(403);
    expect(denied.message).toContain("`arn:aws:ses:eu-west-1:123456789012:identity/elsewhere.org'");
    const { emails } = (await (await fetch(`${sesUrl}/store`)).json()) as {
      emails: { subject: string; from: string }[];
    };
    expect(emails.map((e) => e.subject)).toEqual(['Your move']);
    client.destroy();
  });
});

describe('the log', () => {
  it('records every check with its verdict, and sums them up by principal', () => {
    const refused = gate.calls
      .filter((c) => c.verdict !== 'Allowed')
      .map((c) => [c.principal, c.action ?? c.verdict, c.resource]);
    expect(refused).toEqual([
      [FUNCTION, 'dynamodb:PutItem', 'arn:aws:dynamodb:eu-west-1:123456789012:table/rehearsal-games'],
      [FUNCTION, 'dynamodb:Query', 'arn:aws:dynamodb:eu-west-1:123456789012:table/rehearsal-games/index/gsi2'],
      ['stranger', 'UnknownPrincipal', null],
      [FUNCTION, 's3:GetObject', `arn:aws:s3:::${BUCKET}/elsewhere/reply-2`],
      [FUNCTION, 'ses:SendRawEmail', 'arn:aws:ses:eu-west-1:123456789012:identity/elsewhere.org'],
    ]);
    const allowed = gate.calls.filter((c) => c.verdict === 'Allowed').map((c) => c.action);
    expect(allowed).toEqual([
      'dynamodb:UpdateItem',
      'dynamodb:Query',
      's3:GetObject',
      's3:GetObject',
      'ses:SendRawEmail',
    ]);
    const summary = gate.summary();
    expect(summary.map((s) => [s.principal, s.requests, s.allowed, s.refused])).toEqual([
      [FUNCTION, 9, 5, 4],
      ['stranger', 1, 0, 1],
    ]);
    expect(summary[0].actions.get('s3:GetObject')).toEqual({ allowed: 2, refused: 1 });
  });
});
