// Profiles on DynamoDB (USER#<email> / PROFILE), each write checked against the revision it was
// read at. Digest users who can be mailed are on the DIGEST index, sorted by their last digest, so
// the daily job reads only those due.
import type { Profiles } from '../ports.js';
import type { Profile } from '../records.js';
import { strip, userPk, type DynamoTable } from './table.js';
import { digestEntry, digestTarget, readList } from './index-keys.js';
import { onDigestList, orderBefore } from '../orderings.js';

/** A condition added to the revision check (claiming a digest). */
interface Extra {
  condition: string;
  values: Record<string, unknown>;
}

export function dynamoProfiles(t: DynamoTable): Profiles {
  async function putProfile(p: Profile, extra?: Extra): Promise<boolean> {
    const base = p.rev === 0 ? 'attribute_not_exists(pk)' : 'rev = :r';
    const values = { ...(p.rev === 0 ? {} : { ':r': p.rev }), ...extra?.values };
    const wrote = await t.unlessConflict(() =>
      t.put({
        Item: {
          pk: userPk(p.email),
          sk: 'PROFILE',
          ...p,
          rev: p.rev + 1,
          ...digestEntry(p.email, p.lastDigestAt, onDigestList(p)),
        },
        ConditionExpression: extra ? `${base} AND ${extra.condition}` : base,
        ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
      }),
    );
    if (wrote) p.rev++;
    return wrote;
  }

  return {
    async getProfile(email) {
      const it = await t.get(userPk(email), 'PROFILE');
      return it ? strip<Profile>(it) : null;
    },

    putProfile: (p) => putProfile(p),

    async claimDigest(p, now) {
      const next: Profile = { ...p, lastDigestAt: now, updatedAt: now };
      const ok = await putProfile(
        next,
        p.lastDigestAt === undefined
          ? { condition: 'attribute_not_exists(lastDigestAt)', values: {} }
          : { condition: 'lastDigestAt = :l', values: { ':l': p.lastDigestAt } },
      );
      return ok ? next : null;
    },

    async digestDue(before) {
      return (await readList(t, 'DIGEST', { below: orderBefore(before) })).map(digestTarget);
    },
  };
}
