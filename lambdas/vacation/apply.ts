// Writing a time away on the profile: read, plan (plan.ts), write if nobody wrote in between, a few
// tries. Used by a reply by mail (`away until …`); POST /me plans in its own write with the other settings.
import type { AwayMarks, Profiles, ReadModels } from '../store/ports.js';
import { withDefaults } from '../outbox/prefs.js';
import { planAway, putAwayOn, type AwayPlan, type AwayRequest } from './plan.js';
import { markAwayEverywhere } from './marks.js';

/**
 * The plan as written (ok) and marked at the player's tables (marks.ts), a refusal (nothing
 * written), or null when the profile kept changing.
 */
export async function applyAway(
  store: Profiles & AwayMarks & ReadModels,
  email: string,
  req: AwayRequest,
  now: number,
): Promise<AwayPlan | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const p = { ...withDefaults(await store.getProfile(email), email, now), updatedAt: now };
    const plan = planAway(p, req, now);
    if (!plan.ok) return plan;
    putAwayOn(p, plan);
    if (await store.putProfile(p)) {
      await markAwayEverywhere(store, p);
      return plan;
    }
  }
  return null;
}
