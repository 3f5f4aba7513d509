// Template assertions on the synthesized dev stack, offline: its resources, roles, alarms and
// dashboard. The prod stage and the options (custom domain, sandbox recipients, secret rotation):
// stack-variants.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import {
  ALL_HANDLERS,
  API_HANDLERS,
  BOUNCE_HANDLER,
  OUTBOX_HANDLER,
  REMINDER_HANDLER,
  STREAM_HANDLER,
} from '../lib/handlers.js';
import { REACHED, reachOf } from '../grants/roles.js';
import { actionsOf, excessGrants, missingGrants, roleStatements, type TemplateJson } from './grant-check.js';
import { asList, fnId, idOf, noBundling, of, statements, synth, type Synth } from './support.js';

describe('dev stage', () => {
  let s: Synth;
  let t: Template;
  let gameTable: string;
  beforeAll(() => {
    s = synth({ stage: 'dev' });
    t = s.template;
    gameTable = idOf(t, 'AWS::DynamoDB::GlobalTable', 'dominion-dev-games');
    console.log(`synth (dev, bundling included): ${Math.round(s.ms)} ms`);
  });

  it('has the game table: on demand, PITR, stream, TTL, encrypted, gsi1, destroyable in dev', () => {
    const table = of(t, 'AWS::DynamoDB::GlobalTable')[gameTable];
    expect(table.DeletionPolicy).toBe('Delete');
    t.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      TableName: 'dominion-dev-games',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [Match.objectLike({ IndexName: 'gsi1', Projection: { ProjectionType: 'KEYS_ONLY' } })],
      StreamSpecification: { StreamViewType: 'NEW_IMAGE' },
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      SSESpecification: { SSEEnabled: true, SSEType: 'KMS' },
      Replicas: [
        Match.objectLike({
          DeletionProtectionEnabled: false,
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        }),
      ],
    });
  });

  it('has the next-auth table with its GSI1 index and TTL on expires', () => {
    t.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      TableName: 'dominion-dev-auth',
      BillingMode: 'PAY_PER_REQUEST',
      GlobalSecondaryIndexes: [
        Match.objectLike({
          IndexName: 'GSI1',
          KeySchema: [
            { AttributeName: 'GSI1PK', KeyType: 'HASH' },
            { AttributeName: 'GSI1SK', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        }),
      ],
      TimeToLiveSpecification: { AttributeName: 'expires', Enabled: true },
      SSESpecification: { SSEEnabled: true, SSEType: 'KMS' },
      Replicas: [Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } })],
    });
  });

  it('runs one arm64 Node.js 24 function with JSON logs per handler, plus the web server', () => {
    const fns = Object.values(of(t, 'AWS::Lambda::Function'));
    expect(fns).toHaveLength(ALL_HANDLERS.length + 1);
    for (const spec of ALL_HANDLERS) {
      t.hasResourceProperties('AWS::Lambda::Function', {
        FunctionName: `dominion-dev-${spec.name}`,
        Handler: `index.${spec.exportName}`,
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Timeout: spec.timeout,
        LoggingConfig: Match.objectLike({ LogFormat: 'JSON', ApplicationLogLevel: 'INFO' }),
      });
    }
    for (const f of fns) {
      expect(f.Properties.Architectures).toEqual(['arm64']);
      expect(f.Properties.LoggingConfig.LogFormat).toBe('JSON');
      expect(f.Properties.ReservedConcurrentExecutions).toBeUndefined(); // dev: no reservations
    }
  });

  it('passes secrets as CloudFormation dynamic references, never as plain text', () => {
    for (const spec of ALL_HANDLERS) {
      const env = of(t, 'AWS::Lambda::Function')[fnId(t, `dominion-dev-${spec.name}`)].Properties.Environment.Variables;
      expect(JSON.stringify(env.APP_SECRET)).toContain('{{resolve:secretsmanager:');
      expect(env.TABLE_NAME).toEqual({ Ref: gameTable });
      expect(env.MAIL_FROM).toBe('dominion@example.com');
      expect(JSON.stringify(env.WEB_URL)).toContain('DomainName');
    }
    const web = of(t, 'AWS::Lambda::Function')[fnId(t, 'dominion-dev-web')].Properties.Environment.Variables;
    expect(JSON.stringify(web.NEXTAUTH_SECRET)).toContain('{{resolve:secretsmanager:');
    expect(JSON.stringify(web.DOMINION_API_SECRET)).toContain('{{resolve:secretsmanager:');
    expect(web.DOMINION_API_URL).toEqual({
      'Fn::GetAtt': [Object.keys(of(t, 'AWS::ApiGatewayV2::Api'))[0], 'ApiEndpoint'],
    });
    expect(web.AUTH_TRUST_HOST).toBe('true');
    expect(web.AWS_LAMBDA_EXEC_WRAPPER).toBe('/opt/bootstrap');
    t.resourceCountIs('AWS::SecretsManager::Secret', 2);
  });

  it('grants each function exactly what the store methods its code reaches need: no missing, no extra, no wildcard action', () => {
    const check = { tableId: gameTable, functionName: (fn: string) => `dominion-dev-${fn}` };
    const json = t.toJSON() as TemplateJson;
    // Every function of this template has its reach (inbound-mail is deployed only with a reply domain).
    for (const spec of ALL_HANDLERS) expect(REACHED.has(spec.name), spec.name).toBe(true);
    expect(missingGrants(json, REACHED, check)).toEqual([]);
    expect(excessGrants(json, REACHED, check)).toEqual([]);
    for (const spec of ALL_HANDLERS) {
      for (const x of statements(t, `dominion-dev-${spec.name}`)) {
        expect(
          asList(x.Action).some((a: string) => a.endsWith('*')),
          `${spec.name}: ${JSON.stringify(x.Action)}`,
        ).toBe(false);
      }
    }
  });

  it('names the function and the method when a role lacks what its code needs, and the grant when a role has more', () => {
    const check = { tableId: gameTable, functionName: (fn: string) => `dominion-dev-${fn}` };
    const json = structuredClone(t.toJSON()) as TemplateJson;
    const outbox = roleStatements(json, 'dominion-dev-outbox').find((x) => actionsOf(x).includes('dynamodb:PutItem'))!;
    outbox.Action = actionsOf(outbox).filter((a) => a !== 'dynamodb:PutItem');
    const history = roleStatements(json, 'dominion-dev-get-history').find((x) =>
      actionsOf(x).includes('dynamodb:GetItem'),
    )!;
    history.Action = [...actionsOf(history), 'dynamodb:UpdateItem'];
    const missing = missingGrants(json, REACHED, check);
    expect(missing).toContainEqual({ fn: 'outbox', need: 'putMailing', action: 'dynamodb:PutItem' });
    expect(missing).toContainEqual({ fn: 'outbox', need: 'putSummary', action: 'dynamodb:PutItem' });
    expect(new Set(missing.map((m) => m.fn))).toEqual(new Set(['outbox']));
    expect(excessGrants(json, REACHED, check)).toEqual([
      {
        fn: 'get-history',
        action: 'dynamodb:UpdateItem',
        resource: JSON.stringify({ 'Fn::GetAtt': [gameTable, 'Arn'] }),
      },
    ]);
  });

  it('keeps read routes read-only, deletes to leave-game and the index to the two jobs, the open-games list and the leaderboard', () => {
    const actionsOf = (name: string) =>
      statements(t, `dominion-dev-${name}`)
        .filter(
          (x) =>
            asList(x.Action).some((a: string) => a.startsWith('dynamodb:')) &&
            !JSON.stringify(x.Resource).includes('StreamArn'),
        )
        .flatMap((x) => asList(x.Action))
        .sort();
    for (const name of ['get-history', 'get-player'])
      expect(actionsOf(name), name).toEqual(['dynamodb:GetItem', 'dynamodb:Query']);
    // The log's export: META (with the away marks beside it) and the events, both by Query.
    expect(actionsOf('export-log')).toEqual(['dynamodb:Query']);
    expect(actionsOf('get-leaderboard')).toEqual(['dynamodb:Query']);
    // "My games" is one Query on the caller's items, then one of each game's META and away marks (who is on vacation).
    expect(actionsOf('list-games')).toEqual(['dynamodb:Query']);
    const deleters = ALL_HANDLERS.filter((h) => actionsOf(h.name).includes('dynamodb:DeleteItem')).map((h) => h.name);
    expect(deleters).toEqual(['leave-game']);
    const indexUsers = ALL_HANDLERS.filter((h) =>
      statements(t, `dominion-dev-${h.name}`).some((x) => JSON.stringify(x.Resource).includes('/index/')),
    ).map((h) => h.name);
    expect(indexUsers.sort()).toEqual(['get-leaderboard', 'list-open-games', 'outbox', 'reminders']);
    // The open-games list: a Query on the index, then each game's META with its away marks by Query
    // on the table; nothing written.
    expect(actionsOf('list-open-games')).toEqual(['dynamodb:Query', 'dynamodb:Query']);
    // The stream consumer reads only its own table's stream.
    const streamSt = statements(t, 'dominion-dev-stream').filter((x) =>
      JSON.stringify(x.Resource).includes('StreamArn'),
    );
    expect(streamSt.length).toBeGreaterThan(0);
    for (const x of streamSt) expect(x.Resource).toEqual({ 'Fn::GetAtt': [gameTable, 'StreamArn'] });
  });

  it('gives the profile routes their own functions: the PROFILE item read (and written by POST, with the away marks), no index, no mail', () => {
    for (const [name, route, actions] of [
      ['get-profile', 'GET /me', ['GetItem']],
      ['update-profile', 'POST /me', ['GetItem', 'PutItem', 'Query']],
    ] as const) {
      t.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: route });
      const st = statements(t, `dominion-dev-${name}`);
      const dynamo = st.filter((x) => asList(x.Action).some((a: string) => a.startsWith('dynamodb:')));
      expect(dynamo, name).toHaveLength(1);
      expect(asList(dynamo[0].Action).sort(), name).toEqual(actions.map((a) => `dynamodb:${a}`));
      expect(dynamo[0].Resource, name).toEqual({ 'Fn::GetAtt': [gameTable, 'Arn'] });
      expect(
        st.filter((x) => asList(x.Action).some((a: string) => a.startsWith('ses:'))),
        name,
      ).toHaveLength(0);
    }
  });

  it('lets the reminder job read the WAITING, OUTBOX and DIGEST index entries and "my games", record digests and repair projections', () => {
    const st = statements(t, `dominion-dev-${REMINDER_HANDLER.name}`).filter((x) =>
      asList(x.Action).some((a: string) => a.startsWith('dynamodb:')),
    );
    const tableArn = { 'Fn::GetAtt': [gameTable, 'Arn'] };
    expect(st.map((x) => ({ actions: asList(x.Action).sort(), resource: x.Resource }))).toEqual([
      {
        actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
        resource: tableArn,
      },
      // The index is only queried.
      { actions: ['dynamodb:Query'], resource: { 'Fn::Join': ['', [tableArn, '/index/gsi1']] } },
    ]);
  });

  it('runs the bounce handler on the bounces queue with partial batch failures and its own scoped role', () => {
    const queue = idOf(t, 'AWS::SQS::Queue', 'dominion-dev-bounces');
    t.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: fnId(t, `dominion-dev-${BOUNCE_HANDLER.name}`) },
      EventSourceArn: { 'Fn::GetAtt': [queue, 'Arn'] },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BatchSize: 10,
      ScalingConfig: { MaximumConcurrency: 2 },
    });
    t.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: 'dominion-dev-bounces',
      Handler: 'index.onBounces',
      Timeout: 30,
    });
    // Six times the function's timeout; a message failing five times moves to the bounces DLQ.
    const q = of(t, 'AWS::SQS::Queue')[queue].Properties;
    expect(q.VisibilityTimeout).toBe(180);
    expect(q.RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [idOf(t, 'AWS::SQS::Queue', 'dominion-dev-bounces-dlq'), 'Arn'] },
      maxReceiveCount: 5,
    });
    const st = statements(t, 'dominion-dev-bounces');
    const dynamo = st.filter((x) => asList(x.Action).some((a: string) => a.startsWith('dynamodb:')));
    expect(asList(dynamo[0].Action).sort()).toEqual(['dynamodb:GetItem', 'dynamodb:PutItem']);
    expect(dynamo[0].Resource).toEqual({ 'Fn::GetAtt': [gameTable, 'Arn'] });
    // It may receive from and delete on its own queue only, and sends no mail.
    const sqsSt = st.filter((x) => asList(x.Action).some((a: string) => a.startsWith('sqs:')));
    expect(sqsSt.length).toBeGreaterThan(0);
    for (const x of sqsSt) expect(x.Resource).toEqual({ 'Fn::GetAtt': [queue, 'Arn'] });
    expect(st.filter((x) => asList(x.Action).some((a: string) => a.startsWith('ses:')))).toHaveLength(0);
  });

  it('lets only the mail-sending functions send, and only from the identity with its configuration set', () => {
    const identity = idOf(t, 'AWS::SES::EmailIdentity', 'example.com');
    const configSet = Object.keys(of(t, 'AWS::SES::ConfigurationSet'))[0];
    for (const name of [...ALL_HANDLERS.map((h) => h.name), 'web']) {
      const sesStatements = statements(t, `dominion-dev-${name}`).filter((x) =>
        asList(x.Action).some((a: string) => a.startsWith('ses:')),
      );
      if (name !== 'web' && !reachOf(name).sendsMail) {
        expect(sesStatements, name).toHaveLength(0);
        continue;
      }
      expect(sesStatements, name).toHaveLength(1);
      expect(asList(sesStatements[0].Action).sort()).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
      const res = JSON.stringify(sesStatements[0].Resource);
      expect(res).toContain(`:identity/","{"Ref":"${identity}"}`.replace('","{', '",{'));
      expect(res).toContain(`:configuration-set/",{"Ref":"${configSet}"}`);
      expect(res).not.toContain('"*"');
    }
    expect(
      ALL_HANDLERS.filter((h) => reachOf(h.name).sendsMail)
        .map((h) => h.name)
        .sort(),
    ).toEqual(['answer-rematch', 'create-game', 'outbox', 'propose-rematch', 'reminders', 'stream']);
  });

  it('gives the web server the next-auth table and its index, nothing of the game table', () => {
    const authTable = idOf(t, 'AWS::DynamoDB::GlobalTable', 'dominion-dev-auth');
    const st = statements(t, 'dominion-dev-web').filter((x) =>
      asList(x.Action).some((a: string) => a.startsWith('dynamodb:')),
    );
    expect(st).toHaveLength(1);
    expect(JSON.stringify(st[0].Resource)).toContain(authTable);
    expect(JSON.stringify(st[0].Resource)).toContain('/index/GSI1');
    expect(JSON.stringify(st[0].Resource)).not.toContain(gameTable);
  });

  it('routes every API handler through the HTTP API, throttled, with access logs', () => {
    t.resourceCountIs('AWS::ApiGatewayV2::Route', API_HANDLERS.length);
    for (const spec of API_HANDLERS) {
      t.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: `${spec.route!.method} ${spec.route!.path}` });
      t.hasResourceProperties('AWS::ApiGatewayV2::Integration', {
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        IntegrationUri: { 'Fn::GetAtt': [fnId(t, `dominion-dev-${spec.name}`), 'Arn'] },
      });
    }
    t.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 },
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });

  it('consumes the table stream (new events only) with a dead-letter queue for failed mail batches', () => {
    t.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: fnId(t, `dominion-dev-${STREAM_HANDLER.name}`) },
      EventSourceArn: { 'Fn::GetAtt': [gameTable, 'StreamArn'] },
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 5,
      DestinationConfig: {
        OnFailure: { Destination: { 'Fn::GetAtt': [idOf(t, 'AWS::SQS::Queue', 'dominion-dev-mail-dlq'), 'Arn'] } },
      },
      FilterCriteria: { Filters: [{ Pattern: Match.stringLikeRegexp('INSERT.*EV#') }] },
    });
  });

  it('schedules the reminder job and the outbox retry with EventBridge Scheduler, each with a DLQ', () => {
    for (const [spec, dlq, rate] of [
      [REMINDER_HANDLER, 'reminders-dlq', 'rate(15 minutes)'],
      [OUTBOX_HANDLER, 'outbox-dlq', 'rate(1 minute)'],
    ] as const) {
      const fn = fnId(t, `dominion-dev-${spec.name}`);
      const queue = idOf(t, 'AWS::SQS::Queue', `dominion-dev-${dlq}`);
      t.hasResourceProperties('AWS::Scheduler::Schedule', {
        ScheduleExpression: rate,
        Target: Match.objectLike({
          Arn: { 'Fn::GetAtt': [fn, 'Arn'] },
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queue, 'Arn'] } },
        }),
      });
      // Asynchronous invocations that still fail land in the same queue.
      t.hasResourceProperties('AWS::Lambda::Function', {
        FunctionName: `dominion-dev-${spec.name}`,
        DeadLetterConfig: { TargetArn: { 'Fn::GetAtt': [queue, 'Arn'] } },
      });
    }
  });

  it('encrypts every queue and refuses plain-HTTP access to it', () => {
    const queues = of(t, 'AWS::SQS::Queue');
    expect(Object.keys(queues)).toHaveLength(5);
    for (const q of Object.values(queues)) expect(q.Properties.SqsManagedSseEnabled).toBe(true);
    for (const p of Object.values(of(t, 'AWS::SQS::QueuePolicy'))) {
      expect(JSON.stringify(p.Properties.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
    }
  });

  it('sets up SES: the identity with its default configuration set, suppression, bounce events to a queue', () => {
    const configSet = Object.keys(of(t, 'AWS::SES::ConfigurationSet'))[0];
    t.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'example.com',
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: configSet } },
    });
    t.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: 'dominion-dev-mail',
      SuppressionOptions: { SuppressedReasons: Match.arrayWith(['BOUNCE', 'COMPLAINT']) },
      ReputationOptions: { ReputationMetricsEnabled: true },
    });
    t.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({
        MatchingEventTypes: ['bounce', 'complaint'],
        EventBridgeDestination: Match.anyValue(),
      }),
    });
    t.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: Match.objectLike({
        source: ['aws.ses'],
        'detail-type': ['Email Bounced', 'Email Complaint Received'],
      }),
      Targets: [
        Match.objectLike({ Arn: { 'Fn::GetAtt': [idOf(t, 'AWS::SQS::Queue', 'dominion-dev-bounces'), 'Arn'] } }),
      ],
    });
  });

  it("alarms on every function's errors, every DLQ's depth, the stream consumer's age and the SES bounce and complaint rates", () => {
    const alarms = Object.values(of(t, 'AWS::CloudWatch::Alarm')).map((a) => a.Properties);
    for (const name of [...ALL_HANDLERS.map((h) => h.name), 'web']) {
      const a = alarms.find((x) => x.AlarmName === `dominion-dev-${name}-errors`);
      expect(a, name).toMatchObject({ MetricName: 'Errors', Namespace: 'AWS/Lambda', Threshold: 1 });
      expect(a!.Dimensions).toEqual([{ Name: 'FunctionName', Value: { Ref: fnId(t, `dominion-dev-${name}`) } }]);
    }
    for (const dlq of ['mail', 'reminders', 'outbox', 'bounces']) {
      expect(
        alarms.find((x) => x.AlarmName === `dominion-dev-${dlq}-dlq-depth`),
        dlq,
      ).toMatchObject({ MetricName: 'ApproximateNumberOfMessagesVisible', Namespace: 'AWS/SQS', Threshold: 1 });
    }
    expect(alarms.find((x) => x.AlarmName === 'dominion-dev-ses-bounce-rate')).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.BounceRate',
      Threshold: 0.05,
    });
    expect(alarms.find((x) => x.AlarmName === 'dominion-dev-ses-complaint-rate')).toMatchObject({
      MetricName: 'Reputation.ComplaintRate',
      Threshold: 0.001,
    });
    const topic = Object.keys(of(t, 'AWS::SNS::Topic'))[0];
    for (const a of alarms) expect(a.AlarmActions).toEqual([{ Ref: topic }]);
  });

  it('alarms when the stream consumer falls 10 minutes behind (mail waits), and shows it all on one dashboard', () => {
    const alarms = Object.values(of(t, 'AWS::CloudWatch::Alarm')).map((a) => a.Properties);
    expect(alarms.find((x) => x.AlarmName === 'dominion-dev-stream-age')).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'IteratorAge',
      Statistic: 'Maximum',
      Threshold: 600_000,
      EvaluationPeriods: 2,
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: fnId(t, 'dominion-dev-stream') } }],
    });
    const boards = Object.values(of(t, 'AWS::CloudWatch::Dashboard')).map((d) => d.Properties);
    expect(boards.map((b) => b.DashboardName)).toEqual(['dominion-dev-operations']);
    const body = JSON.stringify(boards[0].DashboardBody);
    for (const title of [
      'Function errors',
      'Stream consumer behind (ms)',
      'Dead-letter queues',
      'Moves and their mail',
      'SES reputation',
      'Game table',
    ])
      expect(body).toContain(title);
    for (const metric of [
      'IteratorAge',
      'ApproximateNumberOfMessagesVisible',
      'Reputation.BounceRate',
      'ConsumedWriteCapacityUnits',
    ])
      expect(body).toContain(metric);
  });

  it('runs the stream consumer with partial batch responses, 5 retries and the mail dead-letter queue on failure', () => {
    t.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: fnId(t, 'dominion-dev-stream') },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: 5,
      BisectBatchOnFunctionError: true,
      DestinationConfig: {
        OnFailure: { Destination: { 'Fn::GetAtt': [idOf(t, 'AWS::SQS::Queue', 'dominion-dev-mail-dlq'), 'Arn'] } },
      },
    });
  });

  it('hosts the web app on a function URL behind CloudFront (HTTPS only, static files cached)', () => {
    t.hasResourceProperties('AWS::Lambda::Url', {
      AuthType: 'NONE',
      TargetFunctionArn: { 'Fn::GetAtt': [fnId(t, 'dominion-dev-web'), 'Arn'] },
    });
    const web = of(t, 'AWS::Lambda::Function')[fnId(t, 'dominion-dev-web')].Properties;
    expect(web.Handler).toBe('run.sh');
    expect(JSON.stringify(web.Layers)).toContain(':753240598075:layer:LambdaAdapterLayerArm64:');
    t.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        }),
        CacheBehaviors: [Match.objectLike({ PathPattern: '/_next/static/*' })],
        Origins: [Match.objectLike({ CustomOriginConfig: Match.objectLike({ OriginProtocolPolicy: 'https-only' }) })],
      }),
    });
  });

  it('outputs the site URL and the API URL', () => {
    t.hasOutput('SiteUrl', {
      Value: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.stringLikeRegexp('WebCdn'), 'DomainName'] }]] },
    });
    t.hasOutput('ApiUrl', {
      Value: { 'Fn::GetAtt': [Object.keys(of(t, 'AWS::ApiGatewayV2::Api'))[0], 'ApiEndpoint'] },
    });
  });

  it('builds the web asset from the standalone output, static files and a start script', async () => {
    const { readFileSync, existsSync } = await import('node:fs');
    const path = await import('node:path');
    const web = of(t, 'AWS::Lambda::Function')[fnId(t, 'dominion-dev-web')];
    const hash = String(web.Properties.Code.S3Key).replace(/\.zip$/, '');
    const dir = path.join(s.outdir, `asset.${hash}`);
    expect(readFileSync(path.join(dir, 'run.sh'), 'utf8')).toBe('#!/bin/sh\nexec node web/server.js\n');
    expect(existsSync(path.join(dir, 'web', 'server.js'))).toBe(true);
    expect(existsSync(path.join(dir, 'web', '.next', 'static', 'chunks', 'main.js'))).toBe(true);
    expect(existsSync(path.join(dir, 'web', 'public', 'favicon.ico'))).toBe(true);
  });
});

describe('observability (template only)', () => {
  let t: Template;
  beforeAll(() => {
    t = synth({ stage: 'dev', ...noBundling }).template;
  });

  it("shows the application's own metrics (EMF, namespace DominionByMail) on the dashboard", () => {
    const body = JSON.stringify(Object.values(of(t, 'AWS::CloudWatch::Dashboard'))[0].Properties.DashboardBody);
    for (const title of ['Moves (application metrics)', 'Mail (application metrics)']) expect(body).toContain(title);
    for (const metric of [
      'MovesAccepted',
      'MovesRepeated',
      'MovesRefused',
      'MoveLatency',
      'EventsReplayed',
      'MailsSent',
      'MailsFailed',
      'MailsHeld',
      'MailsBounced',
      'MailComplaints',
      'NoticesFailed',
      'OldestUnsentMailAge',
    ])
      expect(body).toContain(metric);
    expect(body).toContain('DominionByMail');
  });

  it('gives no function a previous key when no rotation is under way', () => {
    for (const f of Object.values(of(t, 'AWS::Lambda::Function'))) {
      expect(Object.keys(f.Properties.Environment?.Variables ?? {}).filter((k) => k.endsWith('_PREVIOUS'))).toEqual([]);
    }
  });

  it('traces every backend function with X-Ray (Powertools Tracer adds the SDK calls), allowed to write traces only', () => {
    for (const spec of ALL_HANDLERS) {
      expect(
        of(t, 'AWS::Lambda::Function')[fnId(t, `dominion-dev-${spec.name}`)].Properties.TracingConfig,
        spec.name,
      ).toEqual({ Mode: 'Active' });
      const xray = statements(t, `dominion-dev-${spec.name}`).filter((x) =>
        asList(x.Action).some((a: string) => a.startsWith('xray:')),
      );
      expect(xray.flatMap((x) => asList(x.Action)).sort(), spec.name).toEqual([
        'xray:PutTelemetryRecords',
        'xray:PutTraceSegments',
      ]);
      // The acknowledged IAM5[Resource::*] (functions.ts) covers these two actions only: nothing else on '*'.
      const anywhere = statements(t, `dominion-dev-${spec.name}`).filter((x) => asList(x.Resource).includes('*'));
      expect(anywhere.flatMap((x) => asList(x.Action)).sort(), spec.name).toEqual([
        'xray:PutTelemetryRecords',
        'xray:PutTraceSegments',
      ]);
    }
  });

  it("alarms when mail stays unsent 30 minutes after the outbox job's retries, on the metric the job writes", () => {
    const alarms = Object.values(of(t, 'AWS::CloudWatch::Alarm')).map((a) => a.Properties);
    expect(alarms.find((x) => x.AlarmName === 'dominion-dev-outbox-age')).toMatchObject({
      // The namespace, name and dimension the outbox job's EMF line carries (test/lambdas/kernel/observability.int.test.ts).
      Namespace: 'DominionByMail',
      MetricName: 'OldestUnsentMailAge',
      Dimensions: [{ Name: 'service', Value: 'dominion' }],
      Statistic: 'Maximum',
      Period: 900,
      Threshold: 1800,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
  });

  it('alarms on any due "your move" notice the outbox job could not write or send within 5 minutes (logged and retried, never a function error)', () => {
    const alarms = Object.values(of(t, 'AWS::CloudWatch::Alarm')).map((a) => a.Properties);
    const topic = Object.keys(of(t, 'AWS::SNS::Topic'))[0];
    expect(alarms.find((x) => x.AlarmName === 'dominion-dev-notices-failed')).toMatchObject({
      // The metric runNotices writes (lambdas/jobs/scheduled.ts; test/lambdas/game/mail-attention.test.ts).
      Namespace: 'DominionByMail',
      MetricName: 'NoticesFailed',
      Dimensions: [{ Name: 'service', Value: 'dominion' }],
      Statistic: 'Sum',
      Period: 300,
      EvaluationPeriods: 1,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
      AlarmActions: [{ Ref: topic }],
    });
  });
});
