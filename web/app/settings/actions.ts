'use server';
// Saving the settings form: as the signed-in player, or with the "Email settings" link's token.
// Both go through the backend's POST /me; the web server writes nothing itself.
import { api } from '@/lib/api';
import { requireEmail } from '@/lib/auth';
import { isFormData, MALFORMED_FORM } from '@/lib/forms';
import { isLinkToken, notSaved, readSettingsForm, type SettingsState } from '@/lib/settings-form';

/** The state before, as posted (anything): only its profile is kept, and only from an object. */
const stateOf = (prev: unknown): SettingsState => (prev !== null && typeof prev === 'object' ? prev : {});

export async function saveSettings(posted: unknown, fd: FormData): Promise<SettingsState> {
  const email = await requireEmail('/settings');
  if (!isFormData(fd)) return { error: MALFORMED_FORM };
  const prev = stateOf(posted);
  const f = readSettingsForm(fd);
  if (!f.ok) return notSaved(prev, fd, f.error);
  const r = await api.updateProfile(email, f.body);
  return r.ok ? { ok: true, profile: r.data } : notSaved(prev, fd, r.message);
}

export async function saveSettingsByLink(posted: unknown, fd: FormData): Promise<SettingsState> {
  if (!isFormData(fd)) return { error: MALFORMED_FORM };
  const prev = stateOf(posted);
  const token = fd.get('token');
  if (!isLinkToken(token))
    return notSaved(prev, fd, 'This settings link is not valid. Open the link from a recent email, or sign in.');
  const f = readSettingsForm(fd);
  if (!f.ok) return notSaved(prev, fd, f.error);
  const r = await api.updateProfileByLink(token, f.body);
  if (r.ok) return { ok: true, profile: r.data };
  return notSaved(
    prev,
    fd,
    r.status === 401 ? 'This settings link has expired. Open the link from a newer email, or sign in.' : r.message,
  );
}
