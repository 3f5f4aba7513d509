// Dominion by Mail on AWS: the game table (with its stream) and the next-auth table, one Lambda per
// backend handler, the HTTP API, SES (identity, configuration set, bounce handling), the
// reminder and outbox schedules, the Next.js site behind CloudFront, alarms and outputs.
import path from 'node:path';
import { Aws, CfnOutput, Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as eventTargets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as schedulerTargets from 'aws-cdk-lib/aws-scheduler-targets';
import * as secrets from 'aws-cdk-lib/aws-secretsmanager';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { stageSettings, type Stage, type StageSettings } from './config.js';
import { backendBundling } from './bundling.js';
import { ALL_HANDLERS, API_HANDLERS, BOUNCE_HANDLER, OUTBOX_HANDLER, REMINDER_HANDLER, STREAM_HANDLER, type HandlerSpec } from './handlers.js';
import { WebSite, type WebAssetProps } from './web-site.js';
import { addMonitoring } from './monitoring.js';

/** Lambda Web Adapter 0.9.x for arm64, published by AWS in every commercial region. */
export const DEFAULT_WEB_ADAPTER_LAYER = `arn:aws:lambda:${Aws.REGION}:753240598075:layer:LambdaAdapterLayerArm64:25`;

/** The attribute DynamoDB's TTL reads on the game table (epoch seconds); items without it never expire. */
export const GAME_TTL_ATTRIBUTE = 'expiresAt';

export interface MailSettings {
  /** The SES identity: a domain (DKIM records to publish) or a single address. */
  identity: { domain: string } | { email: string };
  /** The From address of every email; must belong to the identity. */
  from: string;
  /**
   * While the account is in the SES sandbox, SES also authorizes each send against the recipient's
   * identity: these addresses are verified as identities by the stack (SES mails each a link) and
   * the sending functions may mail them. Empty once the account has production access.
   */
  sandboxRecipients?: string[];
}

export interface BackendCode {
  /** The folder of the entry modules: <name>.ts per function, exporting the handler lib/handlers.ts names. */
  entriesDir: string;
  /** A folder holding the entry, the backend and their node_modules; esbuild runs from here. */
  projectRoot: string;
  depsLockFilePath: string;
}

export interface DominionStackProps extends StackProps {
  stage: Stage;
  mail: MailSettings;
  backend: BackendCode;
  web: WebAssetProps;
  /** Alarm notifications by email. */
  alarmEmail?: string;
  /** A custom domain in front of CloudFront ("https://dominion.example.com"); the CloudFront URL otherwise. */
  siteUrl?: string;
  webAdapterLayerArn?: string;
  /** Overrides of the stage defaults (tests use them). */
  settings?: Partial<StageSettings>;
}

export class DominionStack extends Stack {
  readonly settings: StageSettings;
  readonly gameTable: dynamodb.TableV2;
  readonly authTable: dynamodb.TableV2;
  readonly functions: Record<string, nodejs.NodejsFunction> = {};
  readonly api: apigw.HttpApi;
  readonly web: WebSite;
  readonly queues: { mail: sqs.Queue; reminders: sqs.Queue; outbox: sqs.Queue; bounces: sqs.Queue; bouncesDlq: sqs.Queue };
  readonly alarmTopic: sns.Topic;

  constructor(scope: Construct, id: string, props: DominionStackProps) {
    super(scope, id, props);
    const s = (this.settings = { ...stageSettings(props.stage), ...props.settings });
    const name = (suffix: string) => `${s.prefix}-${suffix}`;

    // ---- data ---------------------------------------------------------------------------------
    // Both tables: string pk/sk, on demand, one global index, PITR, encrypted, stage protection.
    const table = (cid: string, p: { tableName: string; index: [name: string, pk: string, sk: string, projection: dynamodb.ProjectionType]; ttl: string; stream?: dynamodb.StreamViewType }) => {
      const [indexName, ipk, isk, projectionType] = p.index;
      const str = (n: string) => ({ name: n, type: dynamodb.AttributeType.STRING });
      return new dynamodb.TableV2(this, cid, {
        tableName: p.tableName,
        partitionKey: str('pk'),
        sortKey: str('sk'),
        billing: dynamodb.Billing.onDemand(),
        globalSecondaryIndexes: [{ indexName, partitionKey: str(ipk), sortKey: str(isk), projectionType }],
        ...(p.stream ? { dynamoStream: p.stream } : {}),
        timeToLiveAttribute: p.ttl,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        encryption: dynamodb.TableEncryptionV2.awsManagedKey(),
        deletionProtection: s.deletionProtection,
        removalPolicy: s.removalPolicy,
      });
    };
    this.gameTable = table('GameTable', {
      tableName: name('games'),
      index: ['gsi1', 'gsi1pk', 'gsi1sk', dynamodb.ProjectionType.KEYS_ONLY],
      ttl: GAME_TTL_ATTRIBUTE,
      // The stream consumer projects each new event and sends its mail (the outbox).
      stream: dynamodb.StreamViewType.NEW_IMAGE,
    });
    // The next-auth DynamoDB adapter's table (users, accounts, sessions, verification tokens);
    // sessions and sign-in tokens carry their expiry in `expires`.
    this.authTable = table('AuthTable', {
      tableName: name('auth'),
      index: ['GSI1', 'GSI1PK', 'GSI1SK', dynamodb.ProjectionType.ALL],
      ttl: 'expires',
    });

    // ---- secrets ------------------------------------------------------------------------------
    // APP_SECRET signs API bearer tokens and one-click email links; the web server signs its
    // session's API calls with it. NEXTAUTH_SECRET protects next-auth's cookies.
    const appSecret = new secrets.Secret(this, 'AppSecret', {
      secretName: name('app-secret'),
      description: 'Signs API bearer tokens and one-click email links (APP_SECRET).',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: s.removalPolicy,
    });
    const nextAuthSecret = new secrets.Secret(this, 'NextAuthSecret', {
      secretName: name('nextauth-secret'),
      description: 'next-auth cookie and token secret (NEXTAUTH_SECRET).',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: s.removalPolicy,
    });
    for (const secret of [appSecret, nextAuthSecret]) {
      Validations.of(secret).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason: 'Rotating signs every open session and emailed link out at once; rotation is a manual, announced step (docs/deploy.md).',
      });
    }

    // ---- mail (SES) ---------------------------------------------------------------------------
    const configurationSet = new ses.ConfigurationSet(this, 'MailConfig', {
      configurationSetName: name('mail'),
      reputationMetrics: true,
      // SES drops later mail to addresses that bounced or complained, for this configuration set.
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    const identity = new ses.EmailIdentity(this, 'MailIdentity', {
      identity: 'domain' in props.mail.identity
        ? ses.Identity.domain(props.mail.identity.domain)
        : ses.Identity.email(props.mail.identity.email),
      // The default configuration set: the backend's SendEmail calls need not name it.
      configurationSet,
    });
    // Bounces and complaints go to the default event bus, then to a queue for the bounce handler.
    configurationSet.addEventDestination('BouncesToEventBridge', {
      destination: ses.EventDestination.eventBus(events.EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT],
    });
    // (The sending address, when it is the identity, is verified and allowed already.)
    const sender = 'email' in props.mail.identity ? props.mail.identity.email.toLowerCase() : undefined;
    const sandboxRecipients = (props.mail.sandboxRecipients ?? []).filter((a) => a !== sender).map((address) => new ses.EmailIdentity(this, `SandboxRecipient-${address.replace(/[^A-Za-z0-9]/g, '-')}`, {
      identity: ses.Identity.email(address),
    }));
    const sendMail = new iam.PolicyStatement({
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      resources: [
        identity.emailIdentityArn,
        this.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: configurationSet.configurationSetName }),
        ...sandboxRecipients.map((r) => r.emailIdentityArn),
      ],
    });

    // ---- queues -------------------------------------------------------------------------------
    const queue = (id: string, suffix: string, consumer?: { deadLetterQueue: sqs.IQueue; visibilityTimeout: Duration }) => new sqs.Queue(this, id, {
      queueName: name(suffix),
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      ...(consumer ? { deadLetterQueue: { queue: consumer.deadLetterQueue, maxReceiveCount: 5 }, visibilityTimeout: consumer.visibilityTimeout } : {}),
    });
    const bouncesDlq = queue('BounceDlq', 'bounces-dlq');
    this.queues = {
      mail: queue('MailDlq', 'mail-dlq'),
      reminders: queue('ReminderDlq', 'reminders-dlq'),
      outbox: queue('OutboxDlq', 'outbox-dlq'),
      // Lambda wants the visibility timeout at six times the consumer's timeout or more.
      bounces: queue('BounceQueue', 'bounces', { deadLetterQueue: bouncesDlq, visibilityTimeout: Duration.seconds(6 * BOUNCE_HANDLER.timeout) }),
      bouncesDlq,
    };
    for (const q of [this.queues.mail, this.queues.reminders, this.queues.outbox, bouncesDlq]) {
      Validations.of(q).acknowledge({ id: 'AwsSolutions-SQS3', reason: 'This queue is itself a dead-letter queue: its messages are inspected by hand (alarm on depth).' });
    }
    new events.Rule(this, 'BounceRule', {
      description: 'SES bounces and complaints of the game mail.',
      eventPattern: {
        source: ['aws.ses'],
        detailType: ['Email Bounced', 'Email Complaint Received'],
        detail: { mail: { tags: { 'ses:configuration-set': [configurationSet.configurationSetName] } } },
      },
      targets: [new eventTargets.SqsQueue(this.queues.bounces)],
    });

    // ---- backend functions ----------------------------------------------------------------------
    const siteUrl = () => props.siteUrl ?? `https://${this.web.distribution.distributionDomainName}`;
    const logGroup = (id: string, fnName: string) => new logs.LogGroup(this, id, {
      logGroupName: `/aws/lambda/${fnName}`,
      retention: s.logRetention,
      removalPolicy: s.removalPolicy,
    });
    const backendEnv = () => ({
      TABLE_NAME: this.gameTable.tableName,
      MAIL_FROM: props.mail.from,
      WEB_URL: siteUrl(),
      // Resolved by CloudFormation at deploy time; the backend reads it from its environment.
      APP_SECRET: appSecret.secretValue.unsafeUnwrap(),
      NODE_OPTIONS: '--enable-source-maps',
    });
    const tableArn = this.gameTable.tableArn;
    const fnFor = (spec: HandlerSpec, extra: Partial<nodejs.NodejsFunctionProps> = {}) => {
      const fnName = name(spec.name);
      const fn = new nodejs.NodejsFunction(this, `Fn-${spec.name}`, {
        functionName: fnName,
        entry: path.join(props.backend.entriesDir, `${spec.name}.ts`),
        handler: spec.exportName,
        projectRoot: props.backend.projectRoot,
        depsLockFilePath: props.backend.depsLockFilePath,
        runtime: lambda.Runtime.NODEJS_24_X,
        architecture: lambda.Architecture.ARM_64,
        memorySize: 512,
        timeout: Duration.seconds(spec.timeout),
        environment: backendEnv(),
        loggingFormat: lambda.LoggingFormat.JSON,
        applicationLogLevelV2: lambda.ApplicationLogLevel.INFO,
        systemLogLevelV2: lambda.SystemLogLevel.WARN,
        logGroup: logGroup(`Logs-${spec.name}`, fnName),
        bundling: backendBundling(),
        ...extra,
      });
      const resources = [tableArn, ...(spec.gsi1 ? [`${tableArn}/index/gsi1`] : [])];
      fn.addToRolePolicy(new iam.PolicyStatement({ actions: spec.actions.map((a) => `dynamodb:${a}`), resources }));
      if (spec.sendsMail) fn.addToRolePolicy(sendMail);
      this.functions[spec.name] = fn;
      return fn;
    };

    // The site's URL reaches the backend through WEB_URL, so the site is built first.
    this.web = new WebSite(this, 'Web', {
      ...props.web,
      functionName: name('web'),
      logGroup: logGroup('Logs-web', name('web')),
      adapterLayerArn: props.webAdapterLayerArn ?? DEFAULT_WEB_ADAPTER_LAYER,
      ...(s.reservedConcurrency ? { reservedConcurrency: 20 } : {}),
      environment: {
        DOMINION_API_SECRET: appSecret.secretValue.unsafeUnwrap(),
        NEXTAUTH_SECRET: nextAuthSecret.secretValue.unsafeUnwrap(),
        ...(props.siteUrl ? { NEXTAUTH_URL: props.siteUrl } : { AUTH_TRUST_HOST: 'true' }),
        DOMINION_AUTH_TABLE: this.authTable.tableName,
        DOMINION_MAIL_FROM: props.mail.from,
      },
    });
    this.web.fn.addToRolePolicy(new iam.PolicyStatement({
      actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:Query', 'dynamodb:BatchWriteItem'],
      resources: [this.authTable.tableArn, `${this.authTable.tableArn}/index/GSI1`],
    }));
    this.web.fn.addToRolePolicy(sendMail); // next-auth's sign-in link

    // ---- HTTP API -------------------------------------------------------------------------------
    this.api = new apigw.HttpApi(this, 'Api', {
      apiName: name('api'),
      description: 'Dominion by Mail game API (called by the web server with a signed bearer token).',
      createDefaultStage: false,
    });
    const accessLogs = logGroup('Logs-api', `${name('api')}-access`);
    new apigw.HttpStage(this, 'ApiStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: s.throttle,
      accessLogSettings: { destination: new apigw.LogGroupLogDestination(accessLogs) },
    });
    // The API's base URL only needs the API resource, not its routes: no dependency cycle.
    this.web.fn.addEnvironment('DOMINION_API_URL', this.api.apiEndpoint);
    for (const spec of API_HANDLERS) {
      const fn = fnFor(spec, s.reservedConcurrency && spec.name === 'submit-move' ? { reservedConcurrentExecutions: 20 } : {});
      const route = new apigw.HttpRoute(this, `Route-${spec.name}`, {
        httpApi: this.api,
        routeKey: apigw.HttpRouteKey.with(spec.route!.path, apigw.HttpMethod[spec.route!.method]),
        integration: new HttpLambdaIntegration(`Integration-${spec.name}`, fn),
      });
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason: 'Every handler authenticates the caller itself: an HMAC-signed, short-lived bearer token that only the web server (holding APP_SECRET) mints for its signed-in session.',
      });
    }

    // ---- stream consumer, schedules -----------------------------------------------------------
    const stream = fnFor(STREAM_HANDLER, s.reservedConcurrency ? { reservedConcurrentExecutions: 5 } : {});
    stream.addEventSource(new DynamoEventSource(this.gameTable, {
      startingPosition: lambda.StartingPosition.TRIM_HORIZON,
      batchSize: 25,
      maxBatchingWindow: Duration.seconds(1),
      retryAttempts: 5,
      // The consumer names the earliest record of a game it could not project (onStream): Lambda
      // retries from there, and after the retries sends it to the dead-letter queue.
      reportBatchItemFailures: true,
      bisectBatchOnError: true,
      onFailure: new SqsDlq(this.queues.mail),
      // Only new events are projected (the consumer skips everything else anyway).
      filters: [lambda.FilterCriteria.filter({
        eventName: lambda.FilterRule.isEqual('INSERT'),
        dynamodb: { NewImage: { sk: { S: lambda.FilterRule.beginsWith('EV#') } } },
      })],
    }));

    const jobs: [HandlerSpec, sqs.Queue, Duration][] = [
      [REMINDER_HANDLER, this.queues.reminders, s.reminderEvery],
      [OUTBOX_HANDLER, this.queues.outbox, s.outboxEvery],
    ];
    for (const [spec, dlq, every] of jobs) {
      // One run at a time: two runs would read the same due games (WAITING shards) and pending mail (OUTBOX shards).
      const fn = fnFor(spec, { deadLetterQueue: dlq, retryAttempts: 0, ...(s.reservedConcurrency ? { reservedConcurrentExecutions: 1 } : {}) });
      new scheduler.Schedule(this, `Schedule-${spec.name}`, {
        scheduleName: name(spec.name),
        description: `Runs ${spec.exportName}.`,
        schedule: scheduler.ScheduleExpression.rate(every),
        target: new schedulerTargets.LambdaInvoke(fn, { deadLetterQueue: dlq, retryAttempts: 2, maxEventAge: Duration.minutes(10) }),
      });
      Validations.of(this).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${this.getLogicalId(fn.node.defaultChild as lambda.CfnFunction)}.Arn>:*]`,
        reason: 'The schedule may invoke only this function (any of its versions): lambda:InvokeFunction on its ARN.',
      });
    }

    // Bounces and complaints, a few at a time: only the failed messages of a batch come back
    // (partial batch failures), and one that keeps failing (5 receives) moves to bounces-dlq.
    // The poller's own cap (not reserved concurrency, which would throttle messages into the DLQ).
    const bounces = fnFor(BOUNCE_HANDLER);
    bounces.addEventSource(new SqsEventSource(this.queues.bounces, {
      batchSize: 10,
      maxBatchingWindow: Duration.seconds(5),
      reportBatchItemFailures: true,
      maxConcurrency: 2,
    }));

    // ---- alarms and the dashboard (monitoring.ts) -----------------------------------------------
    this.alarmTopic = addMonitoring(this, {
      name, alarmEmail: props.alarmEmail, functions: this.functions, web: this.web.fn, stream,
      deadLetterQueues: { mail: this.queues.mail, reminders: this.queues.reminders, outbox: this.queues.outbox, bounces: bouncesDlq },
      gameTable: this.gameTable,
    });

    // ---- IAM findings common to every function --------------------------------------------------
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: 'The basic execution policy only writes to CloudWatch Logs; each function\'s log group is its own.',
    });

    // ---- outputs --------------------------------------------------------------------------------
    new CfnOutput(this, 'ApiUrlOutput', { key: 'ApiUrl', value: this.api.apiEndpoint });
    new CfnOutput(this, 'GameTableOutput', { key: 'GameTableName', value: this.gameTable.tableName });
    new CfnOutput(this, 'AuthTableOutput', { key: 'AuthTableName', value: this.authTable.tableName });
    new CfnOutput(this, 'MailIdentityName', { key: 'MailIdentity', value: identity.emailIdentityName });
    new CfnOutput(this, 'AlarmTopicOutput', { key: 'AlarmTopicArn', value: this.alarmTopic.topicArn });
  }
}
