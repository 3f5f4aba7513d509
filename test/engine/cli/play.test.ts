import { describe, expect, it } from 'vitest';
import { runCli } from './run.js';

const KINGDOM = 'Cellar,Chapel,Festival,Library,Market,Moat,Sentry,Smithy,Village,Witch';

describe('terminal game', () => {
  it('plays a short piped session against a bot and exits cleanly at end of input', () => {
    const input = [
      'help',
      'end actions',
      'play treasures',
      'end turn',
      'nonsense words',
      'end actions',
      'play treasures',
      'end turn',
      '',
    ].join('\n');
    const r = runCli(
      'play.ts',
      ['--players', '2', '--bots', 'big-money', '--kingdom', KINGDOM, '--seed', 'piped'],
      input,
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const out = r.stdout;
    expect(out).toMatch(/Your hand: /);
    expect(out).toMatch(/Actions 1, Buys 1, \$0/);
    expect(out).toMatch(/Kingdom: Cellar \$2 \(10\)/);
    expect(out).toMatch(/Moves: .*end actions/);
    expect(out).toMatch(/play treasures\s+play all your Treasures/); // the help text
    expect(out).toMatch(/Can't read "nonsense words"/);
    expect(out).toMatch(/Player 1 plays Copper/);
    expect(out).toMatch(/big-money \(seat 2\) plays Copper/);
    // The bot's hand is never shown: its draws appear as a count only.
    expect(out).toMatch(/big-money \(seat 2\) draws 5 cards/);
    expect(out).toMatch(/End of input/);
  });

  it('asks for a decision with its legal answers and accepts the answer', () => {
    // Cellar lists the cards that may be discarded; "discard nothing" answers it.
    const lines: string[] = [];
    for (let i = 0; i < 8; i++)
      lines.push('play Cellar', 'discard nothing', 'end actions', 'play treasures', 'buy Cellar', 'end turn');
    const r = runCli(
      'play.ts',
      ['--players', '2', '--bots', 'random', '--kingdom', KINGDOM, '--seed', 'cellar'],
      lines.join('\n'),
    );
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Pick 0 to \d of: /);
    expect(r.stdout).toMatch(/Player 1 buys Cellar/);
  });

  it('plays a whole hot-seat game to the end from piped moves and prints the result', () => {
    const turn = ['end actions', 'play treasures', 'buy Province', 'buy Gold', 'buy Silver', 'end turn'];
    const input = Array.from({ length: 200 }, () => turn)
      .flat()
      .join('\n');
    const r = runCli('play.ts', ['--hotseat', '--players', '2', '--kingdom', KINGDOM, '--seed', 'hotseat'], input);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Final scores: Player 1 -?\d+ \(\d+ turns\), Player 2 -?\d+/);
    expect(r.stdout).toMatch(/Winners?: Player/);
  });
});
