// Template assertions on the stack's variants, offline: the prod stage (names, retention, deletion
// protection, reserved concurrency, an email-address identity) and the options a deployment may
// set (a custom domain, SES sandbox recipients, rotating the app secret), and what is refused.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Template } from 'aws-cdk-lib/assertions';
import { ALL_HANDLERS } from '../lib/handlers.js';
import { reachOf } from '../grants/roles.js';
import { asList, idOf, noBundling, of, statements, synth } from './support.js';

describe('prod stage', () => {
  let t: Template;
  beforeAll(() => {
    t = synth({ stage: 'prod', mailEmail: 'games@example.org', mailDomain: '', ...noBundling }).template;
  });

  it('names everything for prod, keeps data and protects the tables from deletion', () => {
    for (const name of ['dominion-prod-games', 'dominion-prod-auth']) {
      const id = idOf(t, 'AWS::DynamoDB::GlobalTable', name);
      const table = of(t, 'AWS::DynamoDB::GlobalTable')[id];
      expect(table.DeletionPolicy).toBe('Retain');
      expect(table.Properties.Replicas[0].DeletionProtectionEnabled).toBe(true);
    }
    for (const s of Object.values(of(t, 'AWS::SecretsManager::Secret'))) expect(s.DeletionPolicy).toBe('Retain');
    for (const g of Object.values(of(t, 'AWS::Logs::LogGroup'))) {
      expect(g.DeletionPolicy).toBe('Retain');
      expect(g.Properties.RetentionInDays).toBe(180);
    }
    t.hasResourceProperties('AWS::Lambda::Function', { FunctionName: 'dominion-prod-submit-move' });
  });

  it('reserves concurrency where it protects the table, and throttles harder than dev allows', () => {
    t.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: 'dominion-prod-reminders',
      ReservedConcurrentExecutions: 1,
    });
    t.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: 'dominion-prod-outbox',
      ReservedConcurrentExecutions: 1,
    });
    t.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: 'dominion-prod-stream',
      ReservedConcurrentExecutions: 5,
    });
    t.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: 'dominion-prod-submit-move',
      ReservedConcurrentExecutions: 20,
    });
    t.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
    });
  });

  it('uses a single email address as the identity when no domain is given', () => {
    t.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'games@example.org' });
    const fn = Object.values(of(t, 'AWS::Lambda::Function')).find(
      (f) => f.Properties.FunctionName === 'dominion-prod-create-game',
    )!;
    expect(fn.Properties.Environment.Variables.MAIL_FROM).toBe('games@example.org');
  });
});

describe('options', () => {
  it('uses a custom domain, when given, for links and next-auth instead of the CloudFront name', () => {
    const t = synth({ siteUrl: 'https://dominion.example.com/', ...noBundling }).template;
    const web = Object.values(of(t, 'AWS::Lambda::Function')).find(
      (f) => f.Properties.FunctionName === 'dominion-dev-web',
    )!;
    expect(web.Properties.Environment.Variables.NEXTAUTH_URL).toBe('https://dominion.example.com');
    const sub = Object.values(of(t, 'AWS::Lambda::Function')).find(
      (f) => f.Properties.FunctionName === 'dominion-dev-submit-move',
    )!;
    expect(sub.Properties.Environment.Variables.WEB_URL).toBe('https://dominion.example.com');
  });

  it("verifies the SES sandbox's recipients as identities and lets every sending function mail them", () => {
    const t = synth({ sandboxRecipients: 'Alice@example.org, bob@example.net', ...noBundling }).template;
    const recipients = Object.entries(of(t, 'AWS::SES::EmailIdentity')).filter(([, r]) =>
      /@example\.(org|net)$/.test(r.Properties.EmailIdentity),
    );
    expect(recipients.map(([, r]) => r.Properties.EmailIdentity).sort()).toEqual([
      'alice@example.org',
      'bob@example.net',
    ]);
    for (const name of [...ALL_HANDLERS.filter((h) => reachOf(h.name).sendsMail).map((h) => h.name), 'web']) {
      const ses = statements(t, `dominion-dev-${name}`).filter((x) => asList(x.Action).includes('ses:SendEmail'));
      const res = JSON.stringify(ses[0].Resource);
      for (const [id] of recipients) expect(res, name).toContain(`:identity/",{"Ref":"${id}"}`);
    }
    expect(() => synth({ sandboxRecipients: 'not-an-address' })).toThrow(/sandboxRecipients.*not an email address/);
    // The sending address needs no second identity.
    const own = synth({
      mailDomain: '',
      mailEmail: 'games@example.org',
      sandboxRecipients: 'games@example.org,carol@example.org',
      ...noBundling,
    }).template;
    expect(
      Object.values(of(own, 'AWS::SES::EmailIdentity'))
        .map((r) => r.Properties.EmailIdentity)
        .sort(),
    ).toEqual(['carol@example.org', 'games@example.org']);
  });

  it('rotates the app secret: the new version signs, the previous one still verifies, in every function and the web server', () => {
    const [current, previous] = ['0f2c9a7e-1111-4d6b-9a3e-2b7c5d8e9f01', 'a1b2c3d4-2222-4e5f-8a9b-0c1d2e3f4a5b'];
    const env = (t: Template, fn: string) =>
      Object.values(of(t, 'AWS::Lambda::Function')).find((f) => f.Properties.FunctionName === `dominion-dev-${fn}`)!
        .Properties.Environment.Variables;
    const secretId = (t: Template) => idOf(t, 'AWS::SecretsManager::Secret', 'dominion-dev-app-secret');
    /** The dynamic reference: {{resolve:secretsmanager:<the app secret's ARN>:SecretString:::<version id>}}. */
    const pinned = (t: Template, v: unknown, versionId: string) => {
      const s = JSON.stringify(v);
      expect(s).toContain('{{resolve:secretsmanager:');
      expect(s).toContain(`{"Ref":"${secretId(t)}"}`);
      expect(s).toContain(`:SecretString:::${versionId}}}`);
    };
    const rotating = synth({ appSecretVersion: current, appSecretPreviousVersion: previous, ...noBundling }).template;
    for (const spec of ALL_HANDLERS) {
      pinned(rotating, env(rotating, spec.name).APP_SECRET, current);
      pinned(rotating, env(rotating, spec.name).APP_SECRET_PREVIOUS, previous);
    }
    pinned(rotating, env(rotating, 'web').DOMINION_API_SECRET, current);
    pinned(rotating, env(rotating, 'web').DOMINION_API_SECRET_PREVIOUS, previous);
    rotating.resourceCountIs('AWS::SecretsManager::Secret', 2); // versions of the one secret, no new secret

    // After the link lifetime: the new version alone; the previous key verifies nothing any more.
    const done = synth({ appSecretVersion: current, ...noBundling }).template;
    pinned(done, env(done, 'submit-move').APP_SECRET, current);
    expect(env(done, 'submit-move').APP_SECRET_PREVIOUS).toBeUndefined();
    expect(env(done, 'web').DOMINION_API_SECRET_PREVIOUS).toBeUndefined();

    expect(() => synth({ appSecretPreviousVersion: previous, ...noBundling })).toThrow(/names both versions/);
    expect(() => synth({ appSecretVersion: current, appSecretPreviousVersion: current, ...noBundling })).toThrow(
      /same version/,
    );
    expect(() => synth({ appSecretVersion: 'AWSCURRENT', ...noBundling })).toThrow(/not a Secrets Manager version id/);
  });

  it('refuses an unknown stage and a missing mail identity', () => {
    expect(() => synth({ stage: 'test' })).toThrow(/Unknown stage/);
    expect(() => synth({ mailDomain: '' })).toThrow(/sending identity/);
  });
});
