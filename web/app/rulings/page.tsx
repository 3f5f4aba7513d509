// The rulings page: how the game reads card texts that leave room, with sources. The text is the
// repository's docs/rulings.md, read once when the site is built (a static page).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Metadata } from 'next';
import { RulingsMarkdown } from '@/components/rulings/rulings-markdown';

export const dynamic = 'force-static';
export const metadata: Metadata = { title: 'Rulings · Dominion by Mail' };

/** The site is built from web/, next to docs/. */
function rulingsMarkdown(): string {
  return readFileSync(path.join(process.cwd(), '..', 'docs', 'rulings.md'), 'utf8');
}

export default function RulingsPage() {
  return (
    <article className="panel">
      <RulingsMarkdown markdown={rulingsMarkdown()} />
    </article>
  );
}
