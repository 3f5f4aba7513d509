import { describe, expect, it } from 'vitest';
import { parseFlags } from '../../../engine/cli/args.js';

describe('command-line flags', () => {
  it('reads --name value, --name=value and bare booleans', () => {
    const f = parseFlags(['--games', '3', '--seed=x', '--json'], ['json'], ['games', 'seed']);
    expect([...f]).toEqual([
      ['games', '3'],
      ['seed', 'x'],
      ['json', true],
    ]);
  });

  it('refuses an option outside the known ones, in either form, when the command lists them', () => {
    expect(() => parseFlags(['--gmes', '3'], ['json'], ['games'])).toThrow(
      'Unknown option --gmes. Options: --json, --games.',
    );
    expect(() => parseFlags(['--gmes=3'], ['json'], ['games'])).toThrow('Unknown option --gmes.');
    expect(() => parseFlags(['--help'], ['json'], ['games'])).toThrow('Unknown option --help.');
  });

  it('without a list of options takes any name (callers that validate for themselves)', () => {
    expect(parseFlags(['--anything', '1']).get('anything')).toBe('1');
  });
});
