'use server';
// Saving a time away (vacation) from Settings, or ending it now: the backend's POST /me `away`,
// which checks it (30 days at a time, 60 a year, not in the past) and names the field it refuses.
import { api } from '@/lib/api';
import { requireEmail } from '@/lib/auth';
import { isFormData, MALFORMED_FORM } from '@/lib/forms';
import { UpdateProfileBody, type ProfileResponse } from '@contract/api';

export type AwayState = { ok?: string; profile?: ProfileResponse; error?: string };

export async function saveAway(_prev: unknown, fd: FormData): Promise<AwayState> {
  const email = await requireEmail('/settings');
  if (!isFormData(fd)) return { error: MALFORMED_FORM };
  const back = fd.get('back') === 'now';
  const parsed = UpdateProfileBody.safeParse({ away: back ? null : { from: fd.get('from'), until: fd.get('until') } });
  if (!parsed.success) return { error: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join(' ') };
  const r = await api.updateProfile(email, parsed.data);
  if (!r.ok) return { error: r.message };
  return { ok: back ? 'Welcome back.' : 'Saved.', profile: r.data };
}
