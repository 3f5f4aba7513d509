// The hidden-card game played once, three humans moving from their own views only, every answer
// checked as it is made against the engine state replayed here: each seat's game after every move
// (board, since-lines, who else holds private cards), every answer link's confirmation page right
// when its mail is made, every ninth move made by mail reply (and once a reply from the wrong
// sender), and every twentieth move the histories and timeline (history.ts). What the game met is
// kept for the checks made once it is over (game.int.test.ts): moves, records, replies' answers.
import { expect } from 'vitest';
import {
  apply,
  createGame,
  decisionFor,
  formatMove,
  type GameConfig,
  type GameState,
  type GameView,
  type Move,
} from '../../../engine/index.js';
import type { DynaliteLocal } from '../../../local/runtime.js';
import { toEngineMove } from '../../../contract/api.js';
import { receiveReply } from '../../../lambdas/inbound/inbound.js';
import { replyAddressFor } from '../../../lambdas/letters/reply-address.js';
import { REFUSAL_SUBJECT } from '../../../lambdas/inbound/reply-answer.js';
import { runOutbox } from '../../../lambdas/jobs/scheduled.js';
import type { LogRecord, Notification } from '../../../lambdas/store/records.js';
import { freshUser, http, key, mail, type CaughtMail, type Clock } from '../support.js';
import {
  checkEvents,
  checkRunningView,
  expectedSince,
  expectNoLeak,
  MINUTE,
  names,
  newSeenHidden,
  policy,
  SEED,
  startHiddenGame,
  walkResponse,
} from './support.js';
import { checkHistories } from './history.js';

export class PrivacyGame {
  readonly humans = [freshUser('alice'), freshUser('bob'), freshUser('carol')] as const;
  /** Signed in, no seat: watches the public game after every move. */
  readonly spectator = freshUser('dan');
  spectatorLooks = 0;
  gameId = '';
  config!: GameConfig;
  /** The true game: the store's events applied here, one by one (our own replay). */
  state!: GameState;
  readonly moves: Move[] = [];
  readonly raw = new Map<number, LogRecord>();
  /** What getGame answered each seat at each seq (seat@seq). */
  readonly seen = new Map<string, GameView>();
  /** Seqs at which someone held cards in a private zone (Sentry's look, Archive's set-aside). */
  readonly privateMoments: number[] = [];
  steps = 0;
  historyChecks = 0;
  /** Every answer to a move made by mail reply, with the replier's true hand and since-lines after it. */
  readonly replyAnswers: { seat: number; hand: string[]; since: string[]; answer: Notification }[] = [];
  readonly refusals: Notification[] = [];
  /** Replies sent by the seats (answered or not). */
  private repliesSent = 0;
  /** Answer links of the mails just made (checked at once), and how many confirmation pages were checked. */
  private readonly newAnswerLinks: { token: string; seat: number; seq: number }[] = [];
  answerPages = 0;
  private readonly noticesRead = new Set<string>();
  readonly seenHidden = newSeenHidden();
  readonly seenSince = { responses: 0, mails: 0 };
  readonly seenTimeline = { boards: 0 };

  constructor(
    readonly l: DynaliteLocal,
    readonly clock: Clock,
  ) {}

  /** Plays the game to its end; the histories are checked every twentieth move and at the end. */
  async play(): Promise<void> {
    const { l, humans } = this;
    ({ gameId: this.gameId, config: this.config } = await startHiddenGame(l, humans));
    const gameId = this.gameId;
    expect(this.config.seed).toBe(SEED);
    this.state = createGame(this.config).state;
    this.raw.set(0, (await l.ctx.store.events(gameId, 0, 0, 'all'))[0]);
    let views = await Promise.all(humans.map((_, seat) => this.look(seat)));
    await this.watch();
    for (; !this.state.result && this.steps < 3000; this.steps++) {
      const actor = views.findIndex((v) => v.view.decision);
      expect(actor, `someone owes a decision at seq ${this.state.seq}`).toBeGreaterThanOrEqual(0);
      // The game's grace period passes now and then: "your move" mail then goes from the outbox job,
      // rendered from the game as it stands by then (later than the move that caused it).
      this.clock.advance(this.steps % 2 ? MINUTE : 5 * MINUTE);
      await runOutbox(l.ctx);
      await this.collectNoticeLinks();
      await this.checkAnswerPages();
      // Every ninth move by mail reply (the inbound pipeline), the others from the table.
      if (this.steps % 9 === 4 && !this.state.result) {
        await this.moveByReply(actor, views[actor].view);
        views = await Promise.all(humans.map((_, seat) => this.look(seat)));
        continue;
      }
      const res = await l.call('POST', `/games/${gameId}/moves`, {
        token: l.token(humans[actor]),
        body: { gameId, expectedSeq: views[actor].seq, idempotencyKey: key(), move: policy(views[actor].view) },
      });
      expect(res.status, res.raw).toBe(200);
      expect(res.raw).not.toContain(SEED);
      walkResponse(res.body, actor, humans[actor], false);
      await this.follow();
      await this.checkAnswerPages();
      views = await Promise.all(humans.map((_, seat) => this.look(seat)));
      // Every other move, and whenever someone holds cards nobody else may see (the moments that matter).
      if (this.steps % 2 === 0 || this.state.players.some((p) => p.looking.length > 0)) await this.watch();
      if (this.steps % 20 === 19 && !this.state.result) await checkHistories(this);
    }
    expect(this.state.result, 'the game ended').not.toBeNull();
    await checkHistories(this);
  }

  /** Reads events the store has beyond our state and applies them to it (our own replay). */
  private async follow(): Promise<void> {
    for (const ev of await this.l.ctx.store.events(this.gameId, this.state.seq + 1, undefined, 'all')) {
      this.raw.set(ev.seq, ev);
      this.moves.push(ev.move!);
      expect(apply(this.state, ev.move!).ok).toBe(true);
      expect(this.state.seq).toBe(ev.seq);
      if (this.state.players.some((p) => p.looking.length > 0)) this.privateMoments.push(ev.seq);
      for (const n of ev.outbox ?? []) this.noteAnswerLinks(n, ev.seq);
    }
  }

  private noteAnswerLinks(n: Notification, seq: number): void {
    for (const [, token] of n.text.matchAll(/\/answer\?token=([\w.-]+)/g))
      this.newAnswerLinks.push({ token: token, seat: this.humans.indexOf(n.to), seq });
  }

  /** "Your move" mail is rendered by the outbox job (MAIL#notice/… items), not with its event: read the new ones' answer links. */
  private async collectNoticeLinks(): Promise<void> {
    const items = await this.l.dynamo.queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :notice)',
      ExpressionAttributeValues: { ':pk': `GAME#${this.gameId}`, ':notice': 'MAIL#notice/' },
    });
    for (const it of items) {
      const sk = String(it.sk);
      if (this.noticesRead.has(sk)) continue;
      this.noticesRead.add(sk);
      for (const n of (it.outbox ?? []) as Notification[]) this.noteAnswerLinks(n, n.asOfSeq ?? this.state.seq);
    }
  }

  /**
   * What an answer link's confirmation page reads (GET /games/{id} with the link's token), checked
   * like every other response against the true state, right when its mail is made: the link's
   * player's own view only, and the link ready for exactly the answer it names.
   */
  private async checkAnswerPages(): Promise<void> {
    const { state, humans } = this;
    for (const { token, seat, seq } of this.newAnswerLinks.splice(0)) {
      const r = await http(this.l, 'GET', `/games/${this.gameId}`, { token });
      expect(r.status, r.raw).toBe(200);
      expectNoLeak(r.raw, humans[seat], humans);
      walkResponse(r.body, seat, humans[seat], !state.result);
      if (!state.result) checkRunningView(r.body.view!, state, seat);
      expect(r.body.answerLink!.linkSeq).toBe(seq);
      if (seq === state.seq && !state.result) expect(r.body.answerLink!.status, r.raw).toBe('ready');
      this.answerPages++;
    }
  }

  /** The seat's game as it reads it now, checked against the true state and kept for later comparison. */
  private async look(seat: number): Promise<{ seq: number; view: GameView }> {
    const { l, state, humans } = this;
    const r = await l.call('GET', `/games/${this.gameId}`, { token: l.token(humans[seat]) });
    expect(r.status, r.raw).toBe(200);
    expectNoLeak(r.raw, humans[seat], humans);
    walkResponse(r.body, seat, humans[seat], !state.result);
    expect(r.body.seats.filter((x: { email?: string }) => x.email).map((x: { seat: number }) => x.seat)).toEqual([
      seat,
    ]);
    if (!state.result) {
      checkRunningView(r.body.view!, state, seat);
      expect(r.body.since, `since for seat ${seat} at ${r.body.seq}`).toEqual(
        expectedSince(this.raw, r.body.seq, seat),
      );
      if (r.body.since!.length) this.seenSince.responses++;
      state.players.forEach((p, i) => {
        if (i === seat || p.looking.length === 0) return;
        this.seenHidden.lookingOthers.add(`${state.seq}/${seat}`);
        if (!state.pending.some((d) => d.player === i)) this.seenHidden.archiveWaiting.add(`${state.seq}/${seat}`);
      });
    }
    const view = r.body.view!;
    this.seen.set(`${seat}@${r.body.seq}`, view);
    return { ...r.body, view };
  }

  /** The game as its spectator reads it now, checked like a seat's: no seat, no hand, no since lines, nothing only a seat may see. */
  private async watch(): Promise<void> {
    const { l, state, humans, spectator } = this;
    const r = await l.call('GET', `/games/${this.gameId}`, { token: l.token(spectator) });
    expect(r.status, r.raw).toBe(200);
    expectNoLeak(r.raw, spectator, humans);
    walkResponse(r.body, null, spectator, !state.result);
    expect(r.body.seat).toBeNull();
    expect(r.body.seats.filter((x: { email?: string }) => x.email)).toEqual([]);
    expect(r.body.since).toEqual([]);
    expect(r.body).not.toHaveProperty('undo');
    if (!state.result) {
      checkRunningView(r.body.view!, state, null);
      checkEvents(r.body.turn.events, this.raw, null, false, this.seenHidden);
    }
    this.seen.set(`null@${r.body.seq}`, r.body.view!);
    this.spectatorLooks++;
  }

  /** A reply mail from `from` to seat `seat`'s reply address for the decision it owes, with `text` as its move. */
  private replyMail(from: string, seat: number, text: string) {
    const address = replyAddressFor(
      this.l.ctx,
      this.gameId,
      seat,
      decisionFor(this.state, seat)!.id,
      this.clock.now(),
    )!;
    const message = [
      `From: ${from}`,
      `To: ${address}`,
      `Subject: Re: your move [${this.gameId}]`,
      `Message-ID: <privacy-${this.steps}-${from}@example.com>`,
      '',
      text,
      '',
      'On Monday, Dominion wrote:',
      '> Your hand: Province, Province',
    ].join('\r\n');
    return { raw: Buffer.from(message), recipients: [address] };
  }

  /** The seat's move made by mail reply instead of the table; its answer kept for the mail check. */
  private async moveByReply(seat: number, v: GameView): Promise<void> {
    const { l, humans } = this;
    const text = formatMove(toEngineMove(policy(v), seat), decisionFor(this.state, seat));
    if (this.repliesSent++ === 2) {
      // Once: another player replies to this seat's address. Refused, and told nothing of the game.
      const other = humans[(seat + 1) % 3];
      const out = await receiveReply(l.ctx, this.replyMail(other, seat, text));
      expect(out).toEqual({ kind: 'refused', reason: 'wrong-sender', answered: true });
      this.refusals.push(
        ...(await mail(l))
          .filter((m: CaughtMail) => m.destination.to[0] === other && m.subject === REFUSAL_SUBJECT)
          .map((m) => ({ to: other, subject: m.subject, text: m.body.text!, html: m.body.html! })),
      );
    }
    const out = await receiveReply(l.ctx, this.replyMail(humans[seat], seat, text));
    // Answered when something waits for the seat now; else ('done') its next mail is its next question.
    expect(out, text).toMatchObject({
      kind: expect.stringMatching(/^(answered|done)$/) as unknown,
      report: { done: [expect.any(String) as unknown], failed: null, unread: null },
    });
    await this.follow();
    if (out.kind === 'answered') {
      this.replyAnswers.push({
        seat,
        hand: names(this.state, this.state.players[seat].hand),
        since: expectedSince(this.raw, this.state.seq, seat),
        answer: out.answer,
      });
    }
  }
}
