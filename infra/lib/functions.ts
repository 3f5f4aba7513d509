// The backend's Lambda functions: one per handler of lib/handlers.ts, each bundled from its own
// entry module (bundling.ts), with its own log group, the backend's environment, and a role that
// allows only what its code reaches (grants/roles.ts: table actions, the index, mail, inbound mail). Which
// event calls a function is decided by its caller: api.ts (routes) and jobs.ts (stream, schedules, queue).
import { Duration, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { backendBundling, entryPath } from './bundling.js';
import type { StackScope } from './config.js';
import { grantReached } from '../grants/roles.js';
import type { HandlerSpec } from './handlers.js';
import type { AppKeys } from './secrets.js';

export interface BackendCode {
  /** The folder of the entry modules: <name>.ts per function, exporting the handler lib/handlers.ts names. */
  entriesDir: string;
  /** A folder holding the entry, the backend and their node_modules; esbuild runs from here. */
  projectRoot: string;
  depsLockFilePath: string;
}

export interface BackendFunctionsProps {
  code: BackendCode;
  gameTable: dynamodb.TableV2;
  /** The app secret's versions: the signing key, and during a rotation the previous one. */
  appKeys: AppKeys;
  /** The From address of every email. */
  mailFrom: string;
  /** The site's base URL, for the links in mail. */
  webUrl: string;
  /** The mail-sending statement (mail.ts), given to the handlers that send. */
  sendMail: iam.PolicyStatement;
  /** The domain of reply addresses (inbound-mail.ts): game mail sets Reply-To only with it. */
  replyDomain?: string | undefined;
}

/**
 * The log group "/aws/lambda/<fnName>" (the name Lambda itself would give a function's group),
 * kept as long as the stage says. The API's access logs use it too, under "<api name>-access".
 */
export function addLogGroup({ stack, settings }: StackScope, id: string, fnName: string): logs.LogGroup {
  return new logs.LogGroup(stack, id, {
    logGroupName: `/aws/lambda/${fnName}`,
    retention: settings.logRetention,
    removalPolicy: settings.removalPolicy,
  });
}

export class BackendFunctions {
  /** Every function added so far, by handler name (monitoring.ts alarms on each). */
  readonly byName: Record<string, nodejs.NodejsFunction> = {};

  constructor(
    private readonly scope: StackScope,
    private readonly props: BackendFunctionsProps,
  ) {}

  /** The environment every backend function reads (lambdas/runtime/build-deps.ts). */
  private environment(): Record<string, string> {
    const p = this.props;
    return {
      TABLE_NAME: p.gameTable.tableName,
      MAIL_FROM: p.mailFrom,
      WEB_URL: p.webUrl,
      // Resolved by CloudFormation at deploy time; the backend reads them from its environment.
      APP_SECRET: p.appKeys.current.unsafeUnwrap(),
      ...(p.appKeys.previous ? { APP_SECRET_PREVIOUS: p.appKeys.previous.unsafeUnwrap() } : {}),
      NODE_OPTIONS: '--enable-source-maps',
      ...(p.replyDomain ? { REPLY_DOMAIN: p.replyDomain } : {}),
    };
  }

  /**
   * The function of one handler; `extra` sets what its caller needs (concurrency, dead letters),
   * `inboundObjectsArn` the inbound mail a function whose code reads S3 may read.
   */
  add(
    spec: HandlerSpec,
    extra: Partial<nodejs.NodejsFunctionProps> = {},
    inboundObjectsArn?: string,
  ): nodejs.NodejsFunction {
    const { stack, name } = this.scope;
    const { code, gameTable, sendMail } = this.props;
    const fnName = name(spec.name);
    const fn = new nodejs.NodejsFunction(stack, `Fn-${spec.name}`, {
      functionName: fnName,
      entry: entryPath(code.entriesDir, spec),
      handler: spec.exportName,
      projectRoot: code.projectRoot,
      depsLockFilePath: code.depsLockFilePath,
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(spec.timeout),
      environment: this.environment(),
      loggingFormat: lambda.LoggingFormat.JSON,
      applicationLogLevelV2: lambda.ApplicationLogLevel.INFO,
      systemLogLevelV2: lambda.SystemLogLevel.WARN,
      logGroup: addLogGroup(this.scope, `Logs-${spec.name}`, fnName),
      bundling: backendBundling(),
      // X-Ray: the invocation, and each DynamoDB and SES call as a subsegment (lambdas/aws/powertools.ts).
      tracing: lambda.Tracing.ACTIVE,
      ...extra,
    });
    Validations.of(fn).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: "Active tracing: X-Ray's PutTraceSegments and PutTelemetryRecords have no resource-level permissions.",
    });
    grantReached(fn, spec.name, { tableArn: gameTable.tableArn, sendMail, inboundObjectsArn });
    this.byName[spec.name] = fn;
    return fn;
  }
}
