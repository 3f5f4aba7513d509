// The words of the answer to a reply and of "your move" mail guide the player (issue: the
// mail-first turn): an option's help names "choose" once; while a card's question waits the footer
// suggests only answers to it, never a turn's moves; the ask does not repeat the card that asks and
// gives the VP on its pile (Wild Hunt's whole choice); a Buy phase states the $ and Buys; the
// buys a reply may write come dearest first, Curse and Copper last; a mistyped card gets the
// nearest names in this game ("There is no Slver in this game. Did you mean Silver?").
import { describe, expect, it } from 'vitest';
import {
  apply,
  createGame,
  makeConfig,
  nearestNames,
  parseMove,
  type GameState,
  type Move,
} from '../../../engine/index.js';
import { noticeFor } from '../../../lambdas/letters/notify.js';
import { answerMail } from '../../../lambdas/inbound/reply-answer.js';
import { gameThread } from '../../../lambdas/letters/thread.js';
import type { ReplyReport } from '../../../lambdas/inbound/reply-answer.js';
import { LINKS, MAIL_KINGDOM, mailMeta, NOW } from '../mail-fixture.js';

const L = { ...LINKS, replyDomain: 'reply.example' };
const NAMES = ['Ann', 'ben'];
const EMPIRES = [
  'Wild Hunt',
  'Village',
  'Smithy',
  'Militia',
  'Market',
  'Cellar',
  'Moat',
  'Festival',
  'Laboratory',
  'Witch',
];

function game(kingdom: readonly string[], hand: string[], pileTokens: Record<string, { vp: number }> = {}): GameState {
  const config = {
    ...makeConfig({ players: NAMES, seed: 'wording', kingdom: [...kingdom] }),
    setup: {
      firstPlayer: 0,
      pileTokens,
      players: { 0: { hand, deck: ['Copper', 'Copper', 'Estate', 'Copper', 'Copper'] } },
    },
  };
  return createGame(config).state;
}

function move(state: GameState, m: Move) {
  const r = apply(state, m);
  expect(r.ok, JSON.stringify(r.ok ? null : r.error)).toBe(true);
}

/** The answer to Ann's reply that made `done` (and failed `failed`, if any). */
function answerText(state: GameState, done: string[], failed: ReplyReport['failed'] = null): string {
  const meta = mailMeta(NAMES, { config: state.config });
  const report: ReplyReport = { done, failed, skipped: [], unread: null };
  return answerMail({
    links: L,
    meta,
    state,
    seq: 5,
    seat: 0,
    report,
    since: [],
    thread: gameThread(L, meta.gameId, 0),
    now: NOW,
  }).text;
}

/** The "your move" mail for what Ann owes. */
function noticeText(state: GameState): string {
  const meta = mailMeta(NAMES, { config: state.config });
  return noticeFor({ meta, state, decision: state.pending.find((d) => d.player === 0)!, seq: 5, links: L, now: NOW })
    .text;
}

const footerOf = (text: string) => text.split('\n').find((x) => x.startsWith('Or reply to this mail'))!;

describe("while Wild Hunt's choice waits", () => {
  /** Ann plays Wild Hunt with 2 VP on its pile; Village and Treasures stay in hand. */
  const hunting = () => {
    const state = game(EMPIRES, ['Wild Hunt', 'Village', 'Silver', 'Copper', 'Copper'], { 'Wild Hunt': { vp: 2 } });
    move(state, { type: 'play', player: 0, card: 'Wild Hunt' });
    expect(state.pending[0]).toMatchObject({ kind: 'option', player: 0, source: 'Wild Hunt' });
    return state;
  };

  it('the answer says the ask once and the VP on the pile', () => {
    const lines = answerText(hunting(), ['play Wild Hunt']).split('\n');
    const now = lines.findIndex((x) => x.startsWith('Now: '));
    expect(lines[now]).toBe('Now: Wild Hunt: choose one.');
    expect(lines[now + 1]).toBe('The Wild Hunt pile has 2 VP on it.');
    expect(lines[now + 2]).toBe('You may write: choose 1 of: +3 Cards | gain an Estate.');
  });

  it('the footer of the answer and of the "your move" mail suggests answers to the card, not a turn\'s moves', () => {
    for (const text of [answerText(hunting(), ['play Wild Hunt']), noticeText(hunting())]) {
      const footer = footerOf(text);
      expect(footer).toMatch(
        /^Or reply to this mail with your answer on one line \(for example "choose \+3 Cards" or "choose gain an Estate"\)\. Replies go to \S+@reply\.example\.$/,
      );
      expect(footer).not.toMatch(/play Village|play treasures|buy Gold|end turn/);
    }
    // The "your move" mail states the VP too, beside its links.
    expect(noticeText(hunting())).toContain('The Wild Hunt pile has 2 VP on it.');
  });

  it('each suggested answer is one the game takes now', () => {
    for (const line of ['choose +3 Cards', 'choose gain an Estate']) {
      const state = hunting();
      const parsed = parseMove(line, 0, state.pending[0]);
      expect(parsed.ok && apply(state, parsed.move).ok, line).toBe(true);
    }
  });

  it('an answer the option cannot read names "choose" once and says what to write', () => {
    const state = hunting();
    const parsed = parseMove('take the Estate', 0, state.pending[0]);
    expect(parsed.ok).toBe(false);
    const message = parsed.ok ? '' : parsed.error.message;
    expect(message).not.toMatch(/"choose" or "choose"/);
    expect(message).toBe('Write one of: "+3 Cards" / "gain an Estate" (or start with "choose": "choose +3 Cards").');
  });
});

describe('in the Buy phase', () => {
  /** Ann in her Buy phase with $4 played (Silver, two Coppers), an Estate left in hand. */
  const buying = () => {
    const state = game(MAIL_KINGDOM, ['Village', 'Silver', 'Copper', 'Copper', 'Estate']);
    move(state, { type: 'playTreasures', player: 0 });
    expect(state.pending[0]).toMatchObject({ kind: 'turn', phase: 'buy' });
    return state;
  };

  it('the answer and the "your move" mail state the $ and Buys', () => {
    const answer = answerText(buying(), ['play treasures']).split('\n');
    expect(answer[answer.findIndex((x) => x.startsWith('Now: ')) + 1]).toBe('You have $4 to spend and 1 Buy.');
    expect(noticeText(buying()).split('\n')).toContain('You have $4 to spend and 1 Buy.');
  });

  it('Treasures not played yet are said to be left out of the $', () => {
    const state = game(MAIL_KINGDOM, ['Village', 'Silver', 'Copper', 'Copper', 'Estate']);
    move(state, { type: 'endPhase', player: 0 });
    expect(answerText(state, ['end actions'])).toContain(
      'You have $0 to spend and 1 Buy (your Treasures in hand are not played yet).',
    );
  });

  it('the buys a reply may write come dearest first, Curse and Copper last', () => {
    const line = answerText(buying(), ['play treasures'])
      .split('\n')
      .find((x) => x.startsWith('You may write: '))!;
    const buys = [...line.matchAll(/buy ([\w ]+) \(\$(\d+)\)/g)].map((m) => ({ name: m[1], coins: Number(m[2]) }));
    expect(buys.slice(0, 3).map((b) => b.name)).toEqual(['Militia', 'Smithy', 'Throne Room']);
    expect(buys.slice(-2).map((b) => b.name)).toEqual(['Copper', 'Curse']);
    const usual = buys.slice(0, -2).map((b) => b.coins);
    expect(usual).toEqual([...usual].sort((x, y) => y - x));
  });

  it("the footer suggests this turn's own moves", () => {
    expect(footerOf(answerText(buying(), ['play treasures']))).toMatch(
      /^Or reply to this mail with your moves, one per line \(buy Militia, end turn\)\./,
    );
    // In the Action phase with Village in hand and $4 in Treasures: play it, or the money turn.
    const start = game(MAIL_KINGDOM, ['Village', 'Silver', 'Copper', 'Copper', 'Estate']);
    expect(footerOf(noticeText(start))).toMatch(/\(play Village, play treasures, buy Militia, end turn\)/);
  });
});

describe('a card this game does not have', () => {
  const refusal = (state: GameState, text: string) => {
    const parsed = parseMove(text, 0, state.pending[0]);
    expect(parsed.ok).toBe(true);
    const r = parsed.ok ? apply(state, parsed.move) : null;
    return r && !r.ok ? r.error.message : '';
  };

  it('a mistyped buy names the nearest cards in the Supply; the answer to the reply says it', () => {
    const state = game(MAIL_KINGDOM, ['Village', 'Silver', 'Copper', 'Copper', 'Estate']);
    move(state, { type: 'playTreasures', player: 0 });
    const why = refusal(state, 'buy Slver');
    expect(why).toBe('There is no Slver in this game. Did you mean Silver?');
    expect(answerText(state, [], { line: 'buy Slver', why })).toContain(
      'Not done: "buy Slver": There is no Slver in this game. Did you mean Silver?',
    );
    expect(refusal(state, 'buy provnce')).toBe('There is no provnce in this game. Did you mean Province?');
    // Nothing near: no guess. A card of another game is not offered (Wild Hunt is not in this one).
    expect(refusal(state, 'buy Platinum')).toBe('There is no Platinum in this game.');
    expect(refusal(state, 'buy Wild Hunt')).toBe('There is no Wild Hunt in this game.');
  });

  it('a mistyped card to play names the nearest in hand', () => {
    const state = game(MAIL_KINGDOM, ['Village', 'Silver', 'Copper', 'Copper', 'Estate']);
    expect(refusal(state, 'play Vilage')).toBe('You have no Vilage in hand. Did you mean Village?');
  });

  it('at most two names, the nearest first; a long text is not compared', () => {
    expect(nearestNames('Mil', ['Mine', 'Militia', 'Mill'])).toEqual(['Militia', 'Mill']);
    expect(nearestNames('Gld', ['Silver', 'Gold'])).toEqual(['Gold']);
    expect(nearestNames('Slivre', ['Silver', 'Sliver'])).toEqual(['Sliver', 'Silver']);
    expect(nearestNames('x'.repeat(41), ['x'.repeat(40)])).toEqual([]);
    expect(nearestNames('Silver', ['Silver', 'Sliver'])).toEqual([]);
  });
});
