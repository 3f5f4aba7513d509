// A game's chat on DynamoDB (docs/data-model.md): GAME#<id> / CHAT#<at>#<seat>#<key> per message,
// GAME#<id> / CHATKEY#<seat>#<key> (the key's first use, holding its message: written first, with
// attribute_not_exists, so of two posts with one key one wins) and GAME#<id> / CHATMARK (read_<seat>,
// mute_<seat>). The message item is written after its key item, and again by a retry, so a crash
// between the two heals on the retry.
import { CHAT_END_SK, chatAfterSk, chatKeySk, chatSk, type Chat, type ChatMessage } from '../chat-ports.js';
import { gamePk, strip, type DynamoTable, type Item } from './table.js';

const MARKS = 'CHATMARK';

function marksOf(it: Item) {
  const readAt = new Map<number, number>();
  const muted = new Set<number>();
  for (const [name, v] of Object.entries(it)) {
    const read = /^read_(\d+)$/.exec(name);
    if (read && typeof v === 'number') readAt.set(Number(read[1]), v);
    const mute = /^mute_(\d+)$/.exec(name);
    if (mute && v === true) muted.add(Number(mute[1]));
  }
  return { readAt, muted };
}

export function dynamoChat(t: DynamoTable): Chat {
  const putMessage = (m: ChatMessage) => t.put({ Item: { pk: gamePk(m.gameId), sk: chatSk(m), ...m } });
  return {
    async postChat(m) {
      const won = await t.unlessConflict(() =>
        t.put({
          Item: { pk: gamePk(m.gameId), sk: chatKeySk(m.seat, m.key), message: m },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      const message = won ? m : ((await t.get(gamePk(m.gameId), chatKeySk(m.seat, m.key)))?.message as ChatMessage);
      await putMessage(message);
      return { message, duplicate: !won };
    },

    async chatMessages(gameId, o) {
      const page = await t.queryPage({
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': gamePk(gameId),
          ':from': o.after === undefined ? 'CHAT#' : chatAfterSk(o.after),
          ':to': CHAT_END_SK,
        },
        ScanIndexForward: false,
        Limit: o.limit,
      });
      return page.items.map((it) => strip<ChatMessage>(it)).reverse();
    },

    async chatMarks(gameId) {
      return marksOf((await t.get(gamePk(gameId), MARKS)) ?? {});
    },

    async markChatRead(gameId, seat, at) {
      return t.unlessConflict(() =>
        t.update({
          Key: { pk: gamePk(gameId), sk: MARKS },
          UpdateExpression: 'SET #r = :at',
          ConditionExpression: 'attribute_not_exists(#r) OR #r < :at',
          ExpressionAttributeNames: { '#r': `read_${seat}` },
          ExpressionAttributeValues: { ':at': at },
        }),
      );
    },

    async setChatMute(gameId, seat, muted) {
      await t.update({
        Key: { pk: gamePk(gameId), sk: MARKS },
        UpdateExpression: 'SET #m = :m',
        ExpressionAttributeNames: { '#m': `mute_${seat}` },
        ExpressionAttributeValues: { ':m': muted },
      });
    },
  };
}
