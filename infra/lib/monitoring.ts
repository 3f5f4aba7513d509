// What watches the running game: an SNS topic for alarm notices (email when given), alarms on
// every function's errors, every dead-letter queue's depth, how far the stream consumer is behind
// (the age of the oldest event whose projection and mail are not done yet: the outbox's age on the
// stream path), the age of the oldest mail the outbox job could not send, the "your move" notices
// it could not write or hand to the outbox, and SES's reputation, and one CloudWatch dashboard with
// the same signals plus the application's own metrics (EMF, written by lambdas/aws/powertools.ts:
// moves, their latency, replays, mail).
// Created in the stack's scope, so the alarms keep their logical ids. docs/operations.md says what
// to do when each fires.
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cwActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as snsSubs from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { ALL_HANDLERS, INBOUND_HANDLER } from './handlers.js';
import { METRICS_NAMESPACE, SERVICE_NAME, type MetricName } from '../../lambdas/kernel/observability.js';

export interface MonitoringProps {
  name: (suffix: string) => string;
  alarmEmail?: string | undefined;
  functions: Record<string, lambda.IFunction>;
  web: lambda.IFunction;
  /** The game table's stream consumer. */
  stream: lambda.Function;
  deadLetterQueues: Record<string, sqs.IQueue>;
  gameTable: dynamodb.TableV2;
}

/** How far behind the stream consumer may fall before someone is told: mail waits that long. */
const STREAM_AGE_ALARM = Duration.minutes(10);

/** How long mail may stay unsent after outbox retries (the stream consumer and retries failed) before someone is told. */
const OUTBOX_AGE_ALARM = Duration.minutes(30);

/** One of the application's metrics (every one carries the `service` dimension); a label only for the dashboard. */
const appMetric = (metricName: MetricName, statistic: string, label?: string, period = Duration.minutes(5)) =>
  new cloudwatch.Metric({
    namespace: METRICS_NAMESPACE,
    metricName,
    dimensionsMap: { service: SERVICE_NAME },
    statistic,
    period,
    ...(label ? { label } : {}),
  });

export function addMonitoring(stack: Stack, p: MonitoringProps): sns.Topic {
  const topic = new sns.Topic(stack, 'Alarms', { topicName: p.name('alarms'), enforceSSL: true });
  Validations.of(topic).acknowledge({
    id: 'AwsSolutions-SNS2',
    reason:
      'Alarm notices carry no data; CloudWatch cannot publish to a topic under the AWS managed key, and a customer key would cost more than the topic.',
  });
  if (p.alarmEmail) topic.addSubscription(new snsSubs.EmailSubscription(p.alarmEmail));
  const action = new cwActions.SnsAction(topic);
  const on: Alarms = {
    stack,
    name: p.name,
    atLeast: {
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    },
    alarm: (a) => {
      a.addAlarmAction(action);
      return a;
    },
  };
  addDashboard(stack, p, { ...functionAlarms(on, p), ...lagAlarms(on, p), rates: sesAlarms(on) });
  return topic;
}

/** What every alarm shares: where it lives, its name, its action and the "one or more" comparison. */
interface Alarms {
  stack: Stack;
  name: (suffix: string) => string;
  atLeast: Pick<cloudwatch.CreateAlarmOptions, 'evaluationPeriods' | 'comparisonOperator' | 'treatMissingData'>;
  alarm: (a: cloudwatch.Alarm) => cloudwatch.Alarm;
}

/** A function that threw or timed out, and messages left in a dead-letter queue. */
function functionAlarms(
  { stack, name, atLeast, alarm }: Alarms,
  p: MonitoringProps,
): Pick<WatchedMetrics, 'errors' | 'webErrors' | 'depths'> {
  // The inbound-mail function exists only with a reply domain; when it does, it is watched like the rest.
  const watched = [...ALL_HANDLERS, INBOUND_HANDLER].filter((spec) => p.functions[spec.name]);
  const errors = watched.map((spec) => {
    const m = p.functions[spec.name].metricErrors({ period: Duration.minutes(5), statistic: 'Sum' });
    alarm(
      m.createAlarm(stack, `Errors-${spec.name}`, {
        alarmName: name(`${spec.name}-errors`),
        alarmDescription: `${spec.exportName} threw (or timed out).`,
        threshold: 1,
        ...atLeast,
      }),
    );
    // A label on an alarm's metric would turn the alarm into a metric-math one: labels only on the dashboard.
    return m.with({ label: spec.name });
  });
  const webErrors = p.web.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' });
  alarm(webErrors.createAlarm(stack, 'Errors-web', { alarmName: name('web-errors'), threshold: 1, ...atLeast }));

  const depths = Object.entries(p.deadLetterQueues).map(([key, q]) => {
    const m = q.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' });
    alarm(
      m.createAlarm(stack, `Dlq-${key}`, {
        alarmName: name(`${key}-dlq-depth`),
        alarmDescription: `Messages are waiting in the ${key} dead-letter queue.`,
        threshold: 1,
        ...atLeast,
      }),
    );
    return m.with({ label: `${key} dead letters` });
  });
  return { errors, webErrors, depths };
}

/** Mail waiting: the stream consumer behind, mail left unsent, "your move" notices that failed. */
function lagAlarms(
  { stack, name, atLeast, alarm }: Alarms,
  p: MonitoringProps,
): Pick<WatchedMetrics, 'streamAge' | 'outboxAge' | 'noticesFailed'> {
  // Lambda's IteratorAge: the age of the newest record of the last batch read from the stream. Mail
  // goes out from the consumer, so this is how long the newest move's mail has waited at most.
  const streamAge = p.stream.metric('IteratorAge', { period: Duration.minutes(5), statistic: 'Maximum' });
  alarm(
    streamAge.createAlarm(stack, 'StreamAge', {
      alarmName: name('stream-age'),
      alarmDescription: `The stream consumer is over ${STREAM_AGE_ALARM.toMinutes()} minutes behind: projections and mail wait.`,
      threshold: STREAM_AGE_ALARM.toMilliseconds(),
      ...atLeast,
      evaluationPeriods: 2,
    }),
  );

  // Reported by each outbox run (runOutbox): how long the oldest mail it left unsent has waited, in
  // seconds. Missing data (no run) is not an alarm here: a failing run has its own alarms (errors, DLQ).
  const outboxAge = appMetric('OldestUnsentMailAge', 'Maximum', undefined, Duration.minutes(15));
  alarm(
    outboxAge.createAlarm(stack, 'OutboxAge', {
      alarmName: name('outbox-age'),
      alarmDescription: `Mail has waited over ${OUTBOX_AGE_ALARM.toMinutes()} minutes unsent after the outbox job's retries.`,
      threshold: OUTBOX_AGE_ALARM.toSeconds(),
      ...atLeast,
    }),
  );

  // Counted by each outbox run (runNotices) per due "your move" notice of a game it could not write
  // or deliver: logged and retried a minute later, never thrown, so no function error shows it. Any
  // is a fault (a missing grant, a throttled table): mail that waited its grace period waits longer.
  const noticesFailed = appMetric('NoticesFailed', 'Sum');
  alarm(
    noticesFailed.createAlarm(stack, 'NoticesFailed', {
      alarmName: name('notices-failed'),
      alarmDescription:
        'The outbox job could not write or send due "your move" mail (e.g. AccessDenied on its role); it retries every minute. See its log\'s "notices:" lines.',
      threshold: 1,
      ...atLeast,
    }),
  );
  return { streamAge, outboxAge, noticesFailed };
}

/** SES's account reputation: bounces and complaints. */
function sesAlarms({ stack, name, atLeast, alarm }: Alarms): cloudwatch.IMetric[] {
  // SES reviews an account from a 5% bounce rate and 0.1% complaint rate (account-wide metrics).
  const reputation = (metricName: string, threshold: number, what: string) => {
    const m = new cloudwatch.Metric({
      namespace: 'AWS/SES',
      metricName,
      period: Duration.hours(1),
      statistic: 'Maximum',
    });
    alarm(
      m.createAlarm(stack, `Ses-${metricName}`, {
        alarmName: name(`ses-${what}-rate`),
        alarmDescription: `The SES ${what} rate is at ${threshold * 100}% or more.`,
        threshold,
        ...atLeast,
      }),
    );
    return m.with({ label: `${what} rate` });
  };
  return [
    reputation('Reputation.BounceRate', 0.05, 'bounce'),
    reputation('Reputation.ComplaintRate', 0.001, 'complaint'),
  ];
}

/** The metrics the alarms watch, as the dashboard shows them. */
interface WatchedMetrics {
  errors: cloudwatch.IMetric[];
  webErrors: cloudwatch.Metric;
  depths: cloudwatch.IMetric[];
  streamAge: cloudwatch.Metric;
  outboxAge: cloudwatch.Metric;
  noticesFailed: cloudwatch.Metric;
  rates: cloudwatch.IMetric[];
}

/** One page for an operator: errors, lag, dead letters, moves, mail, SES reputation, the table. */
function addDashboard(stack: Stack, p: MonitoringProps, m: WatchedMetrics): void {
  const { errors, webErrors, depths, streamAge, outboxAge, noticesFailed, rates } = m;
  new cloudwatch.Dashboard(stack, 'Dashboard', {
    dashboardName: p.name('operations'),
    widgets: [
      [
        new cloudwatch.GraphWidget({
          title: 'Function errors',
          left: [...errors, webErrors.with({ label: 'web' })],
          width: 12,
        }),
        new cloudwatch.GraphWidget({
          title: 'Stream consumer behind (ms)',
          left: [streamAge.with({ label: 'stream age (ms)' })],
          leftAnnotations: [{ value: STREAM_AGE_ALARM.toMilliseconds(), label: 'alarm' }],
          width: 12,
        }),
      ],
      [
        new cloudwatch.GraphWidget({ title: 'Dead-letter queues', left: depths, width: 12 }),
        new cloudwatch.GraphWidget({
          title: 'Moves and their mail',
          left: [
            p.functions['submit-move'].metricInvocations({ label: 'moves submitted' }),
            p.stream.metricInvocations({ label: 'stream batches' }),
          ],
          right: [p.functions['submit-move'].metricDuration({ statistic: 'p90', label: 'move p90 (ms)' })],
          width: 12,
        }),
      ],
      [
        new cloudwatch.GraphWidget({
          title: 'Moves (application metrics)',
          left: [
            appMetric('MovesAccepted', 'Sum', 'accepted'),
            appMetric('MovesRepeated', 'Sum', 'repeated'),
            // Refusals are counted per error code (a dimension): one line per code seen.
            new cloudwatch.MathExpression({
              expression: `SEARCH('{${METRICS_NAMESPACE},service,code} MetricName="MovesRefused"', 'Sum', 300)`,
              label: 'refused',
              period: Duration.minutes(5),
            }),
          ],
          right: [
            appMetric('MoveLatency', 'p90', 'latency p90 (ms)'),
            appMetric('EventsReplayed', 'Average', 'events replayed per load'),
          ],
          width: 12,
        }),
        new cloudwatch.GraphWidget({
          title: 'Mail (application metrics)',
          left: [
            appMetric('MailsSent', 'Sum', 'sent'),
            appMetric('MailsFailed', 'Sum', 'failed'),
            appMetric('MailsHeld', 'Sum', 'held for review'),
            appMetric('MailsBounced', 'Sum', 'bounced'),
            appMetric('MailComplaints', 'Sum', 'complaints'),
            noticesFailed.with({ label: '"your move" notices failed' }),
          ],
          right: [outboxAge.with({ label: 'oldest unsent mail (s)' })],
          rightAnnotations: [{ value: OUTBOX_AGE_ALARM.toSeconds(), label: 'alarm' }],
          width: 12,
        }),
      ],
      [
        new cloudwatch.GraphWidget({ title: 'SES reputation', left: rates, width: 12 }),
        new cloudwatch.GraphWidget({
          title: 'Game table',
          left: [
            p.gameTable.metricConsumedWriteCapacityUnits({ label: 'write units' }),
            p.gameTable.metricConsumedReadCapacityUnits({ label: 'read units' }),
          ],
          right: [p.gameTable.metricThrottledRequestsForOperations({ label: 'throttled' })],
          width: 12,
        }),
      ],
    ],
  });
}
