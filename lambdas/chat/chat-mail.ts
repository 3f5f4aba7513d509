// What a mail carries of the chat: the messages another seat wrote after `since` (the reader's last
// move, or their last read of the chat, whichever is later), the newest CHAT_IN_MAIL of them; none
// when the reader muted the chat. Chat never sends mail by itself: these ride on a mail due anyway
// (the "your move" mail, the digest).
import type { Store } from '../store/ports.js';
import type { GameMeta, LogRecord } from '../store/records.js';
import type { ChatMailLine } from '../letters/chat-lines.js';

/** The most messages one mail carries (the newest). */
export const CHAT_IN_MAIL = 20;

/** When the seat last moved itself, among the loaded records (null: not among them). */
export function lastOwnMoveAt(records: readonly LogRecord[], seat: number): number | null {
  for (let i = records.length - 1; i >= 0; i--) {
    const r = records[i];
    if (r.kind === 'move' && r.seat === seat && r.by === 'human') return r.at;
  }
  return null;
}

export async function chatForMail(
  store: Pick<Store, 'chatMarks' | 'chatMessages'>,
  meta: GameMeta,
  seat: number,
  since: number | null,
): Promise<ChatMailLine[]> {
  const marks = await store.chatMarks(meta.gameId);
  if (marks.muted.has(seat)) return [];
  const after = Math.max(since ?? -1, marks.readAt.get(seat) ?? -1);
  const messages = await store.chatMessages(meta.gameId, { ...(after >= 0 ? { after } : {}), limit: CHAT_IN_MAIL });
  return messages
    .filter((m) => m.seat !== seat)
    .map((m) => ({ name: meta.seats[m.seat]?.name ?? `Seat ${m.seat + 1}`, text: m.text }));
}
