// The stack's logical ids and resource types, pinned per stage in a text snapshot. CloudFormation
// knows a resource by its logical id: a changed id replaces the resource on the next deploy (a new
// table, its data left behind), so moving code between the stack's parts must leave this file as
// it is. A deliberate change (a new resource, say) updates it with `npx vitest run -u` — read the
// diff: every removed line is a resource that would be deleted.
import { describe, expect, it } from 'vitest';
import { buildApp } from '../lib/app.js';
import { placeholderWeb } from './support.js';

/** "<logical id> <type>", one line per resource, sorted. The ids, not the code, so no bundling. */
function logicalIds(context: Record<string, unknown>): string {
  const { app, stack } = buildApp({
    outdir: `${placeholderWeb()}/cdk.out`,
    context: {
      mailDomain: 'example.com',
      webDir: placeholderWeb(),
      nag: false,
      'aws:cdk:bundling-stacks': [],
      ...context,
    },
  });
  // The synthesized template is typed `any` by CDK: these tests read only its resources' types.
  const { Resources: resources } = app.synth().getStackByName(stack.stackName).template as {
    Resources: Record<string, { Type: string }>;
  };
  return (
    Object.entries(resources)
      .map(([id, r]) => `${id} ${r.Type}`)
      .sort()
      .join('\n') + '\n'
  );
}

describe('logical ids', () => {
  it('dev: unchanged', async () => {
    await expect(logicalIds({ stage: 'dev' })).toMatchFileSnapshot('./__snapshots__/logical-ids.dev.txt');
  });

  it('prod (alarm email, custom domain): unchanged', async () => {
    const ids = logicalIds({ stage: 'prod', alarmEmail: 'ops@example.com', siteUrl: 'https://dominion.example.com' });
    expect(ids).toContain(' AWS::SNS::Subscription\n');
    await expect(ids).toMatchFileSnapshot('./__snapshots__/logical-ids.prod.txt');
  });
});
