// The Next.js app (standalone output) on one Lambda function, run by the Lambda Web Adapter
// behind a function URL, with CloudFront in front (the WebSite construct), and its wiring into the
// stack (addSite: secrets, the next-auth table, mail). The asset is assembled locally (no Docker):
// the standalone folder, the static files next to the server, and the start script.
import { cpSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Aws, CfnOutput, DockerImage, Duration, Validations } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { StackScope } from './config.js';
import { addLogGroup } from './functions.js';
import type { Secrets } from './secrets.js';

/** Lambda Web Adapter 0.9.x for arm64, published by AWS in every commercial region. */
export const DEFAULT_WEB_ADAPTER_LAYER = `arn:aws:lambda:${Aws.REGION}:753240598075:layer:LambdaAdapterLayerArm64:25`;

export interface WebAssetProps {
  /** `next build` standalone output (web/.next/standalone). */
  standaloneDir: string;
  /** web/.next/static, copied to `<server dir>/.next/static` (optional: a build that already holds it). */
  staticDir?: string;
  /** web/public, copied to `<server dir>/public` when present. */
  publicDir?: string;
  /** The server inside the standalone folder (the app is built from the repository root). */
  serverScript?: string;
}

export interface WebSiteProps extends WebAssetProps {
  functionName: string;
  environment: Record<string, string>;
  logGroup: logs.ILogGroup;
  /** The Lambda Web Adapter layer (arm64). */
  adapterLayerArn: string;
  reservedConcurrency?: number;
}

export const START_SCRIPT = 'run.sh';

/** The function's code: a local copy of the standalone build plus the start script. */
export function webCode(p: WebAssetProps): lambda.Code {
  const server = p.serverScript ?? 'web/server.js';
  if (!existsSync(path.join(p.standaloneDir, server))) {
    throw new Error(`No ${server} under ${p.standaloneDir}: build the web app first (npm --prefix web run build).`);
  }
  const serverDir = path.dirname(server);
  return lambda.Code.fromAsset(p.standaloneDir, {
    bundling: {
      // Never used: local bundling always succeeds.
      image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:22-slim'),
      local: {
        tryBundle(outDir) {
          cpSync(p.standaloneDir, outDir, { recursive: true, dereference: true });
          if (p.staticDir && existsSync(p.staticDir))
            cpSync(p.staticDir, path.join(outDir, serverDir, '.next', 'static'), { recursive: true });
          if (p.publicDir && existsSync(p.publicDir))
            cpSync(p.publicDir, path.join(outDir, serverDir, 'public'), { recursive: true });
          writeFileSync(path.join(outDir, START_SCRIPT), `#!/bin/sh\nexec node ${server}\n`, { mode: 0o755 });
          return true;
        },
      },
    },
  });
}

export class WebSite extends Construct {
  readonly fn: lambda.Function;
  readonly url: lambda.FunctionUrl;
  readonly distribution: cloudfront.Distribution;

  constructor(scope: Construct, id: string, p: WebSiteProps) {
    super(scope, id);
    this.fn = new lambda.Function(this, 'Server', {
      functionName: p.functionName,
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      code: webCode(p),
      handler: START_SCRIPT,
      memorySize: 1024,
      timeout: Duration.seconds(20),
      layers: [lambda.LayerVersion.fromLayerVersionArn(this, 'Adapter', p.adapterLayerArn)],
      environment: {
        AWS_LAMBDA_EXEC_WRAPPER: '/opt/bootstrap',
        PORT: '3000',
        NODE_ENV: 'production',
        ...p.environment,
      },
      loggingFormat: lambda.LoggingFormat.JSON,
      applicationLogLevelV2: lambda.ApplicationLogLevel.INFO,
      systemLogLevelV2: lambda.SystemLogLevel.WARN,
      logGroup: p.logGroup,
      ...(p.reservedConcurrency ? { reservedConcurrentExecutions: p.reservedConcurrency } : {}),
    });
    // CloudFront is the only intended caller, but Next.js server actions POST bodies, which an
    // origin access control on a function URL cannot sign; the app authenticates its own users.
    this.url = this.fn.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.NONE });

    // next-auth builds its links from the host the viewer used (AUTH_TRUST_HOST): pass it on,
    // since the origin must receive its own host name.
    const forwardHost = new cloudfront.Function(this, 'ForwardHost', {
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(
        'function handler(event) { var r = event.request; r.headers["x-forwarded-host"] = { value: r.headers.host.value }; return r; }',
      ),
    });
    const origin = new origins.FunctionUrlOrigin(this.url, { readTimeout: Duration.seconds(30) });
    const functionAssociations = [{ function: forwardHost, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }];
    this.distribution = new cloudfront.Distribution(this, 'Cdn', {
      comment: `${p.functionName} (Next.js)`,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
        cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
        originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        functionAssociations,
      },
      additionalBehaviors: {
        // Content-hashed build files: cached at the edge for a year.
        '/_next/static/*': {
          origin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          compress: true,
        },
      },
    });
    new CfnOutput(this, 'SiteUrl', { key: 'SiteUrl', value: `https://${this.distribution.distributionDomainName}` });

    Validations.of(this.distribution).acknowledge(
      { id: 'AwsSolutions-CFR1', reason: 'A game for a group of friends anywhere: no country is to be blocked.' },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'WAF costs more than the whole stack at this scale; the API is throttled and sign-in is by emailed link only.',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason:
          'Requests are logged by the server function (JSON logs); CloudFront standard logs would need an ACL-enabled bucket.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'The default *.cloudfront.net certificate cannot enforce TLS 1.2; a custom domain with its own certificate lifts this (docs/deploy.md).',
      },
    );
  }
}

export interface SiteProps {
  assets: WebAssetProps;
  secrets: Secrets;
  /** next-auth's table. */
  authTable: dynamodb.TableV2;
  mailFrom: string;
  /** The mail-sending statement (mail.ts): next-auth mails the sign-in link. */
  sendMail: iam.PolicyStatement;
  /** A custom domain in front of CloudFront; next-auth then builds its links from it. */
  siteUrl?: string | undefined;
  adapterLayerArn?: string | undefined;
}

/** The site, in the stack's scope as the construct "Web", allowed next-auth's table and sending mail. */
export function addSite(scope: StackScope, p: SiteProps): WebSite {
  const { stack, settings, name } = scope;
  const web = new WebSite(stack, 'Web', {
    ...p.assets,
    functionName: name('web'),
    logGroup: addLogGroup(scope, 'Logs-web', name('web')),
    adapterLayerArn: p.adapterLayerArn ?? DEFAULT_WEB_ADAPTER_LAYER,
    ...(settings.reservedConcurrency ? { reservedConcurrency: 20 } : {}),
    environment: {
      DOMINION_API_SECRET: p.secrets.appKeys.current.unsafeUnwrap(),
      ...(p.secrets.appKeys.previous
        ? { DOMINION_API_SECRET_PREVIOUS: p.secrets.appKeys.previous.unsafeUnwrap() }
        : {}),
      NEXTAUTH_SECRET: p.secrets.nextAuthSecret.secretValue.unsafeUnwrap(),
      ...(p.siteUrl ? { NEXTAUTH_URL: p.siteUrl } : { AUTH_TRUST_HOST: 'true' }),
      DOMINION_AUTH_TABLE: p.authTable.tableName,
      DOMINION_MAIL_FROM: p.mailFrom,
    },
  });
  web.fn.addToRolePolicy(
    new iam.PolicyStatement({
      actions: [
        'dynamodb:GetItem',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:DeleteItem',
        'dynamodb:Query',
        'dynamodb:BatchWriteItem',
      ],
      resources: [p.authTable.tableArn, `${p.authTable.tableArn}/index/GSI1`],
    }),
  );
  web.fn.addToRolePolicy(p.sendMail); // next-auth's sign-in link
  return web;
}
