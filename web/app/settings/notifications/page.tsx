import Link from 'next/link';
import { api } from '@/lib/api';
import { isLinkToken } from '@/lib/settings-form';
import { SettingsForm } from '@/components/settings/settings-form';
import { saveSettingsByLink } from '../actions';

export const dynamic = 'force-dynamic';

/** Opened from the "Email settings" link in a mail: works without signing in (the link's token). */
export default async function EmailSettings({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  const t = isLinkToken(token) ? token : null;
  const r = t ? await api.profileByLink(t) : null;
  if (!t || !r?.ok) {
    return (
      <section role="alert" className="panel error-page">
        <h1>This link does not open your settings</h1>
        <p>
          {r && !r.ok && r.status !== 401 ? r.message : 'It is not valid or has expired.'} Use the &ldquo;Email
          settings&rdquo; link in a newer email, or <Link href="/settings">sign in</Link>.
        </p>
      </section>
    );
  }
  return (
    <>
      <h1>Email settings</h1>
      <p>For {r.data.email}. No sign-in needed: this page was opened from your email.</p>
      <SettingsForm initial={r.data} action={saveSettingsByLink} token={t} />
    </>
  );
}
