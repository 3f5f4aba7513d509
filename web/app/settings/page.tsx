import Link from 'next/link';
import { api } from '@/lib/api';
import { requireEmail } from '@/lib/auth';
import { SettingsForm } from '@/components/settings/settings-form';
import { saveSettings } from './actions';
import { AwayForm } from '@/components/settings/away-form';
import { saveAway } from './away-actions';

export const dynamic = 'force-dynamic';

/** The signed-in player's display name and notification choice. */
export default async function Settings() {
  const email = await requireEmail('/settings');
  const r = await api.getProfile(email);
  return (
    <>
      <h1>Settings</h1>
      <p>
        Signed in as {email}. <Link href="/">My games</Link>
      </p>
      {r.ok ? (
        <SettingsForm initial={r.data} action={saveSettings} />
      ) : (
        <p role="alert" className="error">
          {r.message}
        </p>
      )}
      {r.ok && <AwayForm initial={r.data} action={saveAway} />}
    </>
  );
}
