// Where the rehearsal stands in for IAM: a function's identity policies read from the synthesized
// template (its role's AWS::IAM::Policy resources, inline Policies, managed policies), and a real
// IAM policy evaluator (@cloud-copilot/iam-simulate, AGPL-3.0: a dev-only tool, never imported by
// the deployed code) that answers Allowed / ImplicitlyDenied / ExplicitlyDenied for one call.
import { runSimulation } from '@cloud-copilot/iam-simulate';
import { resolveString, resolveValue, type IntrinsicContext, type Resolved } from './intrinsics.js';
import { physicalName } from './names.js';
import {
  isRecord,
  propertyOf,
  resourceOf,
  resourcesOfType,
  REHEARSAL_SCOPE,
  type AwsScope,
  type CfnTemplate,
  type CfnValue,
} from './template.js';

export interface IdentityPolicy {
  name: string;
  /** The policy document, intrinsics resolved. */
  document: Resolved;
}

/** A function as IAM sees it: the role it runs as, and that role's policies. */
export interface FunctionRole {
  functionLogicalId: string;
  functionName: string;
  roleLogicalId: string;
  roleName: string;
  roleArn: string;
  policies: IdentityPolicy[];
}

export type Verdict = 'Allowed' | 'ImplicitlyDenied' | 'ExplicitlyDenied';
/** Whether `principal` (a function's name) may perform `action` on `resource` (an ARN). */
export type Authorize = (principal: string, action: string, resource: string) => Promise<Verdict>;

/**
 * AWS managed policies the stack attaches, by name. AWSLambdaBasicExecutionRole is included as AWS
 * publishes it (logs only), so that a log call would be judged like any other; any other managed
 * policy makes rolePolicies throw until its document is added here.
 */
const MANAGED_POLICIES = new Map<string, Resolved>([
  [
    'service-role/AWSLambdaBasicExecutionRole',
    {
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Action: ['logs:CreateLogGroup', 'logs:CreateLogStream', 'logs:PutLogEvents'],
          Resource: '*',
        },
      ],
    },
  ],
]);

const refersTo = (value: CfnValue, logicalId: string) => isRecord(value) && value.Ref === logicalId;

/** The logical id of the role a function runs as (its Role is `Fn::GetAtt [role, Arn]`). */
function roleLogicalIdOf(template: CfnTemplate, functionLogicalId: string): string {
  const role = propertyOf(resourceOf(template, functionLogicalId), 'Role');
  const getAtt = isRecord(role) ? role['Fn::GetAtt'] : undefined;
  if (Array.isArray(getAtt) && typeof getAtt[0] === 'string' && getAtt[1] === 'Arn') return getAtt[0];
  throw new Error(`${functionLogicalId}: its Role is not a role of this template (${JSON.stringify(role)})`);
}

function managedPolicies(template: CfnTemplate, roleLogicalId: string, ctx: IntrinsicContext): IdentityPolicy[] {
  const arns = propertyOf(resourceOf(template, roleLogicalId), 'ManagedPolicyArns') ?? [];
  if (!Array.isArray(arns)) throw new Error(`${roleLogicalId}: ManagedPolicyArns is not a list`);
  return arns.map((value, i) => {
    const arn = resolveString(value, ctx, `${roleLogicalId}.ManagedPolicyArns[${i}]`);
    const awsManaged = /^arn:[^:]+:iam::aws:policy\/(.+)$/.exec(arn);
    const document = awsManaged ? MANAGED_POLICIES.get(awsManaged[1]) : undefined;
    if (!document)
      throw new Error(`${roleLogicalId}: no document known for the managed policy ${arn} (add it to MANAGED_POLICIES)`);
    return { name: arn, document };
  });
}

/** The identity policies of a function's role, intrinsics resolved with `ctx`. */
export function rolePolicies(
  template: CfnTemplate,
  functionLogicalId: string,
  ctx: IntrinsicContext,
): IdentityPolicy[] {
  const roleId = roleLogicalIdOf(template, functionLogicalId);
  const attached = [
    ...resourcesOfType(template, 'AWS::IAM::Policy'),
    ...resourcesOfType(template, 'AWS::IAM::ManagedPolicy'),
  ]
    .filter(([, p]) => {
      const roles = propertyOf(p, 'Roles');
      return Array.isArray(roles) && roles.some((r) => refersTo(r, roleId));
    })
    .map(([id, p]) => ({
      name: id,
      document: resolveValue(propertyOf(p, 'PolicyDocument') ?? null, ctx, `${id}.PolicyDocument`),
    }));
  const inlineList = propertyOf(resourceOf(template, roleId), 'Policies') ?? [];
  const inline = (Array.isArray(inlineList) ? inlineList : []).map((p, i) => {
    const path = `${roleId}.Policies[${i}]`;
    if (!isRecord(p)) throw new Error(`${path} is not a policy`);
    return {
      name: resolveString(p.PolicyName ?? null, ctx, `${path}.PolicyName`),
      document: resolveValue(p.PolicyDocument ?? null, ctx, `${path}.PolicyDocument`),
    };
  });
  return [...attached, ...inline, ...managedPolicies(template, roleId, ctx)];
}

/** The function's name, its role and the role's policies. */
export function functionRole(template: CfnTemplate, functionLogicalId: string, ctx: IntrinsicContext): FunctionRole {
  const roleLogicalId = roleLogicalIdOf(template, functionLogicalId);
  const roleName = physicalName(roleLogicalId, resourceOf(template, roleLogicalId));
  return {
    functionLogicalId,
    functionName: physicalName(functionLogicalId, resourceOf(template, functionLogicalId)),
    roleLogicalId,
    roleName,
    roleArn: `arn:${ctx.partition}:iam::${ctx.accountId}:role/${roleName}`,
    policies: rolePolicies(template, functionLogicalId, ctx),
  };
}

/**
 * An Authorize over these roles, keyed by function name. Each (principal, action, resource) is
 * simulated once: the simulator is deterministic and a game repeats the same few calls thousands of times.
 */
export function iamAuthorizer(roles: Iterable<FunctionRole>, scope: AwsScope = REHEARSAL_SCOPE): Authorize {
  const byFunction = new Map([...roles].map((r) => [r.functionName, r]));
  const verdicts = new Map<string, Promise<Verdict>>();
  return (principal, action, resource) => {
    const key = `${principal}\n${action}\n${resource}`;
    let verdict = verdicts.get(key);
    if (!verdict) {
      const role = byFunction.get(principal);
      if (!role) return Promise.reject(new Error(`No role known for the principal ${principal}`));
      verdict = simulate(role, action, resource, scope);
      verdicts.set(key, verdict);
    }
    return verdict;
  };
}

async function simulate(role: FunctionRole, action: string, resource: string, scope: AwsScope): Promise<Verdict> {
  const result = await runSimulation(
    {
      request: {
        principal: role.roleArn,
        action,
        resource: { resource, accountId: scope.accountId },
        contextVariables: {},
      },
      identityPolicies: role.policies.map((p) => ({ name: p.name, policy: p.document })),
      serviceControlPolicies: [],
      resourceControlPolicies: [],
    },
    {},
  );
  if (result.resultType === 'error') {
    throw new Error(
      `IAM simulation of ${action} on ${resource} for ${role.functionName} failed: ${JSON.stringify(result.errors)}`,
    );
  }
  return result.overallResult;
}
