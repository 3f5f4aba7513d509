// A whole two-human game played only from the mail, in Chromium: Alice only ever replies to her
// mail — genuine replies over SMTP (nodemailer) to the stack's SMTP server, her moves above the
// quoted mail as a mail client writes them — and Bob only ever opens the answer links in his mail,
// in a signed-out browser (open the link: it only shows; press its one button). Both hold Militia, so
// each must also answer the other's attack from the mail. A short game (6 Provinces, decks of
// Gold, Silver and Militia) to its end: the game-over mail's link shows the final scores, which are
// the server's, and neither player was ever at the table (no sighting recorded, Bob's browser saw
// only answer pages). The test decides what each player does by reading the game through the API,
// as a referee would; the players' moves go only through their mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import type { Page } from 'playwright-core';
import { hydrated, MAIL_WAIT_MS, orExplain, startE2E, type E2E, type Mail } from '../support.js';
import { answersOf, gameWithHands, type MailAnswer } from '../answer-links.js';
import { KINGDOM } from '../../lambdas/support.js';

const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';
/** Each owns 5 Gold, 3 Silver and 2 Militia; 6 Provinces end the game in a few turns (each deck reshuffled once). */
const deck = (hand: string[]) => {
  const rest = ['Gold', 'Gold', 'Gold', 'Gold', 'Gold', 'Silver', 'Silver', 'Silver', 'Militia', 'Militia'];
  for (const c of hand) rest.splice(rest.indexOf(c), 1);
  return { hand, deck: rest };
};
const SETUP = {
  firstPlayer: 0,
  piles: { Province: 6 },
  players: {
    0: deck(['Militia', 'Gold', 'Gold', 'Silver', 'Silver']),
    1: deck(['Militia', 'Gold', 'Gold', 'Gold', 'Silver']),
  },
};
/** What a card is worth keeping in hand (Victory cards least): the discard strategy of both players. */
const KEEP = new Map([
  ['Province', 0],
  ['Duchy', 0],
  ['Estate', 0],
  ['Copper', 1],
  ['Silver', 2],
  ['Militia', 2.5],
  ['Gold', 3],
]);
const keep = (cards: readonly string[]) => cards.reduce((n, c) => n + (KEEP.get(c) ?? 2), 0);
const TREASURE = new Map([
  ['Copper', 1],
  ['Silver', 2],
  ['Gold', 3],
]);

type Caught = Mail & { replyTo?: string[] };
interface Decision {
  kind: string;
  phase?: string;
  candidates?: string[];
  min?: number;
  options?: { play: string[] };
}
interface Seen {
  seq: number;
  status: string;
  view: {
    decision: Decision | null;
    result: { scores: number[] } | null;
    you: { hand: string[] };
    turn: { coins: number; actions: number; treasuresLocked: boolean };
    supply: { name: string; count: number; cost: { coins: number } | null }[];
  };
}

let e2e: E2E;

describe('a two-human game played only from the mail', () => {
  beforeAll(async () => {
    e2e = await startE2E('e2e-mail-only', { presentMs: 0 });
  }, 900_000);
  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  const api = (email: string, method: string, p: string, body?: unknown) => e2e.api(email, method, p, body);
  /** The game as `email` sees it (the referee's read: no sighting is recorded). */
  const look = async (gameId: string, email: string): Promise<Seen> =>
    (await api(email, 'GET', `/games/${gameId}`)).body as Seen;
  const mailsOf = async (to: string, gameId: string) =>
    ((await e2e.mails()) as Caught[]).filter((m) => m.destination.to.includes(to) && m.subject.includes(gameId));

  /** Alice's moves for what she owes, in notation (one per line): Militia first, then her Treasures and the dearest card. */
  function aliceWrites(g: Seen): string {
    const d = g.view.decision!;
    if (d.kind === 'cards')
      return `discard ${[...d.candidates!]
        .sort((x, y) => keep([x]) - keep([y]))
        .slice(0, d.min)
        .join(', ')}`;
    if (d.kind !== 'turn') throw new Error(`Alice was asked a ${d.kind}`);
    if (d.phase === 'action' && d.options!.play.includes('Militia') && g.view.turn.actions > 0) return 'play Militia';
    const inHand = g.view.turn.treasuresLocked ? 0 : g.view.you.hand.reduce((n, c) => n + (TREASURE.get(c) ?? 0), 0);
    const coins = g.view.turn.coins + inHand;
    const best = g.view.supply
      .filter((p) => p.count > 0 && p.cost && p.cost.coins <= coins && p.name !== 'Curse')
      .sort((x, y) => y.cost!.coins - x.cost!.coins)[0];
    return best ? `play treasures\nbuy ${best.name}\nend turn` : 'end turn';
  }

  /** Replies to Alice's newest mail that takes a reply, as a mail client would; true once the game moved. */
  async function aliceReplies(gameId: string, moves: string): Promise<void> {
    const before = (await look(gameId, ALICE)).seq;
    for (const until = Date.now() + MAIL_WAIT_MS; Date.now() < until; ) {
      const m = (await mailsOf(ALICE, gameId)).filter((x) => x.replyTo?.length).at(-1);
      if (m) {
        const quoted = (m.body.text ?? '')
          .split('\n')
          .map((line) => `> ${line}`)
          .join('\n');
        const t = nodemailer.createTransport({
          host: e2e.stack.smtpAddress.split(':')[0],
          port: Number(e2e.stack.smtpAddress.split(':')[1]),
          secure: false,
          ignoreTLS: true,
        });
        try {
          await t.sendMail({
            from: ALICE,
            to: m.replyTo![0],
            subject: `Re: ${m.subject}`,
            text: `${moves}\n\nOn Mon, 1 Jan 2030 at 10:00, Dominion by Mail wrote:\n${quoted}\n`,
          });
        } finally {
          t.close();
        }
        if ((await look(gameId, ALICE)).seq > before) return;
      }
      // A mail about an earlier point (refused, nothing done) or none yet: the next mail says what waits now.
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`Alice's reply "${moves}" was never taken`);
  }

  /** Opens an answer link and, when it is ready, presses its button; the status it ended in. */
  async function openLink(page: Page, a: MailAnswer): Promise<'done' | 'stale'> {
    await page.goto(a.url);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    const h = await heading.innerText();
    if (h === 'This answer link is out of date') return 'stale';
    expect(h, `${a.label}: ${await page.locator('main').innerText()}`).toBe('Confirm your answer');
    await hydrated(page, 'form.answer-form button[type=submit]');
    const button = page
      .getByRole('region', { name: 'Your answer' })
      .getByRole('button', { name: a.label, exact: true });
    await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), button.click()]);
    await page
      .getByRole('heading', { name: /^(Done: your answer was made|This answer link is out of date)$/ })
      .waitFor();
    return (await heading.innerText()).startsWith('Done') ? 'done' : 'stale';
  }

  /** Bob's pick among his links: Militia first; of discards, the ways that keep the most; else the first (the dearest buy). */
  function bobPicks(answers: readonly MailAnswer[]): MailAnswer {
    const militia = answers.find((a) => a.label === 'Play Militia');
    if (militia) return militia;
    const discards = answers.filter((a) => a.label.startsWith('Discard '));
    if (discards.length)
      return [...discards].sort((x, y) => keep(x.label.slice(8).split(', ')) - keep(y.label.slice(8).split(', ')))[0];
    return answers[0];
  }

  /** Bob answers from the newest mail with links he has not used yet (an out-of-date one: the next mail). */
  async function bobAnswers(page: Page, gameId: string, used: Set<string>): Promise<string> {
    for (const until = Date.now() + MAIL_WAIT_MS; Date.now() < until; ) {
      const m = (await mailsOf(BOB, gameId)).filter((x) => answersOf(x).length > 0).at(-1);
      const answers = m ? answersOf(m) : [];
      if (answers.length && !used.has(answers[0].url)) {
        for (const a of answers) used.add(a.url);
        const pick = bobPicks(answers);
        e2e.step(`Bob: ${pick.label} (of ${answers.map((a) => a.label).join(' | ')})`);
        if ((await openLink(page, pick)) === 'done') return pick.label;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('No usable answer link reached Bob');
  }

  it('Alice replies by mail, Bob answers through links, to the end', async () => {
    const started = Date.now();
    try {
      const gameId = await gameWithHands(e2e, ALICE, BOB, KINGDOM, SETUP);
      const store = e2e.stack.local.ctx.store;

      const bob = await e2e.browser();
      const visited: string[] = [];
      bob.on('framenavigated', (f) => {
        if (f === bob.mainFrame()) visited.push(new URL(f.url()).pathname);
      });
      const used = new Set<string>();
      const made = { alice: [] as string[], bob: [] as string[] };
      for (let step = 0; step < 120; step++) {
        const [a, b] = [await look(gameId, ALICE), await look(gameId, BOB)];
        if (a.view.result) break;
        if (a.view.decision) {
          const moves = aliceWrites(a);
          e2e.step(`Alice replies: ${moves.replace(/\n/g, ' / ')}`);
          await aliceReplies(gameId, moves);
          made.alice.push(moves);
        } else if (b.view.decision) {
          made.bob.push(await bobAnswers(bob, gameId, used));
        } else {
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      const final = await look(gameId, ALICE);
      expect(final.status).toBe('over');
      const scores = final.view.result!.scores;
      e2e.step(
        `game over, ${scores.join(' to ')}; Alice made ${made.alice.length} replies, Bob ${made.bob.length} link presses`,
      );
      // Both answered the other's Militia from the mail, and both bought.
      expect(made.alice.some((m) => m.startsWith('discard '))).toBe(true);
      expect(made.bob.some((l) => l.startsWith('Discard '))).toBe(true);
      expect(made.alice.some((m) => m.includes('buy Province'))).toBe(true);
      expect(made.bob.some((l) => l.includes('buy Province'))).toBe(true);

      // Nobody was at the table: no sighting, and Bob's browser only ever showed answer pages.
      expect([...(await store.seenAt(gameId)).entries()]).toEqual([]);
      expect(visited.length).toBeGreaterThan(0);
      expect(visited.filter((p) => p !== `/games/${gameId}/answer`)).toEqual([]);

      // The end, from the mail: both are told who won; Bob's game-over link shows the server's scores.
      const names = ['Alice', 'Bob'];
      const winners = scores[0] === scores[1] ? null : names[scores[0] > scores[1] ? 0 : 1];
      for (const to of [ALICE, BOB]) {
        const over = (await mailsOf(to, gameId)).find((m) => (m.body.text ?? '').includes('The game is over'));
        expect(over, `a game-over mail to ${to}`).toBeDefined();
        if (winners) expect(over!.body.text).toContain(`${winners} wins`);
      }
      const overMail = (await mailsOf(BOB, gameId)).find((m) => (m.body.text ?? '').includes('The game is over'))!;
      await bob.goto(overMail.body.text!.match(/Open the game: (\S+)/)![1]);
      await orExplain(
        bob,
        "The game-over mail's link did not open the history",
        bob.waitForURL((u) => u.pathname === `/games/${gameId}/history`),
      );
      await bob
        .getByText(`Game over: ${names.map((n, i) => `${n} ${scores[i]} VP`).join(', ')}`)
        .first()
        .waitFor();
      e2e.step(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    } catch (e) {
      await e2e.failed();
      throw e;
    }
  }, 600_000);
});
