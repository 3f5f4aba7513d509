// How much mail a game sends, per player and by reason, on the real pipeline (the local runtime on
// the in-memory store, the real SES emulator) with a simulated clock. Two ways of playing:
//
//   one-sitting   Alice against a bot, at the table from start to end: she reads the table (it polls
//                 the game) and moves every few seconds, then leaves.
//   by-mail       Alice and Bob (humans) and a bot: each human comes to the game only when a mail
//                 reaches them (after a delay of their own), plays everything they owe, and leaves.
//   mixed         Three humans at grace 0: one at the table, one only by answer links, one only by
//                 replies (mail-report-mixed.ts); per player its role, mails per own turn and the
//                 longest wait from a move to the mail asking the next thing.
//
// The humans' choices come from an engine bot (the "normal" bot) given the game state, so a game
// plays to its end; every move goes through POST /games/{id}/moves like a player's. The scheduled
// jobs (outbox, reminders) run once per simulated minute, as on AWS. `simulateMail` is also run
// by test/lambdas/game/mail-attention.test.ts, which asserts the goals.
//
//   npm run report:mails -- [--json] [--games N]
import { startLocal, type Local } from '../runtime.js';
import { loadGame } from '../../lambdas/kernel/replay.js';
import { getBotOrRandom, seedFromString } from '../../lambdas/kernel/rules.js';
import { passTime } from './sim-clock.js';
import type { Mailer } from '../../lambdas/kernel/mailer.js';
import type { NotifyReason } from '../../lambdas/store/records.js';
import { DAY, MINUTE } from '../../lambdas/kernel/durations.js';
import { simulateMixed, type MixedCount } from './mail-report-mixed.js';

export type Scenario = 'one-sitting' | 'by-mail';

/** Mails per player by reason, and how the game went. */
export interface MailCount {
  scenario: Scenario;
  /** player name → reason → mails. */
  perPlayer: Record<string, Partial<Record<NotifyReason | 'none', number>>>;
  totals: Record<string, number>;
  moves: number;
  /** How many times each human came to the table (the by-mail players' returns). */
  visits: Record<string, number>;
  /** Returns that found nothing owed (a mail about something already done or gone). */
  idleVisits: Record<string, number>;
  over: boolean;
}

/** A kingdom with attacks and a reaction (Militia, Witch, Moat): the mail-heaviest kind of game. */
const KINGDOM = [
  'Cellar',
  'Festival',
  'Laboratory',
  'Market',
  'Militia',
  'Moat',
  'Smithy',
  'Throne Room',
  'Village',
  'Witch',
];
const HUMANS = { alice: 'alice@mail-report.example', bob: 'bob@mail-report.example' } as const;

interface Human {
  email: string;
  name: string;
  mailsSeen: number;
  visits: number;
  idleVisits: number;
  replyDelayMs: number;
}

/** Plays one game of `scenario` to its end (or `maxDays` of simulated time) and counts its mail. */
export async function simulateMail(
  scenario: Scenario,
  o: { gameNo?: number; maxDays?: number } = {},
): Promise<MailCount> {
  const clock = { t: Date.UTC(2030, 0, 1, 9) };
  const sent: { to: string; reason: NotifyReason | 'none'; at: number }[] = [];
  const counting = (m: Mailer): Mailer => ({
    budgetMs: m.budgetMs,
    ...(m.wasSent ? { wasSent: m.wasSent.bind(m) } : {}),
    async send(n, id) {
      await m.send(n, id);
      sent.push({ to: n.to, reason: n.reason ?? 'none', at: clock.t });
    },
  });
  const l = await startLocal({ store: 'memory', now: () => clock.t, wrapMailer: counting });
  try {
    const humans: Human[] =
      scenario === 'one-sitting'
        ? [{ email: HUMANS.alice, name: 'Alice', mailsSeen: 0, visits: 0, idleVisits: 0, replyDelayMs: 0 }]
        : [
            { email: HUMANS.alice, name: 'Alice', mailsSeen: 0, visits: 0, idleVisits: 0, replyDelayMs: 25 * MINUTE },
            { email: HUMANS.bob, name: 'Bob', mailsSeen: 0, visits: 0, idleVisits: 0, replyDelayMs: 70 * MINUTE },
          ];
    const seats =
      scenario === 'one-sitting' ? [{ bot: 'normal' }] : [{ email: HUMANS.bob, name: 'Bob' }, { bot: 'normal' }];
    const created = await l.call('POST', '/games', {
      token: l.token(HUMANS.alice),
      body: { name: 'Alice', seats, kingdom: KINGDOM },
    });
    if (created.status !== 201) throw new Error(`create failed: ${created.raw}`);
    const gameId = created.body.gameId;
    if (scenario === 'by-mail') {
      // Bob joins from his invitation, at once; the game starts.
      const j = await l.call('POST', `/games/${gameId}/join`, { token: l.token(HUMANS.bob) });
      if (j.status !== 200) throw new Error(`join failed: ${j.raw}`);
    }
    await l.idle();
    const sim = { l, gameId, humans, moves: 0, now: () => clock.t, advance: (ms: number) => passTime(l, clock, ms) };
    const over =
      scenario === 'one-sitting' ? await playOneSitting(sim) : await playByMail(sim, (o.maxDays ?? 60) * DAY, sent);
    // Whatever is still due goes out within the next hour.
    await sim.advance(60 * MINUTE);
    await l.idle();
    const perPlayer: MailCount['perPlayer'] = {};
    const totals: Record<string, number> = {};
    for (const h of humans) {
      const mine = sent.filter((m) => m.to === h.email);
      const by: Partial<Record<NotifyReason | 'none', number>> = {};
      for (const m of mine) by[m.reason] = (by[m.reason] ?? 0) + 1;
      perPlayer[h.name] = by;
      totals[h.name] = mine.length;
    }
    const each = (f: (h: Human) => number) => Object.fromEntries(humans.map((h) => [h.name, f(h)]));
    return {
      scenario,
      perPlayer,
      totals,
      moves: sim.moves,
      visits: each((h) => h.visits),
      idleVisits: each((h) => h.idleVisits),
      over,
    };
  } finally {
    await l.close();
  }
}

interface Sim {
  l: Local;
  gameId: string;
  humans: Human[];
  moves: number;
  now: () => number;
  advance: (ms: number) => Promise<void>;
}

/** The table as the player sees it: the page loads and polls the game (?present=1 says a person reads it). */
const look = (s: Sim, h: Human) => s.l.call('GET', `/games/${s.gameId}?present=1`, { token: s.l.token(h.email) });

/** One move of `h`, chosen by the normal bot from the game state, sent as the player would. Returns false when nothing is owed. */
async function moveOnce(s: Sim, h: Human): Promise<boolean | 'over'> {
  const seen = await look(s, h);
  if (seen.status !== 200) throw new Error(`GET failed: ${seen.raw}`);
  if (seen.body.view?.result || seen.body.status === 'over') return 'over';
  if (!seen.body.view?.decision) return false;
  const g = await loadGame(s.l.ctx, s.gameId);
  const seat = seen.body.seat;
  // A seat's own read (a spectator has none).
  if (seat === null) return false;
  const { player: _p, ...move } = getBotOrRandom('normal').move(
    g.state!,
    seat,
    seedFromString(`report/${s.gameId}/${g.seq}`),
  );
  const r = await s.l.call('POST', `/games/${s.gameId}/moves`, {
    token: s.l.token(h.email),
    body: { gameId: s.gameId, expectedSeq: seen.body.seq, idempotencyKey: `report-${g.seq}-${seat}`, move },
  });
  if (r.status !== 200) throw new Error(`move failed: ${r.raw}`);
  s.moves++;
  return true;
}

/** Alice at the table from the start to the end: a move every 8 s (a glance at the table between). */
async function playOneSitting(s: Sim): Promise<boolean> {
  const alice = s.humans[0];
  for (let i = 0; i < 3000; i++) {
    await s.advance(8_000);
    const r = await moveOnce(s, alice);
    if (r === 'over') return true;
  }
  return false;
}

/**
 * The humans come only when mailed: a mail they have not seen brings them to the table after their
 * reply delay; there they play all they owe (10 s a move) and leave. Mail that comes while they are
 * at the table is read there.
 */
async function playByMail(s: Sim, maxMs: number, sent: readonly { to: string; at: number }[]): Promise<boolean> {
  const end = s.now() + maxMs;
  while (s.now() < end) {
    await s.advance(MINUTE);
    for (const h of s.humans) {
      const mine = sent.filter((m) => m.to === h.email);
      if (mine.length === h.mailsSeen || s.now() - mine[h.mailsSeen].at < h.replyDelayMs) continue;
      h.visits++;
      for (let first = true; ; first = false) {
        h.mailsSeen = sent.filter((m) => m.to === h.email).length;
        const r = await moveOnce(s, h);
        if (r === 'over') return true;
        if (!r) {
          if (first) h.idleVisits++;
          break;
        }
        await s.advance(10_000);
      }
    }
  }
  return false;
}

async function main() {
  const json = process.argv.includes('--json');
  const at = process.argv.indexOf('--games');
  const games = at > 0 ? Number(process.argv[at + 1]) : 3;
  const results: (MailCount | MixedCount)[] = [];
  for (const scenario of ['one-sitting', 'by-mail'] as const) {
    for (let gameNo = 0; gameNo < games; gameNo++) results.push(await simulateMail(scenario, { gameNo }));
  }
  for (let gameNo = 0; gameNo < games; gameNo++) results.push(await simulateMixed({ gameNo }));
  if (json) {
    console.log(JSON.stringify({ games: results }, null, 1));
    return;
  }
  for (const r of results) {
    if (r.scenario === 'mixed') {
      console.log(
        `mixed        moves ${String(r.moves).padStart(4)}  over ${r.over}  ` +
          Object.entries(r.perPlayer)
            .map(
              ([who, p]) =>
                `${who} (${p.role}): ${p.mails} mails, ${p.mailsPerOwnTurn} per own turn, longest wait ${p.maxWaitSeconds} s`,
            )
            .join('  '),
      );
      continue;
    }
    console.log(
      `${r.scenario.padEnd(12)} moves ${String(r.moves).padStart(4)}  over ${r.over}  ` +
        Object.entries(r.perPlayer)
          .map(
            ([who, by]) =>
              `${who}: ${r.totals[who]} (${Object.entries(by)
                .map(([k, v]) => `${k} ${v}`)
                .join(', ')}; ${r.visits[who]} visits, ${r.idleVisits[who]} for nothing)`,
          )
          .join('  '),
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
