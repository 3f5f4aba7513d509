// The rehearsal's local names for the template's resources, as CloudFormation would return them
// from Ref and Fn::GetAtt after a deploy into the rehearsal's account: a table's name and ARN, a
// queue's URL (on the local queue endpoint) and ARN, a bucket's name, a role's ARN. The physical
// name is the template's own when it sets one (TableName, QueueName, FunctionName, …), else the
// logical id (lower-cased for buckets). `overrides` replaces any answer ("Logical" for Ref,
// "Logical.Attribute" for an attribute), e.g. the real stream ARN DynamoDB Local gave.
import type { SesIdentity } from './calls.js';
import { resolveString, type IntrinsicContext, type ResourceNames } from './intrinsics.js';
import {
  isRecord,
  propertyOf,
  resourcesOfType,
  type AwsScope,
  type CfnResource,
  type CfnTemplate,
} from './template.js';

export interface LocalNamesOptions {
  scope: AwsScope;
  /** The URL of a queue of this name (SQS's Ref is the queue URL). */
  queueUrl(name: string): string;
  overrides?: ReadonlyMap<string, string>;
}

type Answers = { ref: string; attributes: Map<string, string> };
type NameRule = (name: string, s: AwsScope, o: LocalNamesOptions) => Answers;

const arn = (s: AwsScope, service: string, resource: string, regional = true) =>
  `arn:${s.partition}:${service}:${regional ? s.region : ''}:${s.accountId}:${resource}`;

/** Per resource type: its name property, and what its Ref and attributes are, given that name. */
const RULES = new Map<string, { nameProperty: string; lowerCase?: boolean; answers: NameRule }>([
  ['AWS::DynamoDB::GlobalTable', { nameProperty: 'TableName', answers: table }],
  ['AWS::DynamoDB::Table', { nameProperty: 'TableName', answers: table }],
  [
    'AWS::SQS::Queue',
    {
      nameProperty: 'QueueName',
      answers: (name, s, o) => ({
        ref: o.queueUrl(name),
        attributes: new Map([
          ['Arn', arn(s, 'sqs', name)],
          ['QueueName', name],
          ['QueueUrl', o.queueUrl(name)],
        ]),
      }),
    },
  ],
  [
    'AWS::S3::Bucket',
    {
      nameProperty: 'BucketName',
      lowerCase: true,
      answers: (name, s) => ({
        ref: name,
        attributes: new Map([
          ['Arn', `arn:${s.partition}:s3:::${name}`],
          ['DomainName', `${name}.s3.amazonaws.com`],
          ['RegionalDomainName', `${name}.s3.${s.region}.amazonaws.com`],
        ]),
      }),
    },
  ],
  [
    'AWS::SES::EmailIdentity',
    { nameProperty: 'EmailIdentity', answers: (name) => ({ ref: name, attributes: new Map() }) },
  ],
  ['AWS::SES::ConfigurationSet', { nameProperty: 'Name', answers: (name) => ({ ref: name, attributes: new Map() }) }],
  [
    'AWS::Lambda::Function',
    {
      nameProperty: 'FunctionName',
      answers: (name, s) => ({ ref: name, attributes: new Map([['Arn', arn(s, 'lambda', `function:${name}`)]]) }),
    },
  ],
  [
    'AWS::IAM::Role',
    {
      nameProperty: 'RoleName',
      answers: (name, s) => ({
        ref: name,
        attributes: new Map([
          ['Arn', arn(s, 'iam', `role/${name}`, false)],
          ['RoleId', `AROA${name.toUpperCase().slice(0, 17)}`],
        ]),
      }),
    },
  ],
  [
    'AWS::Logs::LogGroup',
    {
      nameProperty: 'LogGroupName',
      answers: (name, s) => ({ ref: name, attributes: new Map([['Arn', arn(s, 'logs', `log-group:${name}:*`)]]) }),
    },
  ],
  [
    'AWS::SNS::Topic',
    {
      nameProperty: 'TopicName',
      answers: (name, s) => ({
        ref: arn(s, 'sns', name),
        attributes: new Map([
          ['TopicArn', arn(s, 'sns', name)],
          ['TopicName', name],
        ]),
      }),
    },
  ],
]);

function table(name: string, s: AwsScope): Answers {
  const tableArn = arn(s, 'dynamodb', `table/${name}`);
  // DynamoDB's stream label is the stream's creation time; the rehearsal's is fixed unless overridden.
  return {
    ref: name,
    attributes: new Map([
      ['Arn', tableArn],
      ['StreamArn', `${tableArn}/stream/1970-01-01T00:00:00.000`],
    ]),
  };
}

/** The physical name a resource gets: its own literal name property, else its logical id. */
export function physicalName(logicalId: string, resource: CfnResource): string {
  const rule = RULES.get(resource.Type);
  const own = rule ? propertyOf(resource, rule.nameProperty) : undefined;
  if (typeof own === 'string') return own;
  return rule?.lowerCase ? logicalId.toLowerCase() : logicalId;
}

export function localNames(template: CfnTemplate, o: LocalNamesOptions): ResourceNames {
  const answersOf = (logicalId: string): Answers | undefined => {
    if (!Object.hasOwn(template.Resources, logicalId)) return undefined;
    const resource = template.Resources[logicalId];
    return RULES.get(resource.Type)?.answers(physicalName(logicalId, resource), o.scope, o);
  };
  return {
    ref: (id) => o.overrides?.get(id) ?? answersOf(id)?.ref,
    getAtt: (id, attribute) => o.overrides?.get(`${id}.${attribute}`) ?? answersOf(id)?.attributes.get(attribute),
  };
}

/** The template's SES identities (lower case) with their default configuration sets, for the gate. */
export function sesIdentities(template: CfnTemplate, ctx: IntrinsicContext): Map<string, SesIdentity> {
  return new Map(
    resourcesOfType(template, 'AWS::SES::EmailIdentity').map(([id, r]) => {
      const name = resolveString(propertyOf(r, 'EmailIdentity') ?? null, ctx, `${id}.EmailIdentity`).toLowerCase();
      const attributes = propertyOf(r, 'ConfigurationSetAttributes');
      const set =
        isRecord(attributes) && attributes.ConfigurationSetName !== undefined
          ? resolveString(attributes.ConfigurationSetName, ctx, `${id}.ConfigurationSetAttributes.ConfigurationSetName`)
          : undefined;
      return [name, set ? { defaultConfigurationSet: set } : {}];
    }),
  );
}
