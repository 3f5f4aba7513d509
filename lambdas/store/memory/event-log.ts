// The event log in memory: META with its version check, events keyed by seq (an append lands only
// on a free seq, else Conflict), snapshots. An event with mail becomes a pending mail item.
import type { EventLog } from '../ports.js';
import { Conflict, eventSk, HISTORY_FIELDS, REPLAY_FIELDS, type EventFields, type LogRecord } from '../records.js';
import { inner, mailId, withoutTtl, type MemoryTables } from './tables.js';

function pick(ev: LogRecord, fields: EventFields): LogRecord {
  if (fields === 'all') return ev;
  const keep: readonly string[] = fields === 'history' ? HISTORY_FIELDS : REPLAY_FIELDS;
  const out: Record<string, unknown> = { gameId: ev.gameId };
  for (const [k, v] of Object.entries(ev)) if (keep.includes(k)) out[k] = v;
  // A projection keeps the payload of every kind (REPLAY_FIELDS holds move and undo), only its
  // field list is data, which the types cannot follow: the record is whole where it is read.
  return out as unknown as LogRecord;
}

export function memoryEventLog(m: MemoryTables): EventLog {
  const ordered = (gameId: string) => [...inner(m.events, gameId).values()].sort((a, b) => a.seq - b.seq);
  return {
    async putNewMeta(meta) {
      if (m.metas.has(meta.gameId)) throw new Conflict();
      m.metas.set(meta.gameId, m.write(meta));
    },

    async replaceMeta(meta, prevVersion) {
      if (m.metas.get(meta.gameId)?.version !== prevVersion) throw new Conflict();
      m.metas.set(meta.gameId, m.write({ ...meta, version: prevVersion + 1 }));
      meta.version = prevVersion + 1;
    },

    async getMeta(gameId) {
      const meta = m.metas.get(gameId);
      return m.read(meta && withoutTtl(meta));
    },

    async latestSnapshot(gameId) {
      const snaps = inner(m.snapshots, gameId);
      const seq = Math.max(-1, ...snaps.keys());
      return m.read(seq < 0 ? null : { seq, state: snaps.get(seq)! });
    },

    async putSnapshot(gameId, seq, state) {
      inner(m.snapshots, gameId).set(seq, m.write(state));
    },

    async events(gameId, from, to, fields = 'replay') {
      return m.readMany(
        ordered(gameId)
          .filter((e) => e.seq >= from && (to === undefined || e.seq <= to))
          .map((e) => pick(e, fields)),
      );
    },

    async currentTurnEvents(gameId) {
      const all = ordered(gameId);
      let i = all.length - 1;
      while (i > 0 && !all[i].log?.some((e) => e.kind === 'turn')) i--;
      return m.readMany(all.slice(Math.max(i, 0)).map((e) => pick(e, 'history')));
    },

    async lastSeq(gameId) {
      const last = ordered(gameId).at(-1);
      return m.read(last ? { seq: last.seq } : null)?.seq ?? null;
    },

    async append(ev) {
      const events = inner(m.events, ev.gameId);
      if (events.has(ev.seq)) throw new Conflict();
      const stored = m.write(ev);
      events.set(ev.seq, stored);
      m.mail.set(mailId(ev.gameId, eventSk(ev.seq)), {
        at: ev.at,
        outbox: stored.outbox,
        marks: {},
        skips: {},
        pending: !!ev.outbox?.length,
      });
    },
  };
}
