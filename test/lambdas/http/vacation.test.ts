// POST /me sets a time away: the window as dates, "back now" (null), and a 400 naming the field for
// a window in the past, too long or beyond the yearly cap, with nothing written.
import { describe, expect, it } from 'vitest';
import { Clock, freshUser, memoryLocalPerFile } from '../support.js';
import { prefsLink } from '../../../lambdas/letters/render.js';

const DAY = 86_400_000;
const clock = new Clock(Date.parse('2030-01-01T12:00:00Z'));
const l = memoryLocalPerFile({ now: clock.now });

const post = (email: string, away: unknown) => l.call('POST', '/me', { token: l.token(email), body: { away } });

describe('POST /me away', () => {
  it('sets a window, shows it, and "back now" ends it', async () => {
    const me = freshUser('ann');
    const r = await post(me, { from: '2030-01-01', until: '2030-01-11' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ away: { from: '2030-01-01', until: '2030-01-11', now: true }, awayDaysLeft: 50 });
    expect((await l.call('GET', '/me', { token: l.token(me) })).body.away).toMatchObject({ until: '2030-01-11' });
    clock.advance(DAY);
    const back = await post(me, null);
    expect(back.body).toMatchObject({ away: null, awayDaysLeft: 58 });
    const stored = await l.ctx.store.getProfile(me);
    expect(stored?.away).toEqual({ from: Date.parse('2030-01-01T00:00:00Z'), until: clock.now() });
    clock.advance(-DAY);
  });

  it.each([
    [{ from: '2029-12-31', until: '2030-01-05' }, 'away.from', /in the past/],
    [{ from: '2030-01-05', until: '2030-01-05' }, 'away.until', /not after/],
    [{ from: '2030-01-05', until: '2030-02-05' }, 'away.until', /at most 30 days/],
    [{ from: '2030-01-05', until: 'soon' }, 'away.until', /away\.until/],
    [{ from: '2030-01-05' }, 'away.until', /away\.until/],
  ])('refuses %j with a 400 naming %s, writing nothing', async (away, field, message) => {
    const me = freshUser('bob');
    const r = await post(me, away);
    expect(r.status).toBe(400);
    expect(r.error.message).toMatch(message);
    expect(r.error.message).toContain(field);
    expect(await l.ctx.store.getProfile(me)).toBeNull();
  });

  it('refuses a window beyond the yearly cap, keeping the earlier ones', async () => {
    const me = freshUser('cat');
    const start = clock.now();
    // Two 30-day windows, taken one after the other.
    expect((await post(me, { from: '2030-01-03', until: '2030-02-02' })).status).toBe(200);
    clock.t = Date.parse('2030-03-01T12:00:00Z');
    expect((await post(me, { from: '2030-03-02', until: '2030-04-01' })).status).toBe(200);
    clock.t = Date.parse('2030-05-01T12:00:00Z');
    const r = await post(me, { from: '2030-05-02', until: '2030-05-03' });
    expect(r.status).toBe(400);
    expect(r.error).toMatchObject({ field: 'away.until' });
    expect(r.error.message).toMatch(/60 days away in a year; .* 0 days left/);
    expect((await l.ctx.store.getProfile(me))?.away?.until).toBe(Date.parse('2030-04-01T00:00:00Z'));
    clock.t = start;
  });

  it('the settings link may not set a time away', async () => {
    const me = freshUser('dan');
    const token = new URL(prefsLink(l.ctx, me, clock.now())).searchParams.get('token')!;
    const r = await l.call('POST', '/me', { token, body: { away: { from: '2030-01-02', until: '2030-01-03' } } });
    expect(r.status).toBe(403);
    expect(r.error.message).toMatch(/Sign in to set a time away/);
  });
});
