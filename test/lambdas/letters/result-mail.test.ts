// The result mail of a game played to its end over HTTP (a human against the Big Money bot, with two
// Landmarks that score): each player's VP broken down part by part, as the
// engine counts them (scoreBreakdown), adding up to the final scores; links to the history and to
// the whole log that open those pages' data for the recipient.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Local } from '../../../local/runtime.js';
import { loadGame } from '../../../lambdas/kernel/replay.js';
import { PRESENT_MS } from '../../../lambdas/game/notices.js';
import { verifyToken } from '../../../auth/verify.js';
import { scoreBreakdown, scoreLine } from '../../../engine/index.js';
import { autopilot, Clock, http, key, KINGDOM, memoryLocal, mail } from '../support.js';

const ANN = 'ann@example.com';
let l: Local;
const clock = new Clock();
beforeAll(async () => {
  l = await memoryLocal({ now: clock.now });
});
afterAll(async () => {
  await l?.close();
});

describe('the result mail', () => {
  it("breaks every player's VP down and links to the history and the whole log", async () => {
    const token = l.token(ANN);
    const created = await http(l, 'POST', '/games', {
      token,
      body: {
        name: 'Ann',
        seats: [{ bot: 'big-money', name: 'Robot' }],
        kingdom: KINGDOM,
        landmarks: ['Bandit Fort', 'Orchard'],
        mailGraceMinutes: 0,
      },
    });
    expect(created.status, created.raw).toBe(201);
    const gameId = created.body.gameId;
    let game = (await http(l, 'GET', `/games/${gameId}`, { token })).body;
    for (let steps = 0; !game.view!.result && steps < 3000; steps++) {
      clock.advance(PRESENT_MS + 60_000);
      const r = await http(l, 'POST', `/games/${gameId}/moves`, {
        token,
        body: { gameId, expectedSeq: game.seq, idempotencyKey: key(), move: autopilot(game.view!) },
      });
      expect(r.status, r.raw).toBe(200);
      game = (await http(l, 'GET', `/games/${gameId}`, { token })).body;
    }
    expect(game.view!.result).not.toBeNull();

    const { state } = await loadGame(l.ctx, gameId);
    const names = ['Ann', 'Robot'];
    const results = (await mail(l)).filter((m) => (m.body.text ?? '').includes('The game is over'));
    expect(results.map((m) => m.destination.to[0])).toEqual([ANN]);
    const text = results[0].body.text!;
    const html = results[0].body.html!;
    for (const p of [0, 1]) {
      const b = scoreBreakdown(state!, p);
      expect(b.total).toBe(state!.result!.scores[p]);
      // The line is the engine's breakdown in words, in the text and in the HTML.
      const line = scoreLine(names[p], b);
      expect(text).toContain(line);
      expect(html).toContain(line.replace(/&/g, '&amp;'));
      expect(line).toMatch(new RegExp(`^${names[p]}, ${b.total} VP: `));
      // Every Landmark that scores is a part of its own, with its VP; each kind of Victory card with its count.
      for (const lm of ['Bandit Fort', 'Orchard'])
        expect(line).toContain(`${lm} (${b.landmarks.find((x) => x.name === lm)!.vp})`);
      for (const c of b.cards) expect(line).toContain(`${c.name} ×${c.count} (${c.vp})`);
    }
    // The bot bought Silver and Gold: Bandit Fort costs it VP, and that shows.
    expect(scoreBreakdown(state!, 1).landmarks.find((x) => x.name === 'Bandit Fort')!.vp).toBeLessThan(0);

    // The links: the history (the button) and the whole log, each signed for Ann and this game.
    expect(/^Open the game: (\S+)$/m.exec(text)![1]).toContain('&to=history');
    const history = /^The history, turn by turn: (\S+)$/m.exec(text)![1];
    const log = /^The whole log: (\S+)$/m.exec(text)![1];
    expect(history).toContain(`/games/${gameId}/open?`);
    expect(new URL(history).searchParams.get('to')).toBe('history');
    expect(new URL(log).searchParams.get('to')).toBe('log');
    for (const link of [history, log]) {
      expect(html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
      const t = new URL(link).searchParams.get('token')!;
      expect(await verifyToken(l.ctx.secret, t, 'game', clock.now())).toMatchObject({ sub: ANN, gid: gameId });
      // The link's token opens the game's history and its exported log: the whole game, every card named at the end.
      const h = await http(l, 'GET', `/games/${gameId}/history`, { token: t });
      expect(h.status).toBe(200);
      expect(h.body.events.at(-1)!.seq).toBe(game.seq);
      const exported = await http(l, 'GET', `/games/${gameId}/log`, { token: t });
      expect(exported.status).toBe(200);
      expect(exported.raw).toContain('Province');
    }
  }, 120_000);
});
