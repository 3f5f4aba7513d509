// GET /me — the caller's display name, notification and Reaction settings (defaults when none are stored).
// POST /me — change them (UpdateProfileBody).
// Besides the normal bearer token, these two routes (and only these) take the "prefs" token of the
// "Email settings" link in every mail, so a player can change their mail without signing in. A
// game's one-click link token opens only its game, not the settings.
import { ApiFailure, forbidden } from '../../kernel/errors.js';
import { authenticateSettings, endpoint, json, parseBody, type Ctx, type HttpRequest } from '../http.js';
import { defaultName, withDefaults } from '../../outbox/prefs.js';
import { DEFAULT_REACTIONS, UpdateProfileBody, type ProfileResponse } from '../../../contract/profile.js';
import type { Profile } from '../../store/records.js';
import { awayView } from '../../vacation/window.js';
import { planAway, putAwayOn } from '../../vacation/plan.js';
import { markAwayEverywhere } from '../../vacation/marks.js';

/**
 * The email whose settings the caller may read and change, and whether by the "Email settings"
 * link (a mail can be forwarded: the link changes mail settings only, not the name others see).
 */
async function settingsOwner(req: HttpRequest, ctx: Ctx): Promise<{ email: string; byLink: boolean }> {
  const caller = await authenticateSettings(req, ctx);
  if (caller.prefsLink) return { email: caller.email.toLowerCase(), byLink: true };
  if (caller.gameId) throw forbidden('A game link opens only its game: use the "Email settings" link or sign in.');
  return { email: caller.email, byLink: false };
}

function view(p: Profile, now: number): ProfileResponse {
  return {
    email: p.email,
    displayName: p.displayName ?? null,
    defaultName: defaultName(p.email),
    nameChosen: p.displayName !== undefined || p.nameKept === true,
    notify: p.notify,
    reactions: p.reactions ?? DEFAULT_REACTIONS,
    undeliverable: p.undeliverable
      ? { reason: p.undeliverable.reason, at: new Date(p.undeliverable.at).toISOString() }
      : null,
    ...awayView(p, now),
  };
}

export const getProfile = endpoint(async (req, ctx) => {
  const { email } = await settingsOwner(req, ctx);
  return json<ProfileResponse>(200, view(withDefaults(await ctx.store.getProfile(email), email, ctx.now()), ctx.now()));
});

/**
 * Read, change, write if nobody wrote in between (a few tries). An undeliverable mark stays unless
 * the body asks `resumeMail: true`: changing a setting does not prove the address takes mail again.
 */
export const updateProfile = endpoint(async (req, ctx) => {
  const body = parseBody(req, UpdateProfileBody);
  const { email, byLink } = await settingsOwner(req, ctx);
  if (byLink && body.displayName !== undefined)
    throw forbidden('Sign in to change your display name: the email link changes mail settings only.');
  if (byLink && body.reactions !== undefined)
    throw forbidden('Sign in to change how your Reactions answer: the email link changes mail settings only.');
  if (byLink && body.away !== undefined)
    throw forbidden('Sign in to set a time away: the email link changes mail settings only.');
  for (let attempt = 0; attempt < 5; attempt++) {
    const now = ctx.now();
    const p = { ...withDefaults(await ctx.store.getProfile(email), email, now), updatedAt: now };
    // Either way the name is now the player's choice: the first-sign-in step does not ask again.
    if (body.displayName === null) {
      delete p.displayName;
      p.nameKept = true;
    } else if (body.displayName !== undefined) p.displayName = body.displayName;
    if (body.notify) p.notify = body.notify;
    if (body.reactions) p.reactions = { ...body.reactions };
    if (body.resumeMail) delete p.undeliverable;
    if (body.away !== undefined) setAway(p, body.away ?? 'back', now);
    if (await ctx.store.putProfile(p)) {
      if (body.away !== undefined) await markAwayEverywhere(ctx.store, p);
      return json<ProfileResponse>(200, view(p, now));
    }
  }
  throw new ApiFailure('conflict', 'Your settings changed at the same time elsewhere. Try again.');
});

/** Sets the time away on `p` (planAway), or a 400 naming the field; nothing is written on a refusal. */
function setAway(p: Profile, req: Parameters<typeof planAway>[1], now: number): void {
  const plan = planAway(p, req, now);
  if (!plan.ok) throw new ApiFailure('bad-request', plan.message, { field: plan.field });
  putAwayOn(p, plan);
}
