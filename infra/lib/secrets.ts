// The stack's two generated secrets. APP_SECRET signs API bearer tokens and one-click email links;
// the web server signs its session's API calls with it. NEXTAUTH_SECRET protects next-auth's
// cookies. Functions receive them as CloudFormation dynamic references, never as plain text.
import { Validations } from 'aws-cdk-lib';
import * as secrets from 'aws-cdk-lib/aws-secretsmanager';
import type { StackScope } from './config.js';

export interface Secrets {
  appSecret: secrets.Secret;
  nextAuthSecret: secrets.Secret;
}

export function addSecrets({ stack, settings, name }: StackScope): Secrets {
  const appSecret = new secrets.Secret(stack, 'AppSecret', {
    secretName: name('app-secret'),
    description: 'Signs API bearer tokens and one-click email links (APP_SECRET).',
    generateSecretString: { passwordLength: 48, excludePunctuation: true },
    removalPolicy: settings.removalPolicy,
  });
  const nextAuthSecret = new secrets.Secret(stack, 'NextAuthSecret', {
    secretName: name('nextauth-secret'),
    description: 'next-auth cookie and token secret (NEXTAUTH_SECRET).',
    generateSecretString: { passwordLength: 48, excludePunctuation: true },
    removalPolicy: settings.removalPolicy,
  });
  for (const secret of [appSecret, nextAuthSecret]) {
    Validations.of(secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Rotating signs every open session and emailed link out at once; rotation is a manual, announced step (docs/deploy.md).',
    });
  }
  return { appSecret, nextAuthSecret };
}
