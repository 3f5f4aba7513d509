// Replies by mail on AWS (lib/inbound-mail.ts): with a reply domain, an SES receipt rule set whose
// rule stores each message in a private bucket and then invokes the inbound function; the function
// reads only that prefix, retries twice, then dead-letters, with alarms on its errors and dead
// letters; every game-mail function knows the reply domain. Without one, none of it exists. cdk-nag passes either way.
import { describe, expect, it } from 'vitest';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { REACHED } from '../grants/roles.js';
import { INBOUND_PREFIX } from '../lib/inbound-mail.js';
import { excessGrants, missingGrants, roleStatements, type TemplateJson } from './grant-check.js';
import { idOf, noBundling, of, synth } from './support.js';

const fnOf = (t: Template, name: string) =>
  Object.entries(of(t, 'AWS::Lambda::Function')).find(([, r]) => r.Properties.FunctionName === name)!;

describe('replies by mail on AWS', () => {
  const t = synth({ ...noBundling, replyDomain: 'Reply.Example.com' }).template;

  it('a receipt rule for the reply domain: spam scan, the message to the bucket, then the function', () => {
    t.hasResourceProperties('AWS::SES::ReceiptRuleSet', { RuleSetName: 'dominion-dev-inbound' });
    const [fnId] = fnOf(t, 'dominion-dev-inbound-mail');
    const rules = Object.values(of(t, 'AWS::SES::ReceiptRule'));
    expect(rules).toHaveLength(1);
    const rule = rules[0].Properties.Rule;
    expect(rule).toMatchObject({ Enabled: true, Recipients: ['reply.example.com'], ScanEnabled: true });
    expect(rule.Actions.map((a: object) => Object.keys(a)[0])).toEqual(['S3Action', 'LambdaAction']);
    expect(rule.Actions[0].S3Action.ObjectKeyPrefix).toBe(INBOUND_PREFIX);
    expect(rule.Actions[1].LambdaAction).toMatchObject({
      InvocationType: 'Event',
      FunctionArn: { 'Fn::GetAtt': [fnId, 'Arn'] },
    });
    t.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'ses.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] },
    });
  });

  it("watched like every function: an alarm on its errors and on its dead-letter queue's depth", () => {
    const alarms = Object.values(of(t, 'AWS::CloudWatch::Alarm')).map((a) => a.Properties);
    const [fnId] = fnOf(t, 'dominion-dev-inbound-mail');
    expect(alarms.find((x) => x.AlarmName === 'dominion-dev-inbound-mail-errors')).toMatchObject({
      MetricName: 'Errors',
      Namespace: 'AWS/Lambda',
      Threshold: 1,
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: fnId } }],
    });
    const [dlqId] = Object.entries(of(t, 'AWS::SQS::Queue')).find(([id]) => id.startsWith('InboundMailDlq'))!;
    expect(alarms.find((x) => x.AlarmName === 'dominion-dev-inbound-dlq-depth')).toMatchObject({
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Threshold: 1,
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqId, 'QueueName'] } }],
    });
  });

  it('a private, encrypted bucket that keeps mail a week and that only SES writes to', () => {
    const buckets = Object.entries(of(t, 'AWS::S3::Bucket'));
    expect(buckets).toHaveLength(1);
    const [bucketId, bucket] = buckets[0];
    expect(bucket.Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      LifecycleConfiguration: { Rules: [{ ExpirationInDays: 7, Status: 'Enabled' }] },
    });
    const policy = Object.values(of(t, 'AWS::S3::BucketPolicy')).find((p) => p.Properties.Bucket.Ref === bucketId)!;
    const statements = policy.Properties.PolicyDocument.Statement;
    const sesPut = statements.find((s) => s.Principal?.Service === 'ses.amazonaws.com')!;
    expect(sesPut).toMatchObject({
      Effect: 'Allow',
      Action: 's3:PutObject',
      Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
    });
    expect(JSON.stringify(sesPut.Resource)).toContain(`/${INBOUND_PREFIX}*`);
    expect(statements.some((s) => s.Effect === 'Deny' && s.Condition?.Bool?.['aws:SecureTransport'] === 'false')).toBe(
      true,
    );
  });

  it('the function: reads only the prefix, sends the answer, retries twice then dead-letters; game mail knows the domain', () => {
    const [fnId, fn] = fnOf(t, 'dominion-dev-inbound-mail');
    expect(fn.Properties.Handler).toBe('index.onInboundMail');
    expect(fn.Properties.Environment.Variables).toMatchObject({
      INBOUND_PREFIX,
      REPLY_DOMAIN: 'reply.example.com',
      INBOUND_BUCKET: { Ref: expect.any(String) as unknown },
    });
    expect(fnOf(t, 'dominion-dev-stream')[1].Properties.Environment.Variables.REPLY_DOMAIN).toBe('reply.example.com');
    const role = fn.Properties.Role['Fn::GetAtt'][0];
    const statements = Object.values(of(t, 'AWS::IAM::Policy'))
      .filter((p) => p.Properties.Roles.some((r) => r.Ref === role))
      .flatMap((p) => p.Properties.PolicyDocument.Statement);
    const s3Read = statements.find((s) => [s.Action].flat().includes('s3:GetObject'));
    expect(JSON.stringify(s3Read!.Resource)).toContain(`/${INBOUND_PREFIX}*`);
    expect(statements.some((s) => [s.Action].flat().some((a) => a.startsWith('ses:Send')))).toBe(true);
    expect(statements.some((s) => [s.Action].flat().includes('s3:PutObject'))).toBe(false);
    t.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: fnId },
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: Match.objectLike({ 'Fn::GetAtt': Match.arrayWith(['Arn']) }) } },
    });
  });

  it('grants every function, the inbound one included, exactly what its code reaches: S3 only to the one that reads it', () => {
    const check = {
      tableId: idOf(t, 'AWS::DynamoDB::GlobalTable', 'dominion-dev-games'),
      functionName: (fn: string) => `dominion-dev-${fn}`,
    };
    const json = t.toJSON() as TemplateJson;
    expect(roleStatements(json, 'dominion-dev-inbound-mail').length).toBeGreaterThan(0);
    expect(missingGrants(json, REACHED, check)).toEqual([]);
    expect(excessGrants(json, REACHED, check)).toEqual([]);
    const s3Readers = [...REACHED.keys()].filter((fn) =>
      roleStatements(json, `dominion-dev-${fn}`).some((x) => JSON.stringify(x.Action).includes('s3:')),
    );
    expect(s3Readers).toEqual(['inbound-mail']);
  });

  it('without a reply domain there is no receipt rule, no bucket, no inbound function, no Reply-To', () => {
    const plain = synth({ ...noBundling }).template;
    expect(Object.keys(of(plain, 'AWS::SES::ReceiptRuleSet'))).toHaveLength(0);
    expect(Object.keys(of(plain, 'AWS::S3::Bucket')).filter((id) => id.startsWith('InboundMail'))).toHaveLength(0);
    expect(
      Object.values(of(plain, 'AWS::Lambda::Function')).some(
        (f) => f.Properties.FunctionName === 'dominion-dev-inbound-mail',
      ),
    ).toBe(false);
    expect(fnOf(plain, 'dominion-dev-stream')[1].Properties.Environment.Variables).not.toHaveProperty('REPLY_DOMAIN');
    expect(
      Object.values(of(plain, 'AWS::CloudWatch::Alarm')).filter((a) => /inbound/.test(a.Properties.AlarmName)),
    ).toEqual([]);
  });

  it('passes cdk-nag with the inbound parts, dev and prod', () => {
    for (const stage of ['dev', 'prod'])
      expect(() => synth({ ...noBundling, stage, nag: true, replyDomain: 'reply.example.com' })).not.toThrow();
  });
});
