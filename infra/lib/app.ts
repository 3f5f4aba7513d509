// Builds the CDK app from context: the stage, the mail identity, the web build, options.
//   -c stage=dev|prod  -c mailDomain=example.com | -c mailEmail=me@example.com  [-c mailFrom=...]
//   [-c webDir=../web]  [-c alarmEmail=...]  [-c siteUrl=https://...]  [-c webAdapterLayerArn=...]
//   [-c sandboxRecipients=a@example.org,b@example.org]  [-c nag=false]
//   [-c appSecretVersion=<id> [-c appSecretPreviousVersion=<id>]]  (rotating the app secret: docs/operations.md)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, Validations, type AppProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ENTRIES_DIR } from './bundling.js';
import { contextString, parseEmailList, parseStage } from './config.js';
import { DominionStack } from './dominion-stack.js';

export const INFRA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(INFRA_DIR, '..');

export function buildApp(props: AppProps = {}): { app: App; stack: DominionStack } {
  const app = new App(props);
  const ctx = (key: string) => contextString(app.node, key);
  const stage = parseStage(app.node.tryGetContext('stage'));
  const domain = ctx('mailDomain');
  const email = ctx('mailEmail');
  if (!domain && !email)
    throw new Error('Set the sending identity: -c mailDomain=example.com or -c mailEmail=you@example.com.');
  const from = ctx('mailFrom') ?? (domain ? `dominion@${domain}` : email!);
  const webDir = path.resolve(INFRA_DIR, ctx('webDir') ?? '../web');

  const stack = new DominionStack(app, `Dominion-${stage}`, {
    stackName: `dominion-${stage}`,
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
    stage,
    mail: {
      identity: domain ? { domain } : { email: email! },
      from,
      sandboxRecipients: parseEmailList(ctx('sandboxRecipients'), 'sandboxRecipients'),
    },
    backend: {
      entriesDir: ENTRIES_DIR,
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
    },
    web: {
      standaloneDir: path.join(webDir, '.next', 'standalone'),
      staticDir: path.join(webDir, '.next', 'static'),
      publicDir: path.join(webDir, 'public'),
    },
    ...(ctx('alarmEmail') ? { alarmEmail: ctx('alarmEmail') } : {}),
    ...(ctx('siteUrl') ? { siteUrl: ctx('siteUrl')!.replace(/\/+$/, '') } : {}),
    ...(ctx('webAdapterLayerArn') ? { webAdapterLayerArn: ctx('webAdapterLayerArn') } : {}),
    ...(ctx('replyDomain') ? { replyDomain: ctx('replyDomain')!.toLowerCase() } : {}),
    appSecretVersions: { current: ctx('appSecretVersion'), previous: ctx('appSecretPreviousVersion') },
    tags: { app: 'dominion-by-mail', stage },
  });
  if (app.node.tryGetContext('nag') !== false && app.node.tryGetContext('nag') !== 'false') {
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  }
  return { app, stack };
}
