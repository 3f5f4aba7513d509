// cdk-nag's AwsSolutions pack runs on every synthesis of the app; a finding fails it.
import { describe, expect, it } from 'vitest';
import { Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';
import { buildApp } from '../lib/app.js';
import { placeholderWeb } from './support.js';

// The checks read the template only: no bundling (the bundle tests build the code).
const build = (context: Record<string, unknown>) =>
  buildApp({
    outdir: `${placeholderWeb()}/cdk.out`,
    context: { mailDomain: 'example.com', webDir: placeholderWeb(), 'aws:cdk:bundling-stacks': [], ...context },
  });

/** Every acknowledged rule in the tree, with its construct path and reason. */
function acknowledgments(root: IConstruct): { path: string; id: string; reason: string }[] {
  return root.node
    .findAll()
    .flatMap((c) =>
      c.node.metadata
        .filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
        .flatMap((m) =>
          Object.entries(m.data as Record<string, string>).map(([id, reason]) => ({ path: c.node.path, id, reason })),
        ),
    );
}

describe('cdk-nag AwsSolutions', () => {
  for (const stage of ['dev', 'prod']) {
    it(`passes for the ${stage} stage`, () => {
      const { app } = build({ stage, alarmEmail: 'ops@example.com' });
      expect(() => app.synth()).not.toThrow();
    });
  }

  it('justifies every acknowledged finding in code', () => {
    const { stack } = build({ stage: 'dev' });
    const acks = acknowledgments(stack);
    expect(acks.length).toBeGreaterThan(0);
    for (const a of acks) {
      expect(a.id, a.path).toMatch(/^((Annotation|AwsSolutions)::)?AwsSolutions-[A-Z]+\d+/);
      expect(a.reason.length, `${a.path} ${a.id}`).toBeGreaterThan(40);
    }
    // No blanket wildcard acknowledgments: IAM5 only for named findings, and `Resource::*` only for
    // X-Ray's trace writes (which have no resource-level permissions; stack.test.ts checks that the
    // '*' statements of every function hold those two actions and nothing else).
    for (const a of acks.filter((x) => x.id.includes('IAM5'))) {
      if (a.id.endsWith('IAM5[Resource::*]')) expect(a.reason, a.path).toMatch(/X-Ray/);
      else expect(a.id).toMatch(/IAM5\[Resource::<\w+\.Arn>:\*\]$/);
    }
    console.log(
      `acknowledged cdk-nag findings: ${acks.length}\n${[...new Set(acks.map((a) => a.id.replace(/^\w+::/, '')))].sort().join('\n')}`,
    );
  });

  it('fails synthesis on a new unjustified finding', () => {
    const { app, stack } = build({ stage: 'dev' });
    stack.functions['list-games'].addToRolePolicy(
      new iam.PolicyStatement({ actions: ['dynamodb:*'], resources: ['*'] }),
    );
    expect(() => app.synth()).toThrow(/AwsSolutions-IAM5/);
  });
});
