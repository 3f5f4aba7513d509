// The event log on DynamoDB: a game's META (optimistic lock on `version`), its events (EV#<seq>,
// each one conditional put), and snapshots (SNAP#<seq>). An event with mail joins the OUTBOX index;
// an open game with a free seat is on the OPEN index by its META item (open-list.ts).
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { eventSk, pad, type EventFields, type LogRecord, type GameMeta } from '../records.js';
import { HISTORY_FIELDS, REPLAY_FIELDS } from '../records.js';
import type { EventLog } from '../ports.js';
import { gamePk, projection, strip, type DynamoTable, type Item } from './table.js';
import { openEntry, outboxEntry } from './index-keys.js';

const fieldsOf = (f: EventFields) => (f === 'all' ? {} : projection(f === 'history' ? HISTORY_FIELDS : REPLAY_FIELDS));

const asEvent =
  (gameId: string) =>
  (it: Item): LogRecord => ({ ...strip<LogRecord>(it), gameId });

export function dynamoEventLog(t: DynamoTable): EventLog {
  return { ...metaItem(t), ...snapshots(t), ...eventItems(t) };
}

/** The game's META item: created once, then replaced only over the version it was read at. */
function metaItem(t: DynamoTable): Pick<EventLog, 'putNewMeta' | 'replaceMeta' | 'getMeta'> {
  return {
    async putNewMeta(meta) {
      await t.put({
        Item: { pk: gamePk(meta.gameId), sk: 'META', ...meta, ...openEntry(meta) },
        ConditionExpression: 'attribute_not_exists(pk)',
      });
    },

    async replaceMeta(meta, prevVersion) {
      await t.put({
        Item: { pk: gamePk(meta.gameId), sk: 'META', ...meta, version: prevVersion + 1, ...openEntry(meta) },
        ConditionExpression: 'version = :v',
        ExpressionAttributeValues: { ':v': prevVersion },
      });
      meta.version = prevVersion + 1;
    },

    async getMeta(gameId) {
      const it = await t.get(gamePk(gameId), 'META');
      return it ? strip<GameMeta>(it) : null;
    },
  };
}

/**
 * SNAP#<seq> items: a replayed state saved every few events, so a load replays only the rest. Every
 * load reads the newest, so it is kept deflated (`z`, a quarter of its JSON); snapshots written
 * before hold the JSON itself (`state`) and are read as they are.
 */
function snapshots(t: DynamoTable): Pick<EventLog, 'latestSnapshot' | 'putSnapshot'> {
  return {
    async latestSnapshot(gameId) {
      const { items } = await t.queryPage({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': gamePk(gameId), ':p': 'SNAP#' },
        ScanIndexForward: false,
        Limit: 1,
      });
      const it = items[0];
      if (!it) return null;
      return {
        seq: it.seq as number,
        state: it.z instanceof Uint8Array ? inflateRawSync(it.z).toString('utf8') : (it.state as string),
      };
    },

    async putSnapshot(gameId, seq, state) {
      await t.put({
        Item: { pk: gamePk(gameId), sk: `SNAP#${pad(seq)}`, seq, z: deflateRawSync(Buffer.from(state, 'utf8')) },
      });
    },
  };
}

/** The EV#<seq> items: read by range, by the current turn, the last seq; appended one conditional put each. */
function eventItems(t: DynamoTable): Pick<EventLog, 'events' | 'currentTurnEvents' | 'lastSeq' | 'append'> {
  return {
    async events(gameId, from, to, fields = 'replay') {
      const items = await t.queryAll({
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :a AND :b',
        ExpressionAttributeValues: {
          ':pk': gamePk(gameId),
          ':a': eventSk(from),
          ':b': `EV#${to === undefined ? '9999999999' : pad(to)}`,
        },
        ...fieldsOf(fields),
      });
      return items.map(asEvent(gameId));
    },

    // Read newest first, a page at a time, back to the event whose log starts a turn.
    async currentTurnEvents(gameId) {
      const out: LogRecord[] = [];
      let start: Item | undefined;
      do {
        const page = await t.queryPage({
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
          ExpressionAttributeValues: { ':pk': gamePk(gameId), ':p': 'EV#' },
          ScanIndexForward: false,
          Limit: 25,
          ExclusiveStartKey: start,
          ...fieldsOf('history'),
        });
        for (const it of page.items) {
          const ev = asEvent(gameId)(it);
          out.push(ev);
          if (ev.log?.some((e) => e.kind === 'turn')) return out.reverse();
        }
        start = page.next;
      } while (start);
      return out.reverse();
    },

    async lastSeq(gameId) {
      const { items } = await t.queryPage({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': gamePk(gameId), ':p': 'EV#' },
        ProjectionExpression: 'seq',
        ScanIndexForward: false,
        Limit: 1,
      });
      return items[0] ? (items[0].seq as number) : null;
    },

    /*
     * The write succeeds only if no event holds this seq yet:
     *
     *   writer A: load (seq 7) ── apply ── Put EV#8 if not exists ✓
     *   writer B: load (seq 7) ── apply ────── Put EV#8 if not exists ✗ → Conflict (409 with seq 8)
     */
    async append(ev) {
      const sk = eventSk(ev.seq);
      await t.put({
        Item: { pk: gamePk(ev.gameId), sk, ...ev, ...outboxEntry(ev.gameId, sk, ev.at, !!ev.outbox?.length) },
        ConditionExpression: 'attribute_not_exists(pk)',
      });
    },
  };
}
