// The settings form (display name, notification choice, Reaction answers, resume mail), read from FormData and
// checked with the backend's own request schema before it is sent.
import { UpdateProfileBody, type ProfileResponse } from '@contract/api';

/**
 * What a save answers the form: `ok` and the stored profile, or why nothing was saved, with the
 * values the player sent (so the form shows them again) and the last stored profile.
 */
export type SettingsState = {
  ok?: boolean;
  profile?: ProfileResponse;
  error?: string;
  values?: { displayName: string; notify: string; moat: string; diplomat: string };
};

/** The answer when nothing was saved. */
export function notSaved(prev: SettingsState, fd: FormData, error: string): SettingsState {
  const s = (k: string) => {
    const v = fd.get(k);
    return typeof v === 'string' ? v.slice(0, 200) : '';
  };
  return {
    error,
    ...(prev.profile ? { profile: prev.profile } : {}),
    values: { displayName: s('displayName'), notify: s('notify'), moat: s('moat'), diplomat: s('diplomat') },
  };
}

/** The "Email settings" link's token, by its form (a compact JWS: header.claims.signature); the API checks the rest. */
const LINK_TOKEN = /^[A-Za-z0-9_-]{1,200}\.[A-Za-z0-9_-]{1,700}\.[A-Za-z0-9_-]{1,100}$/;
export const isLinkToken = (t: unknown): t is string => typeof t === 'string' && LINK_TOKEN.test(t);

export function readSettingsForm(fd: FormData): { ok: true; body: UpdateProfileBody } | { ok: false; error: string } {
  const name = fd.get('displayName');
  const moat = fd.get('moat');
  const r = UpdateProfileBody.safeParse({
    // An empty name means "use the default"; no field (the email link's form) leaves it alone.
    ...(name === null ? {} : { displayName: typeof name === 'string' && name.trim() !== '' ? name : null }),
    notify: fd.get('notify') ?? undefined,
    // Moat is a checkbox: absent when unticked, so the Diplomat choice says the section was sent.
    ...(fd.get('diplomat') === null
      ? {}
      : { reactions: { moat: moat === 'auto' ? 'auto' : 'ask', diplomat: fd.get('diplomat') } }),
    ...(fd.get('resumeMail') === 'yes' ? { resumeMail: true } : {}),
  });
  return r.success ? { ok: true, body: r.data } : { ok: false, error: r.error.issues.map((i) => i.message).join(' ') };
}
