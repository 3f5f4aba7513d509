// A game's chat in memory: messages by sort key (the DynamoDB order), each key's first use, the marks.
import { chatAfterSk, chatKeySk, chatSk, type Chat, type ChatMessage } from '../chat-ports.js';
import type { MemoryTables } from './tables.js';

interface ChatState {
  messages: Map<string, ChatMessage>;
  keys: Map<string, ChatMessage>;
  readAt: Map<number, number>;
  muted: Set<number>;
}

/** The chats live beside the other Maps without widening MemoryTables: one per tables object. */
const CHATS = new WeakMap<MemoryTables, Map<string, ChatState>>();

function chatOf(m: MemoryTables, gameId: string): ChatState {
  let games = CHATS.get(m);
  if (!games) CHATS.set(m, (games = new Map<string, ChatState>()));
  let c = games.get(gameId);
  if (!c) games.set(gameId, (c = { messages: new Map(), keys: new Map(), readAt: new Map(), muted: new Set() }));
  return c;
}

export function memoryChat(m: MemoryTables): Chat {
  return {
    async postChat(msg) {
      const c = chatOf(m, msg.gameId);
      const first = c.keys.get(chatKeySk(msg.seat, msg.key));
      if (first) return { message: m.read(first)!, duplicate: true };
      const stored = m.write(msg);
      c.keys.set(chatKeySk(msg.seat, msg.key), stored);
      c.messages.set(chatSk(msg), stored);
      return { message: m.read(stored)!, duplicate: false };
    },

    async chatMessages(gameId, o) {
      const from = o.after === undefined ? '' : chatAfterSk(o.after);
      const sks = [...chatOf(m, gameId).messages.keys()].filter((sk) => sk >= from).sort();
      return m.readMany(sks.slice(-o.limit).map((sk) => chatOf(m, gameId).messages.get(sk)!));
    },

    async chatMarks(gameId) {
      const c = m.read({ readAt: [...chatOf(m, gameId).readAt], muted: [...chatOf(m, gameId).muted] })!;
      return { readAt: new Map(c.readAt), muted: new Set(c.muted) };
    },

    async markChatRead(gameId, seat, at) {
      const marks = chatOf(m, gameId).readAt;
      if ((marks.get(seat) ?? -1) >= at) return false;
      marks.set(seat, m.write(at));
      return true;
    },

    async setChatMute(gameId, seat, muted) {
      const c = chatOf(m, gameId);
      m.write(muted);
      if (muted) c.muted.add(seat);
      else c.muted.delete(seat);
    },
  };
}
