// What the table talk (lambdas/chat/) asks of the store: a game's chat, a stream of its own beside
// the log (never a log record: a take-back cannot touch it, and it changes no game state), and each
// seat's marks on it (read up to, muted). Both store implementations provide it;
// test/lambdas/store/chat-contract.ts holds them to it.

/** One message at a game's table, as stored: the seat that wrote it, when, and its idempotency key. */
export interface ChatMessage {
  gameId: string;
  seat: number;
  /** When it was posted (ms); messages are ordered by it. */
  at: number;
  /** Plain text, already validated (contract/community/chat.ts): never markup. */
  text: string;
  /** The poster's idempotency key: the same key from the same seat posts once. */
  key: string;
  /** How it came: the table, or a reply by mail. */
  via: 'web' | 'reply';
}

/** Each seat's marks on a game's chat. */
export interface ChatMarks {
  /** seat → the time of the newest message that seat has read (absent: none). */
  readAt: Map<number, number>;
  /** Seats that muted the chat: their mail does not carry it. */
  muted: Set<number>;
}

export interface Chat {
  /**
   * Posts a message once per (game, seat, key): the message written, or with `duplicate` the one
   * the key posted first (whatever `m` now says: the caller compares).
   */
  postChat(m: ChatMessage): Promise<{ message: ChatMessage; duplicate: boolean }>;
  /** The newest `limit` messages posted after `after` (ms, exclusive; omitted: from the start), oldest first. */
  chatMessages(gameId: string, o: { after?: number; limit: number }): Promise<ChatMessage[]>;
  chatMarks(gameId: string): Promise<ChatMarks>;
  /** Moves the seat's "read up to" mark forward to `at`, never back: true if it wrote. */
  markChatRead(gameId: string, seat: number, at: number): Promise<boolean>;
  setChatMute(gameId: string, seat: number, muted: boolean): Promise<void>;
}

/** A message's sort key: its time (13 digits), seat and key, so two messages never share one. */
export const chatSk = (m: Pick<ChatMessage, 'at' | 'seat' | 'key'>) =>
  `CHAT#${String(m.at).padStart(13, '0')}#${m.seat}#${m.key}`;
/** The sort key of a key's first use, which holds the message it posted. */
export const chatKeySk = (seat: number, key: string) => `CHATKEY#${seat}#${key}`;
/** Sort keys of messages after `after` (ms) start above this. */
export const chatAfterSk = (after: number) => `CHAT#${String(after + 1).padStart(13, '0')}`;
/** Above every message's sort key ("~" sorts after digits), below `CHATKEY#`. */
export const CHAT_END_SK = 'CHAT#~';
