// POST /games — create a game: the caller takes seat 0; the other seats are invited emails or bots.
// It starts at once when no human has to accept, otherwise when the last invitation is accepted.
import { randomBytes } from 'node:crypto';
import { knownBot, makeConfig } from '../../app/rules.js';
import { badRequest } from '../../app/errors.js';
import { appendStart, project, runBots } from '../../app/game.js';
import { authenticate, endpoint, json, parseBody } from '../http.js';
import { deliverOutbox } from '../../app/mail.js';
import { invitationFor } from '../../app/notify.js';
import { CreateGameBody } from '../../../contract/api.js';
import type { GameMeta, SeatRecord } from '../../store/records.js';
import { requireSession, seatsView } from '../access.js';

const HOUR = 3_600_000;

export const createGame = endpoint(async (req, ctx) => {
  const body = parseBody(req, CreateGameBody);
  const caller = await authenticate(req, ctx);
  requireSession(caller);
  // Without a name in the request, a player's display name (their profile), else the email's local part.
  const emails = [caller.email, ...body.seats.flatMap((s) => ('email' in s ? [s.email] : []))];
  const profiles = new Map(await Promise.all(emails.map(async (e) => [e, await ctx.store.getProfile(e)] as const)));
  const nameFor = (email: string, given?: string) => {
    const name = given ?? profiles.get(email)?.displayName;
    return name ? { name } : { name: email.split('@')[0]!, autoName: true };
  };
  const seats: SeatRecord[] = [{ email: caller.email, bot: null, ...nameFor(caller.email, body.name), joined: true }];
  for (const s of body.seats) {
    if ('bot' in s) {
      if (!knownBot(s.bot)) throw badRequest(`There is no bot "${s.bot}".`);
      seats.push({ email: null, bot: s.bot, name: s.name ?? `${s.bot} bot`, joined: true });
    } else {
      if (seats.some((x) => x.email === s.email)) throw badRequest(`${s.email} has two seats.`);
      seats.push({ email: s.email, bot: null, ...nameFor(s.email, s.name), joined: false });
    }
  }
  uniqueNames(seats);
  const gameId = randomBytes(9).toString('base64url');
  let config;
  try {
    config = makeConfig({
      players: seats.map((s) => s.name), seed: randomBytes(24).toString('base64url'),
      recommended: body.recommended, kingdom: body.kingdom, randomFrom: body.randomFrom,
      events: body.events, landmarks: body.landmarks, randomLandscapes: body.randomLandscapes,
    });
  } catch (e) {
    throw badRequest((e as Error).message);
  }
  const now = ctx.now();
  const meta: GameMeta = {
    gameId, createdAt: now, createdBy: caller.email, status: seats.every((s) => s.joined) ? 'active' : 'open', seats, config,
    reminderEveryMs: (body.reminderHours ?? 24) * HOUR, deadlineMs: body.deadlineHours ? body.deadlineHours * HOUR : null, version: 1,
  };
  await ctx.store.putNewMeta(meta);
  await Promise.all(seats.map((s, seat) => s.email && ctx.store.putUserGame(s.email, {
    gameId, seat, status: meta.status, yourMove: !s.joined, seq: -1, players: seats.map((x) => x.name), updatedAt: now,
  })));
  // Invitations go through an outbox like game mail: sent now, retried by the outbox job if that
  // fails, checked against each invitee's settings at send time (the game is in their "my games" anyway).
  const invitations = seats.filter((s) => !s.joined).map((s) => invitationFor(meta, s.email!, ctx, now));
  const mailing = invitations.length ? await ctx.store.putMailing(gameId, 'invitations', now, invitations) : null;
  if (mailing) await deliverOutbox(ctx.store, ctx.mailer, mailing, now).catch((e) => console.error('[invitations] left to the outbox job', e));
  if (meta.status === 'active') {
    const g = await appendStart(ctx, meta);
    const start = [...g.events];
    await runBots(ctx, g);
    await ctx.afterAppend(gameId, () => project(ctx, g, g.events.filter((e) => e.seq >= start[0]!.seq)));
  }
  return json(201, { gameId, status: meta.status, seats: seatsView(meta, 0), kingdom: config.kingdom, events: config.events, landmarks: config.landmarks });
});

function uniqueNames(seats: SeatRecord[]): void {
  const seen = new Map<string, number>();
  for (const s of seats) {
    const n = (seen.get(s.name.toLowerCase()) ?? 0) + 1;
    seen.set(s.name.toLowerCase(), n);
    if (n > 1) s.name = `${s.name} ${n}`;
  }
}
