import type { Metadata, Viewport } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { NavigationProgress } from '@/components/feedback/navigation-progress';
import './globals.css';

export const metadata: Metadata = { title: 'Dominion by Mail', description: 'Dominion, played by mail.' };
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        <header className="site">
          <Link href="/" className="brand">
            Dominion by Mail
          </Link>
          <nav aria-label="Main">
            <Link href="/">My games</Link> <Link href="/games/new">New game</Link>
          </nav>
        </header>
        <main>{children}</main>
        {/* Reads the address (useSearchParams): its own boundary keeps the pages server-rendered. */}
        <Suspense fallback={null}>
          <NavigationProgress />
        </Suspense>
      </body>
    </html>
  );
}
