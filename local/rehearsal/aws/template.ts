// The synthesized CloudFormation template as the rehearsal reads it: its resources by logical id,
// looked up by own property only (a logical id such as "constructor" must not reach Object's
// prototype), and the account the rehearsal pretends to be in.

/** Any JSON value of a template (before or after its intrinsics are resolved). */
export type CfnValue = string | number | boolean | null | CfnValue[] | { [key: string]: CfnValue };

export interface CfnResource {
  Type: string;
  Properties?: { [key: string]: CfnValue };
  DependsOn?: string | string[];
}

export interface CfnTemplate {
  Resources: { [logicalId: string]: CfnResource };
  Parameters?: { [name: string]: CfnValue };
}

/** Where the rehearsed stack "is": every ARN the rehearsal builds or resolves uses these. */
export interface AwsScope {
  partition: string;
  region: string;
  accountId: string;
}

export const REHEARSAL_SCOPE: AwsScope = { partition: 'aws', region: 'eu-west-1', accountId: '123456789012' };

export const isRecord = (v: unknown): v is { [key: string]: CfnValue } =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The resource with this logical id; throws when the template has none. */
export function resourceOf(template: CfnTemplate, logicalId: string): CfnResource {
  if (!Object.hasOwn(template.Resources, logicalId)) throw new Error(`The template has no resource ${logicalId}`);
  return template.Resources[logicalId];
}

/** The resources of one type, as [logicalId, resource] pairs. */
export function resourcesOfType(template: CfnTemplate, type: string): [string, CfnResource][] {
  return Object.entries(template.Resources).filter(([, r]) => r.Type === type);
}

/** A property of a resource (own property only), or undefined. */
export function propertyOf(resource: CfnResource, name: string): CfnValue | undefined {
  const props = resource.Properties;
  return props && Object.hasOwn(props, name) ? props[name] : undefined;
}
