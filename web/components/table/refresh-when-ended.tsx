'use client';
// Once a game ends while its page is open (the last move made here, or seen by polling), the page's
// server-rendered parts are fetched again, so the Rematch panel shows without a reload.
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';

export function RefreshWhenEnded() {
  const router = useRouter();
  useEffect(() => router.refresh(), [router]);
  return null;
}
