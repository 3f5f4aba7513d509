// Profiles in memory, each write checked against the revision it was read at, and the digest
// list in the DIGEST index's order.
import type { Profiles } from '../ports.js';
import type { Profile } from '../records.js';
import { digestOrder, onDigestList, orderBefore } from '../orderings.js';
import type { MemoryTables } from './tables.js';

export function memoryProfiles(m: MemoryTables): Profiles {
  /** Writes `p` at its next revision if the stored one is still at `p.rev` and `extra` holds. */
  function putProfile(p: Profile, extra?: (old: Profile) => boolean): boolean {
    const old = m.profiles.get(p.email);
    const ok = p.rev === 0 ? !old : old?.rev === p.rev && (!extra || extra(old));
    if (!ok) return false;
    m.profiles.set(p.email, m.write({ ...p, rev: p.rev + 1 }));
    p.rev++;
    return true;
  }

  return {
    async getProfile(email) {
      return m.read(m.profiles.get(email));
    },

    putProfile: async (p) => putProfile(p),

    async claimDigest(p, now) {
      const next: Profile = { ...p, lastDigestAt: now, updatedAt: now };
      // A first digest (rev 0) has no stored profile to compare: the revision check covers it.
      return putProfile(next, (old) => old.lastDigestAt === p.lastDigestAt) ? next : null;
    },

    async digestDue(before) {
      const due = [...m.profiles.values()]
        .filter(onDigestList)
        .map((p) => ({ order: digestOrder(p.lastDigestAt, p.email), email: p.email }))
        .filter((x) => x.order < orderBefore(before))
        .sort((a, b) => (a.order < b.order ? -1 : 1));
      return m.readMany(due.map((x) => x.email));
    },
  };
}
