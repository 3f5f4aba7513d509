'use server';
// The first-sign-in step's answer: the name other players will see, stored in the profile (the
// backend's POST /me), then on to where the player was going.
import { redirect } from 'next/navigation';
import { api } from '@/lib/api';
import { requireEmail } from '@/lib/auth';
import { readSettingsForm } from '@/lib/settings-form';
import { safeNext } from '@/lib/safe-next';
import { isFormData, MALFORMED_FORM } from '@/lib/forms';

export interface WelcomeState {
  error?: string;
  name?: string;
}

/** Saves the chosen name and goes on; a refused name comes back with the message and what was typed. */
export async function chooseName(_prev: WelcomeState, fd: FormData): Promise<WelcomeState> {
  const email = await requireEmail('/welcome');
  if (!isFormData(fd)) return { error: MALFORMED_FORM };
  const displayName = fd.get('displayName');
  const typed = typeof displayName === 'string' ? displayName.slice(0, 200) : '';
  // An empty name keeps the suggested one (a choice too: not asked again).
  const f = readSettingsForm(fd);
  if (!f.ok) return { error: f.error, name: typed };
  const r = await api.updateProfile(email, { displayName: f.body.displayName ?? null });
  if (!r.ok) return { error: r.message, name: typed };
  redirect(safeNext(fd.get('next')));
}
