// What the daily digest carries of the chat: per game the reader is seated in, the messages other
// seats wrote since the reader last saw the chat (their read mark, or the last digest, whichever is
// later). Digest players get no per-game mail, so without this the table talk would never reach them
// by mail. Bounded: one mark read and one chat query per game, the newest DIGEST_CHAT_SHOWN shown.
import type { Store } from '../store/ports.js';
import type { UserGame } from '../store/records.js';
import type { DigestTalk } from '../letters/digest-letter.js';
import { DAY } from '../kernel/durations.js';

/** The most messages the digest shows per game (the newest); the rest are counted. */
export const DIGEST_CHAT_SHOWN = 10;
/** The most messages read per game: beyond it, the count says "at least". */
export const DIGEST_CHAT_READ = 100;
/** A message as long as the chat takes (contract/community/chat.ts): longer text is cut. */
export const DIGEST_CHAT_CHARS = 500;
/** A finished game's chat ("good game") is looked at for this long after its end. */
export const CHAT_AFTER_END_MS = 7 * DAY;

/** Cut by code points, so a cut never splits a character. */
function cut(text: string): string {
  const chars = [...text];
  return chars.length > DIGEST_CHAT_CHARS ? `${chars.slice(0, DIGEST_CHAT_CHARS - 1).join('')}…` : text;
}

/** The reader's games whose chat may hold something new: not cancelled, and not long finished. */
export function talkCandidates(games: readonly UserGame[], now: number): UserGame[] {
  return games.filter(
    (g) =>
      g.status === 'active' || g.status === 'open' || (g.status === 'over' && now - g.updatedAt <= CHAT_AFTER_END_MS),
  );
}

async function talkAt(
  store: Pick<Store, 'chatMarks' | 'chatMessages'>,
  g: UserGame,
  lastDigestAt: number | undefined,
): Promise<DigestTalk | null> {
  const marks = await store.chatMarks(g.gameId);
  if (marks.muted.has(g.seat)) return null;
  const after = Math.max(lastDigestAt ?? -1, marks.readAt.get(g.seat) ?? -1);
  const page = await store.chatMessages(g.gameId, { ...(after >= 0 ? { after } : {}), limit: DIGEST_CHAT_READ });
  const others = page.filter((m) => m.seat !== g.seat);
  if (others.length === 0) return null;
  const shown = others.slice(-DIGEST_CHAT_SHOWN);
  return {
    gameId: g.gameId,
    players: g.players,
    seat: g.seat,
    lines: shown.map((m) => ({ name: g.players[m.seat] ?? `Seat ${m.seat + 1}`, text: cut(m.text) })),
    more: others.length - shown.length,
    moreAtLeast: page.length === DIGEST_CHAT_READ,
  };
}

/**
 * The new talk at each of the reader's tables (`games`: their own "my games" rows, so only games
 * they are seated in), in the order given; tables with nothing new, or muted, are left out.
 */
export async function talkForDigest(
  store: Pick<Store, 'chatMarks' | 'chatMessages'>,
  games: readonly UserGame[],
  lastDigestAt: number | undefined,
  now: number,
): Promise<DigestTalk[]> {
  const talk = await Promise.all(talkCandidates(games, now).map((g) => talkAt(store, g, lastDigestAt)));
  return talk.filter((t): t is DigestTalk => t !== null);
}
