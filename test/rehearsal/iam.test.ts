// The template side of the rehearsal's AWS gate, on resource snippets copied from the synthesized
// stack (cdk synth of infra/, stage dev, mailDomain example.com, replyDomain reply.example.com):
// intrinsics resolved to the rehearsal's local names, a function's role policies and the IAM
// simulator's verdicts on them, and the bounce queue's redrive as the template sets it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resolveString, resolveValue, type IntrinsicContext } from '../../local/rehearsal/aws/intrinsics.js';
import { functionRole, iamAuthorizer, rolePolicies } from '../../local/rehearsal/aws/iam.js';
import { localNames, sesIdentities } from '../../local/rehearsal/aws/names.js';
import { parseCall, type HttpCall } from '../../local/rehearsal/aws/calls.js';
import { localQueues } from '../../local/rehearsal/aws/sqs.js';
import { REHEARSAL_SCOPE, type CfnTemplate, type CfnValue } from '../../local/rehearsal/aws/template.js';

const join = (parts: CfnValue[]): CfnValue => ({ 'Fn::Join': ['', parts] });
const sesArn = (resource: string, ref: string) =>
  join([
    'arn:',
    { Ref: 'AWS::Partition' },
    ':ses:',
    { Ref: 'AWS::Region' },
    ':',
    { Ref: 'AWS::AccountId' },
    `:${resource}/`,
    { Ref: ref },
  ]);

/** As synthesized (trimmed to the properties read here). */
const SYNTHESIZED: CfnTemplate = {
  Resources: {
    GameTable0C79FC62: {
      Type: 'AWS::DynamoDB::GlobalTable',
      Properties: { TableName: 'dominion-dev-games', StreamSpecification: { StreamViewType: 'NEW_IMAGE' } },
    },
    MailConfigF0CE294A: { Type: 'AWS::SES::ConfigurationSet', Properties: { Name: 'dominion-dev-mail' } },
    MailIdentity4365A1C5: {
      Type: 'AWS::SES::EmailIdentity',
      Properties: {
        ConfigurationSetAttributes: { ConfigurationSetName: { Ref: 'MailConfigF0CE294A' } },
        EmailIdentity: 'example.com',
      },
    },
    InboundMailBucket6432EECF: {
      Type: 'AWS::S3::Bucket',
      Properties: { LifecycleConfiguration: { Rules: [{ ExpirationInDays: 7, Status: 'Enabled' }] } },
    },
    InboundMailDlq488C4A14: {
      Type: 'AWS::SQS::Queue',
      Properties: { MessageRetentionPeriod: 1209600, SqsManagedSseEnabled: true },
    },
    BounceDlq2EB9304E: {
      Type: 'AWS::SQS::Queue',
      Properties: {
        MessageRetentionPeriod: 1209600,
        QueueName: 'dominion-dev-bounces-dlq',
        SqsManagedSseEnabled: true,
      },
    },
    BounceQueue88CAE6EF: {
      Type: 'AWS::SQS::Queue',
      Properties: {
        MessageRetentionPeriod: 1209600,
        QueueName: 'dominion-dev-bounces',
        RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': ['BounceDlq2EB9304E', 'Arn'] }, maxReceiveCount: 5 },
        SqsManagedSseEnabled: true,
        VisibilityTimeout: 180,
      },
    },
    FninboundmailServiceRoleA8019833: {
      Type: 'AWS::IAM::Role',
      Properties: {
        AssumeRolePolicyDocument: {
          Statement: [{ Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: 'lambda.amazonaws.com' } }],
          Version: '2012-10-17',
        },
        ManagedPolicyArns: [
          join(['arn:', { Ref: 'AWS::Partition' }, ':iam::aws:policy/service-role/AWSLambdaBasicExecutionRole']),
        ],
      },
    },
    FninboundmailServiceRoleDefaultPolicy8E77AF74: {
      Type: 'AWS::IAM::Policy',
      Properties: {
        PolicyDocument: {
          Statement: [
            { Action: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'], Effect: 'Allow', Resource: '*' },
            {
              Action: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
              Effect: 'Allow',
              Resource: { 'Fn::GetAtt': ['GameTable0C79FC62', 'Arn'] },
            },
            {
              Action: ['ses:SendEmail', 'ses:SendRawEmail'],
              Effect: 'Allow',
              Resource: [sesArn('identity', 'MailIdentity4365A1C5'), sesArn('configuration-set', 'MailConfigF0CE294A')],
            },
            {
              Action: 's3:GetObject',
              Effect: 'Allow',
              Resource: join([{ 'Fn::GetAtt': ['InboundMailBucket6432EECF', 'Arn'] }, '/inbound/*']),
            },
            {
              Action: ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'],
              Effect: 'Allow',
              Resource: { 'Fn::GetAtt': ['InboundMailDlq488C4A14', 'Arn'] },
            },
          ],
          Version: '2012-10-17',
        },
        PolicyName: 'FninboundmailServiceRoleDefaultPolicy8E77AF74',
        Roles: [{ Ref: 'FninboundmailServiceRoleA8019833' }],
      },
    },
    FninboundmailA3BA8017: {
      Type: 'AWS::Lambda::Function',
      Properties: {
        Code: { S3Bucket: { 'Fn::Sub': 'cdk-hnb659fds-assets-${AWS::AccountId}-${AWS::Region}' }, S3Key: '2a07.zip' },
        Environment: {
          Variables: {
            TABLE_NAME: { Ref: 'GameTable0C79FC62' },
            MAIL_FROM: 'dominion@example.com',
            WEB_URL: join(['https://', { 'Fn::GetAtt': ['WebCdn4CC4DD0A', 'DomainName'] }]),
            INBOUND_BUCKET: { Ref: 'InboundMailBucket6432EECF' },
            INBOUND_PREFIX: 'inbound/',
          },
        },
        FunctionName: 'dominion-dev-inbound-mail',
        Handler: 'index.onInboundMail',
        Role: { 'Fn::GetAtt': ['FninboundmailServiceRoleA8019833', 'Arn'] },
      },
    },
    // The CloudFront origin: the web function URL's host.
    WebCdn4CC4DD0A: {
      Type: 'AWS::CloudFront::Distribution',
      Properties: {
        DistributionConfig: {
          Origins: [
            {
              DomainName: {
                'Fn::Select': [
                  2,
                  { 'Fn::Split': ['/', { 'Fn::GetAtt': ['WebServerFunctionUrl687C7CD8', 'FunctionUrl'] }] },
                ],
              },
            },
          ],
        },
      },
    },
  },
};

const ctx: IntrinsicContext = {
  ...REHEARSAL_SCOPE,
  stackName: 'dominion-dev',
  resources: localNames(SYNTHESIZED, {
    scope: REHEARSAL_SCOPE,
    queueUrl: (name) => `http://127.0.0.1:9324/123456789012/${name}`,
    overrides: new Map([
      ['WebCdn4CC4DD0A.DomainName', '127.0.0.1:3000'],
      ['WebServerFunctionUrl687C7CD8.FunctionUrl', 'https://abc123.lambda-url.eu-west-1.on.aws/'],
    ]),
  }),
};
const fn = SYNTHESIZED.Resources.FninboundmailA3BA8017;

describe('intrinsics on the synthesized shapes', () => {
  it("resolves a function's environment: Ref of a table and a bucket, Fn::Join over Fn::GetAtt", () => {
    expect(resolveValue(fn.Properties!.Environment, ctx)).toEqual({
      Variables: {
        TABLE_NAME: 'dominion-dev-games',
        MAIL_FROM: 'dominion@example.com',
        WEB_URL: 'https://127.0.0.1:3000',
        INBOUND_BUCKET: 'inboundmailbucket6432eecf',
        INBOUND_PREFIX: 'inbound/',
      },
    });
  });

  it('resolves Fn::Sub with pseudo parameters, and Fn::Select over Fn::Split', () => {
    expect(resolveString({ 'Fn::Sub': 'cdk-hnb659fds-assets-${AWS::AccountId}-${AWS::Region}' }, ctx)).toBe(
      'cdk-hnb659fds-assets-123456789012-eu-west-1',
    );
    const origin = SYNTHESIZED.Resources.WebCdn4CC4DD0A.Properties!.DistributionConfig as {
      Origins: { DomainName: CfnValue }[];
    };
    expect(resolveString(origin.Origins[0].DomainName, ctx)).toBe('abc123.lambda-url.eu-west-1.on.aws');
  });

  it("resolves Fn::Sub's second form, ${Logical.Attribute}, ${Logical} and the literal ${!Name}", () => {
    const sub = {
      'Fn::Sub': [
        '${Table}|${GameTable0C79FC62.StreamArn}|${AWS::Partition}:${AWS::URLSuffix}:${AWS::StackName}|${!Literal}',
        { Table: { Ref: 'GameTable0C79FC62' } },
      ],
    };
    expect(resolveString(sub, ctx)).toBe(
      'dominion-dev-games|arn:aws:dynamodb:eu-west-1:123456789012:table/dominion-dev-games/stream/1970-01-01T00:00:00.000|aws:amazonaws.com:dominion-dev|${Literal}',
    );
    expect(resolveString({ Ref: 'BounceQueue88CAE6EF' }, ctx)).toBe(
      'http://127.0.0.1:9324/123456789012/dominion-dev-bounces',
    );
    expect(resolveString({ 'Fn::GetAtt': 'BounceQueue88CAE6EF.Arn' }, ctx)).toBe(
      'arn:aws:sqs:eu-west-1:123456789012:dominion-dev-bounces',
    );
  });

  it('throws with the path of what it cannot resolve', () => {
    const env = {
      Variables: { SECRET: join(['{{resolve:secretsmanager:', { Ref: 'AppSecretFAB5164C' }, ':SecretString:::}}']) },
    };
    expect(() => resolveValue(env, ctx, 'Fn.Environment')).toThrow(
      'Cannot resolve {"Ref":"AppSecretFAB5164C"} at Fn.Environment.Variables.SECRET.Fn::Join[1][1].Ref',
    );
    expect(() => resolveValue({ A: { 'Fn::If': ['IsProd', 'a', 'b'] } }, ctx)).toThrow(
      'Cannot resolve the unsupported intrinsic Fn::If at $.A',
    );
    expect(() => resolveValue({ 'Fn::Select': [3, ['a']] }, ctx)).toThrow('Fn::Select index 3 of 1');
  });
});

describe("a function's role policies", () => {
  it("are its role's AWS::IAM::Policy, resolved, and AWSLambdaBasicExecutionRole's logs-only document", () => {
    const policies = rolePolicies(SYNTHESIZED, 'FninboundmailA3BA8017', ctx);
    expect(policies.map((p) => p.name)).toEqual([
      'FninboundmailServiceRoleDefaultPolicy8E77AF74',
      'arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
    ]);
    const statements = (policies[0].document as { Statement: { Resource: unknown }[] }).Statement;
    expect(statements.map((s) => s.Resource)).toEqual([
      '*',
      'arn:aws:dynamodb:eu-west-1:123456789012:table/dominion-dev-games',
      [
        'arn:aws:ses:eu-west-1:123456789012:identity/example.com',
        'arn:aws:ses:eu-west-1:123456789012:configuration-set/dominion-dev-mail',
      ],
      'arn:aws:s3:::inboundmailbucket6432eecf/inbound/*',
      'arn:aws:sqs:eu-west-1:123456789012:InboundMailDlq488C4A14',
    ]);
  });

  it("include the role's inline Policies, and refuse a managed policy whose document is unknown", () => {
    const role = SYNTHESIZED.Resources.FninboundmailServiceRoleA8019833;
    const inline = {
      PolicyName: 'Inline',
      PolicyDocument: {
        Version: '2012-10-17',
        Statement: [
          { Effect: 'Deny', Action: 'dynamodb:PutItem', Resource: { 'Fn::GetAtt': ['GameTable0C79FC62', 'Arn'] } },
        ],
      },
    };
    const withInline: CfnTemplate = {
      Resources: {
        ...SYNTHESIZED.Resources,
        FninboundmailServiceRoleA8019833: { ...role, Properties: { ...role.Properties, Policies: [inline] } },
      },
    };
    expect(rolePolicies(withInline, 'FninboundmailA3BA8017', ctx).map((p) => p.name)).toContain('Inline');
    const withAdmin: CfnTemplate = {
      Resources: {
        ...SYNTHESIZED.Resources,
        FninboundmailServiceRoleA8019833: {
          ...role,
          Properties: { ...role.Properties, ManagedPolicyArns: ['arn:aws:iam::aws:policy/AdministratorAccess'] },
        },
      },
    };
    expect(() => rolePolicies(withAdmin, 'FninboundmailA3BA8017', ctx)).toThrow(
      'no document known for the managed policy arn:aws:iam::aws:policy/AdministratorAccess',
    );
  });

  it('are judged by the IAM simulator: allowed, implicitly and explicitly denied; each verdict computed once', async () => {
    const role = functionRole(SYNTHESIZED, 'FninboundmailA3BA8017', ctx);
    expect([role.functionName, role.roleArn]).toEqual([
      'dominion-dev-inbound-mail',
      'arn:aws:iam::123456789012:role/FninboundmailServiceRoleA8019833',
    ]);
    const authorize = iamAuthorizer([role]);
    const table = 'arn:aws:dynamodb:eu-west-1:123456789012:table/dominion-dev-games';
    const verdicts = await Promise.all([
      authorize(role.functionName, 's3:GetObject', 'arn:aws:s3:::inboundmailbucket6432eecf/inbound/0123abcd'),
      authorize(role.functionName, 's3:GetObject', 'arn:aws:s3:::inboundmailbucket6432eecf/other/0123abcd'),
      authorize(role.functionName, 'dynamodb:UpdateItem', table),
      authorize(role.functionName, 'dynamodb:DeleteItem', table),
      authorize(role.functionName, 'dynamodb:Query', `${table}/index/gsi1`),
      authorize(
        role.functionName,
        'ses:SendRawEmail',
        'arn:aws:ses:eu-west-1:123456789012:configuration-set/dominion-dev-mail',
      ),
      authorize(
        role.functionName,
        'logs:PutLogEvents',
        'arn:aws:logs:eu-west-1:123456789012:log-group:/aws/lambda/dominion-dev-inbound-mail:log-stream:x',
      ),
    ]);
    expect(verdicts).toEqual([
      'Allowed',
      'ImplicitlyDenied',
      'Allowed',
      'ImplicitlyDenied',
      'ImplicitlyDenied',
      'Allowed',
      'Allowed',
    ]);
    expect(authorize(role.functionName, 'dynamodb:UpdateItem', table)).toBe(
      authorize(role.functionName, 'dynamodb:UpdateItem', table),
    );

    const denyPut = {
      name: 'deny',
      document: { Version: '2012-10-17', Statement: [{ Effect: 'Deny', Action: 'dynamodb:PutItem', Resource: '*' }] },
    };
    const strict = iamAuthorizer([{ ...role, policies: [...role.policies, denyPut] }]);
    expect(await strict(role.functionName, 'dynamodb:PutItem', table)).toBe('ExplicitlyDenied');
    await expect(authorize('someone-else', 'dynamodb:GetItem', table)).rejects.toThrow(
      'No role known for the principal someone-else',
    );
  });
});

describe("what a request needs, with the template's SES identities", () => {
  const callCtx = { scope: REHEARSAL_SCOPE, sesIdentities: sesIdentities(SYNTHESIZED, ctx) };
  const request = (headers: HttpCall['headers'], body: string, method = 'POST', url = '/'): HttpCall => ({
    method,
    url,
    headers,
    body: Buffer.from(body),
  });

  it("a send from the identity's domain (Source, or the raw From header) needs the identity and its default configuration set", () => {
    expect(callCtx.sesIdentities).toEqual(new Map([['example.com', { defaultConfigurationSet: 'dominion-dev-mail' }]]));
    const rawMail = Buffer.from('From: "Dominion" <dominion@example.com>\r\nTo: p@example.org\r\n\r\nPlay.').toString(
      'base64',
    );
    const sent = parseCall(
      'ses',
      request({}, new URLSearchParams({ Action: 'SendRawEmail', 'RawMessage.Data': rawMail }).toString()),
      callCtx,
    );
    expect(sent).toEqual({
      kind: 'mapped',
      operation: 'SendRawEmail',
      permissions: [
        { action: 'ses:SendRawEmail', resource: 'arn:aws:ses:eu-west-1:123456789012:identity/example.com' },
        {
          action: 'ses:SendRawEmail',
          resource: 'arn:aws:ses:eu-west-1:123456789012:configuration-set/dominion-dev-mail',
        },
      ],
    });
  });

  it("a transaction needs each item's own action; an S3 sub-resource is reported unmapped", () => {
    const transaction = JSON.stringify({
      TransactItems: [{ Put: { TableName: 'dominion-dev-games' } }, { ConditionCheck: { TableName: 'other' } }],
    });
    const parsed = parseCall(
      'dynamodb',
      request({ 'x-amz-target': 'DynamoDB_20120810.TransactWriteItems' }, transaction),
      callCtx,
    );
    expect(parsed.kind === 'mapped' && parsed.permissions.map((p) => p.action)).toEqual([
      'dynamodb:PutItem',
      'dynamodb:ConditionCheckItem',
    ]);
    expect(parseCall('s3', request({}, '', 'GET', '/bucket/key?tagging'), callCtx).kind).toBe('unmapped');
  });
});

describe('the bounce queue, from the template', () => {
  it('hides a received message for its visibility timeout, counts receives, and moves it to the DLQ after maxReceiveCount', () => {
    let now = Date.UTC(2030, 0, 1);
    const queues = localQueues(SYNTHESIZED, () => now);
    const bounces = queues.get('BounceQueue88CAE6EF')!;
    const dlq = queues.get('BounceDlq2EB9304E')!;
    expect([bounces.name, bounces.arn, bounces.settings.visibilityTimeoutSeconds]).toEqual([
      'dominion-dev-bounces',
      'arn:aws:sqs:eu-west-1:123456789012:dominion-dev-bounces',
      180,
    ]);
    const { messageId } = bounces.send('{"bounce":1}');
    for (let receive = 1; receive <= 5; receive++) {
      const [m] = bounces.receive({ maxMessages: 10 });
      expect([m?.messageId, m?.attributes.ApproximateReceiveCount]).toEqual([messageId, String(receive)]);
      expect(bounces.receive()).toEqual([]);
      now += 179_000;
      expect(bounces.counts()).toEqual({ visible: 0, inFlight: 1 });
      now += 1_000;
    }
    // The sixth receive finds it gone to the dead-letter queue, with its id and body.
    expect(bounces.receive()).toEqual([]);
    expect(dlq.peek()).toEqual([{ messageId, body: '{"bounce":1}', receiveCount: 0 }]);
    // Retention: 14 days after it was sent, the dead-letter queue drops it.
    now += 14 * 24 * 3600 * 1000;
    expect(dlq.counts()).toEqual({ visible: 0, inFlight: 0 });
  });

  it('deletes by receipt handle and changes the visibility of a message in flight only', () => {
    let now = 0;
    const queue = localQueues(SYNTHESIZED, () => now).get('BounceQueue88CAE6EF')!;
    queue.send('a');
    queue.send('b');
    const [a, b] = queue.receive({ maxMessages: 2, visibilityTimeoutSeconds: 10 });
    queue.delete(a.receiptHandle);
    queue.changeVisibility(b.receiptHandle, 0);
    expect(queue.receive().map((m) => [m.body, m.attributes.ApproximateReceiveCount])).toEqual([['b', '2']]);
    expect(() => queue.changeVisibility(b.receiptHandle, 5)).toThrow('not in flight with this receipt handle');
    now += 181_000;
    expect(() => queue.changeVisibility('nonsense', 5)).toThrow('Not a receipt handle');
    expect(queue.peek().map((m) => m.body)).toEqual(['b']);
  });
});

describe('the IAM simulator stays a dev-only tool', () => {
  it('is imported by no deployed code (lambdas/, engine/, web/): it is AGPL-3.0', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const skip = new Set(['node_modules', '.next', '.open-next']);
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) return skip.has(e.name) ? [] : sources(full);
        return /\.(ts|tsx|js|mjs)$/.test(e.name) ? [full] : [];
      });
    const files = ['lambdas', 'engine', 'web'].flatMap((d) => sources(path.join(root, d)));
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((f) => readFileSync(f, 'utf8').includes('@cloud-copilot/'))).toEqual([]);
  });
});
