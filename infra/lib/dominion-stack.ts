// Dominion by Mail on AWS, assembled from its parts: the tables (tables.ts), the secrets
// (secrets.ts), mail on SES with its bounces (mail.ts), the Next.js site behind CloudFront
// (web-site.ts), the backend functions (functions.ts) behind the HTTP API (api.ts) and the jobs
// that run without a request (jobs.ts), alarms and the dashboard (monitoring.ts), and the outputs.
// Each part builds in the stack's own scope, so logical ids stay those of a deployed stack (see
// StackScope in config.ts); the order below is what each part needs from the ones before it.
import { CfnOutput, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { addApi } from './api.js';
import { stageSettings, type Stage, type StackScope, type StageSettings } from './config.js';
import { BackendFunctions, type BackendCode } from './functions.js';
import { addJobs } from './jobs.js';
import { addMail, type MailSettings } from './mail.js';
import { InboundMail } from './inbound-mail.js';
import { addMonitoring } from './monitoring.js';
import { addSecrets, type AppSecretVersions } from './secrets.js';
import { addTables } from './tables.js';
import { addSite, type WebAssetProps, type WebSite } from './web-site.js';

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
  /** The domain that receives replies to game mail (inbound-mail.ts); without it, mail takes no replies. */
  replyDomain?: string;
  /** Which versions of the app secret sign and verify (a rotation names both; docs/operations.md). */
  appSecretVersions?: AppSecretVersions;
  /** Overrides of the stage defaults (tests use them). */
  settings?: Partial<StageSettings>;
}

export class DominionStack extends Stack {
  readonly settings: StageSettings;
  readonly gameTable: dynamodb.TableV2;
  readonly authTable: dynamodb.TableV2;
  readonly functions: Record<string, nodejs.NodejsFunction>;
  readonly api: apigw.HttpApi;
  readonly web: WebSite;
  readonly queues: {
    mail: sqs.Queue;
    reminders: sqs.Queue;
    outbox: sqs.Queue;
    bounces: sqs.Queue;
    bouncesDlq: sqs.Queue;
  };
  readonly alarmTopic: sns.Topic;
  /** Replies by mail (only with a reply domain). */
  readonly inboundMail?: InboundMail;

  constructor(scope: Construct, id: string, props: DominionStackProps) {
    super(scope, id, props);
    const settings = (this.settings = { ...stageSettings(props.stage), ...props.settings });
    const parts: StackScope = { stack: this, settings, name: (suffix) => `${settings.prefix}-${suffix}` };

    const { gameTable, authTable } = addTables(parts);
    this.gameTable = gameTable;
    this.authTable = authTable;
    const secrets = addSecrets(parts, props.appSecretVersions);
    const mail = addMail(parts, props.mail);
    // The site's URL reaches the backend (WEB_URL, the links in mail), so the site is built first.
    this.web = addSite(parts, {
      assets: props.web,
      secrets,
      authTable,
      mailFrom: props.mail.from,
      sendMail: mail.sendMail,
      siteUrl: props.siteUrl,
      adapterLayerArn: props.webAdapterLayerArn,
    });
    const functions = new BackendFunctions(parts, {
      code: props.backend,
      gameTable,
      appKeys: secrets.appKeys,
      mailFrom: props.mail.from,
      sendMail: mail.sendMail,
      webUrl: props.siteUrl ?? `https://${this.web.distribution.distributionDomainName}`,
      replyDomain: props.replyDomain,
    });
    this.functions = functions.byName;
    this.api = addApi(parts, functions);
    // The API's base URL only needs the API resource, not its routes: no dependency cycle.
    this.web.fn.addEnvironment('DOMINION_API_URL', this.api.apiEndpoint);
    const jobs = addJobs(parts, functions, { gameTable, bounces: mail.bounces });
    this.queues = { ...jobs.deadLetterQueues, bounces: mail.bounces, bouncesDlq: mail.bouncesDlq };
    if (props.replyDomain) this.inboundMail = new InboundMail(parts, functions, props.replyDomain);

    this.alarmTopic = addMonitoring(this, {
      name: parts.name,
      alarmEmail: props.alarmEmail,
      functions: this.functions,
      web: this.web.fn,
      stream: jobs.stream,
      deadLetterQueues: {
        ...jobs.deadLetterQueues,
        bounces: mail.bouncesDlq,
        ...(this.inboundMail ? { inbound: this.inboundMail.deadLetterQueue } : {}),
      },
      gameTable,
    });
    // The IAM finding common to every function.
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: "The basic execution policy only writes to CloudWatch Logs; each function's log group is its own.",
    });

    new CfnOutput(this, 'ApiUrlOutput', { key: 'ApiUrl', value: this.api.apiEndpoint });
    new CfnOutput(this, 'GameTableOutput', { key: 'GameTableName', value: gameTable.tableName });
    new CfnOutput(this, 'AuthTableOutput', { key: 'AuthTableName', value: authTable.tableName });
    new CfnOutput(this, 'MailIdentityName', { key: 'MailIdentity', value: mail.identity.emailIdentityName });
    new CfnOutput(this, 'AlarmTopicOutput', { key: 'AlarmTopicArn', value: this.alarmTopic.topicArn });
  }
}
