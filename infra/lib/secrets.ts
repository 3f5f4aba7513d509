// The stack's two generated secrets. APP_SECRET signs API bearer tokens and one-click email links;
// the web server signs its session's API calls with it. NEXTAUTH_SECRET protects next-auth's
// cookies. Functions receive them as CloudFormation dynamic references, never as plain text.
//
// Rotating the app secret logs nobody out (docs/operations.md, "Rotate the app secret"): tokens
// carry a key id, and the backend and the web server also verify with the previous key
// (APP_SECRET_PREVIOUS, DOMINION_API_SECRET_PREVIOUS) while it is given. Both keys are versions of
// the one secret, named by their Secrets Manager version ids (context appSecretVersion and
// appSecretPreviousVersion): a reference pinned to a version changes the template, so a deploy
// re-resolves it in every function, and the previous key stops verifying once it is left out.
import { SecretValue, Validations } from 'aws-cdk-lib';
import * as secrets from 'aws-cdk-lib/aws-secretsmanager';
import type { StackScope } from './config.js';

/** The app secret's versions in use: unset, its current version (AWSCURRENT at deploy time). */
export interface AppSecretVersions {
  /** The version that signs (the new one, during a rotation). */
  current?: string | undefined;
  /** The version that still verifies during a rotation (the old one). */
  previous?: string | undefined;
}

/** The signing keys as the functions receive them: dynamic references. */
export interface AppKeys {
  current: SecretValue;
  previous?: SecretValue;
}

export interface Secrets {
  appSecret: secrets.Secret;
  /** The app secret's versions for the environment: APP_SECRET and, during a rotation, APP_SECRET_PREVIOUS. */
  appKeys: AppKeys;
  nextAuthSecret: secrets.Secret;
}

/** A Secrets Manager version id (a UUID as SM makes them, or one given to put-secret-value: 32 to 64 characters). */
const VERSION_ID = /^[A-Za-z0-9-]{32,64}$/;

export function appKeysOf(secret: secrets.ISecret, v: AppSecretVersions): AppKeys {
  for (const [key, id] of [
    ['current', v.current],
    ['previous', v.previous],
  ] as const) {
    if (id !== undefined && !VERSION_ID.test(id))
      throw new Error(
        `Context "appSecret${key === 'current' ? '' : 'Previous'}Version": "${id}" is not a Secrets Manager version id.`,
      );
  }
  if (v.previous && !v.current)
    throw new Error('A rotation names both versions: -c appSecretVersion=<new> -c appSecretPreviousVersion=<old>.');
  if (v.previous && v.previous === v.current)
    throw new Error('appSecretPreviousVersion is the same version as appSecretVersion.');
  const at = (versionId: string | undefined) =>
    versionId ? SecretValue.secretsManager(secret.secretArn, { versionId }) : secret.secretValue;
  return { current: at(v.current), ...(v.previous ? { previous: at(v.previous) } : {}) };
}

export function addSecrets({ stack, settings, name }: StackScope, versions: AppSecretVersions = {}): Secrets {
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
  Validations.of(appSecret).acknowledge({
    id: 'AwsSolutions-SMG4',
    reason:
      'Rotated by an operator with the previous key still verifying (docs/operations.md): the functions read it from their environment, which a rotation Lambda could not refresh.',
  });
  Validations.of(nextAuthSecret).acknowledge({
    id: 'AwsSolutions-SMG4',
    reason:
      'Rotating signs every open session and emailed link out at once; rotation is a manual, announced step (docs/deploy.md).',
  });
  return { appSecret, appKeys: appKeysOf(appSecret, versions), nextAuthSecret };
}
