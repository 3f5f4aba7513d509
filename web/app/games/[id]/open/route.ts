// GET /games/<id>/open?token=…[&to=history|log] — the one-click link of a game mail: keeps the link's
// token in a cookie for this game's pages (until the token expires) and goes to the game, so the
// token never stays in the address bar. An answer link's token (its page's "Open the game") opens it
// too. An invalid or expired link falls back to signing in.
import { NextResponse, type NextRequest } from 'next/server';
import { GameIdInput } from '@/lib/forms';
import { gameTokenOf, linkCookie } from '@/lib/game-link';

/**
 * A redirect to a path on this site. Relative, because behind a proxy or on a local address the
 * server's idea of its own host (req.url) is not the one the browser used (cookies are per host).
 */
const goTo = (path: string) => new NextResponse(null, { status: 303, headers: { location: path } });

/** The game's pages a mail links to besides the table (the result mail: the history, the whole log). */
const SUBPAGES = new Map([
  ['history', '/history'],
  ['log', '/log'],
  ['rematch', '#rematch'],
]);

export async function GET(req: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const gameId = GameIdInput.safeParse(id);
  if (!gameId.success) return goTo('/');
  const page = `/games/${gameId.data}${SUBPAGES.get(req.nextUrl.searchParams.get('to') ?? '') ?? ''}`;
  const token = req.nextUrl.searchParams.get('token');
  // A game link, or an answer link's page's "Open the game" (the game token its mail also holds).
  const link = await gameTokenOf(token, gameId.data);
  if (!link) return goTo(`/signin?callbackUrl=${encodeURIComponent(page)}`);
  const res = goTo(page);
  res.cookies.set(linkCookie(gameId.data), link.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.nextUrl.protocol === 'https:',
    path: `/games/${gameId.data}`,
    expires: new Date(link.exp * 1000),
  });
  return res;
}
