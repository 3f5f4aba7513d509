import 'server-only';
// One-click links from game mail: `/games/<id>/open?token=…` carries a token the backend signed for
// one player and one game. Opened on a device where that player is not signed in, it is kept in a
// cookie scoped to that game's pages, and those pages act as the player for that game only (the API
// refuses the token anywhere else). A signed-in session always wins over a link. An answer link (one
// answer to one decision, from a mail) is checked here too; its page acts with its own token only.
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { signToken, type TokenClaims } from '@auth/tokens';
import { verifyToken } from '@auth/verify';
import { getServerSession } from 'next-auth';
import type { ApiCaller } from './api';
import { authOptions } from './auth';
import { config } from './config';

export const linkCookie = (gameId: string) => `dbm-link-${gameId}`;

/** The claims of a one-click link token valid for exactly this game now, or null. */
export async function linkClaims(
  token: unknown,
  gameId: string,
  now = Date.now(),
): Promise<Extract<TokenClaims, { aud: 'game' }> | null> {
  if (typeof token !== 'string') return null;
  const c = await verifyToken(
    { current: config.apiSecret(), previous: config.apiSecretPrevious() },
    token,
    'game',
    now,
  );
  return c?.aud === 'game' && c.gid === gameId ? c : null;
}

/** The claims of an answer link's token (one answer from a mail) valid for exactly this game now, or null. */
export async function answerLinkClaims(
  token: unknown,
  gameId: string,
  now = Date.now(),
): Promise<Extract<TokenClaims, { aud: 'answer' }> | null> {
  if (typeof token !== 'string') return null;
  const c = await verifyToken(
    { current: config.apiSecret(), previous: config.apiSecretPrevious() },
    token,
    'answer',
    now,
  );
  return c?.aud === 'answer' && c.gid === gameId ? c : null;
}

/**
 * The one-click game token a mail's link stands for: a game link's own token; for an answer link, a
 * game token for its player and game, expiring with it — the mail that carries an answer link always
 * carries that game's one-click link for the same player too, so this grants nothing the mail does
 * not, and "Open the game" on an answer's page works signed out. Null for anything else.
 */
export async function gameTokenOf(
  token: unknown,
  gameId: string,
  now = Date.now(),
): Promise<{ token: string; exp: number } | null> {
  const game = await linkClaims(token, gameId, now);
  if (game) return { token: token as string, exp: game.exp };
  const answer = await answerLinkClaims(token, gameId, now);
  if (!answer) return null;
  return {
    token: signToken(config.apiSecret(), { aud: 'game', sub: answer.sub, gid: answer.gid }, answer.exp * 1000),
    exp: answer.exp,
  };
}

/** The signed-in player's email, else this game's link token (from its cookie), else null. */
export async function gameCaller(gameId: string): Promise<{ as: ApiCaller; email: string } | null> {
  const email = (await getServerSession(authOptions))?.user?.email?.toLowerCase();
  if (email) return { as: email, email };
  const token = (await cookies()).get(linkCookie(gameId))?.value;
  const claims = await linkClaims(token, gameId);
  return claims ? { as: { token: token! }, email: claims.sub } : null;
}

/** As gameCaller, or a redirect to the sign-in page (coming back to `next`). */
export async function requireGameCaller(gameId: string, next: string): Promise<{ as: ApiCaller; email: string }> {
  const c = await gameCaller(gameId);
  if (!c) redirect(`/signin?callbackUrl=${encodeURIComponent(next)}`);
  return c;
}
