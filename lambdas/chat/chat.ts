// A game's chat, read and written (docs/backend.md "Chat"): a stream beside the log that changes no
// game state. Only the game's seats post; the seats, and spectators of a public game (the caller of
// these has run the one access check, http/authorise.ts seatOrSpectator), read. Reading moves the
// seat's "read up to" mark to the newest message and answers the mark as it was, so the table can
// mark what is new since the last visit.
import { conflict, forbidden, idempotencyKeyReused } from '../kernel/errors.js';
import type { Deps } from '../kernel/deps.js';
import type { GameMeta } from '../store/records.js';
import type { ChatMessage } from '../store/chat-ports.js';
import { takeChatQuota } from './chat-limit.js';
import type { ChatLine, ChatResponse } from '../../contract/api.js';

/** The most messages one answer holds (the newest). */
export const CHAT_PAGE = 100;

const iso = (ms: number) => new Date(ms).toISOString();

/** A message as readers see it: the seat's name, never its address or the poster's key. */
export function chatLine(meta: GameMeta, m: ChatMessage): ChatLine {
  return {
    seat: m.seat,
    name: meta.seats[m.seat]?.name ?? `Seat ${m.seat + 1}`,
    at: iso(m.at),
    text: m.text,
    via: m.via,
  };
}

/** The chat as `seat` (null: a spectator) reads it; a seat's read mark moves to the newest message. */
export async function readChat(d: Deps, meta: GameMeta, seat: number | null): Promise<ChatResponse> {
  const [page, marks] = await Promise.all([
    d.store.chatMessages(meta.gameId, { limit: CHAT_PAGE + 1 }),
    d.store.chatMarks(meta.gameId),
  ]);
  const messages = page.slice(-CHAT_PAGE);
  const newest = messages.at(-1)?.at;
  const lastRead = seat === null ? undefined : marks.readAt.get(seat);
  if (seat !== null && newest !== undefined && (lastRead === undefined || lastRead < newest))
    await d.store.markChatRead(meta.gameId, seat, newest);
  return {
    gameId: meta.gameId,
    messages: messages.map((m) => chatLine(meta, m)),
    more: page.length > CHAT_PAGE,
    lastReadAt: lastRead === undefined ? null : iso(lastRead),
    muted: seat === null ? null : marks.muted.has(seat),
    canPost: seat !== null,
  };
}

/** Whether the game takes messages: any game but a cancelled one (after the end, its seats may still say "good game"). */
function requireChatOpen(meta: GameMeta): void {
  if (meta.status === 'cancelled') throw conflict('This game was cancelled: its chat is closed.');
}

/**
 * Posts `text` for `seat` once per idempotency key: a retry with the same text answers the first
 * message (`duplicate`), the same key with other text is refused (422). Within the rate limit
 * (chat-limit.ts); nothing is written on a refusal.
 */
export async function postChat(
  d: Deps,
  meta: GameMeta,
  seat: number | null,
  post: { text: string; key: string; via: ChatMessage['via'] },
): Promise<{ message: ChatMessage; duplicate: boolean }> {
  if (seat === null) throw forbidden('Only the players of this game can write in its chat.');
  requireChatOpen(meta);
  const now = d.now();
  await takeChatQuota(d.store, meta.gameId, seat, now);
  const r = await d.store.postChat({
    gameId: meta.gameId,
    seat,
    at: now,
    text: post.text,
    key: post.key,
    via: post.via,
  });
  if (r.duplicate && r.message.text !== post.text) throw idempotencyKeyReused();
  return r;
}

/** Mutes (or unmutes) the chat for `seat`: its mail no longer carries it, and the table shows it collapsed. */
export async function muteChat(d: Deps, meta: GameMeta, seat: number | null, muted: boolean): Promise<void> {
  if (seat === null) throw forbidden('Only the players of this game can mute its chat.');
  await d.store.setChatMute(meta.gameId, seat, muted);
}
